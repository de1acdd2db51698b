/**
 * Whole numbers with thousands separators, as Intl.NumberFormat writes them for each language of the
 * page (en and zh-CN both group by three with a comma; a test holds this for every locale we add).
 * Written out by hand: `toLocaleString` (and even a cached Intl.NumberFormat's first calls) cost tens
 * of milliseconds of main-thread time while counters redraw every frame.
 */
export function formatCount(n: number): string {
  const r = Math.round(n);
  if (!Number.isFinite(r)) return String(r);
  const digits = String(Math.abs(r));
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = out.length; i < digits.length; i += 3) out += ',' + digits.slice(i, i + 3);
  return r < 0 ? '-' + out : out;
}

/** A ratio as "5.3×", with more digits only where they matter. */
export function formatRatio(r: number): string {
  if (!Number.isFinite(r)) return '∞×';
  return `${r >= 100 ? formatCount(r) : r.toFixed(1)}×`;
}
