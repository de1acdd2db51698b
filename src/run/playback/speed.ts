/** Speeds in events per second, on a log scale from 1 to 10^6, plus Infinity for "instant". */
export type Speed = number;

export const MIN_SPEED = 1;
export const MAX_SPEED = 1e6;
export const INSTANT: Speed = Infinity;

/** A valid speed: a number in [1, 10^6] (rounded to 3 significant digits) or Infinity; else null. */
export function normalizeSpeed(s: number): Speed | null {
  if (s === Infinity) return s;
  if (!Number.isFinite(s) || s < MIN_SPEED || s > MAX_SPEED) return null;
  return Number(s.toPrecision(3));
}
