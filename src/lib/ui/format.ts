/** Whole numbers with thousands separators, the same in every locale so screenshots and tests agree. */
export function formatCount(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/** A ratio as "5.3×", with more digits only where they matter. */
export function formatRatio(r: number): string {
  if (!Number.isFinite(r)) return '∞×';
  return `${r >= 100 ? Math.round(r).toLocaleString('en-US') : r.toFixed(1)}×`;
}
