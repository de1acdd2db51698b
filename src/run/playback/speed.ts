/** Events per second; Infinity is instant. */
export type Speed = number;

export const MIN_SPEED = 1;
export const MAX_SPEED = 1e6;
export const INSTANT: Speed = Infinity;

/** Rounded to 3 significant digits; null when out of range. */
export function normalizeSpeed(s: number): Speed | null {
  if (s === Infinity) return s;
  if (!Number.isFinite(s) || s < MIN_SPEED || s > MAX_SPEED) return null;
  return Number(s.toPrecision(3));
}
