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

/** Slider position 0..1 → speed, log scale; 1 itself is instant. */
export function speedFromSlider(x: number): Speed {
  if (x >= 1) return INSTANT;
  const t = Math.max(0, x) / (1 - 1 / 61); // the last 61st of the slider is "instant"
  if (t >= 1) return INSTANT;
  return Number((MIN_SPEED * (MAX_SPEED / MIN_SPEED) ** t).toPrecision(2));
}

/** Speed → slider position 0..1 (inverse of speedFromSlider). */
export function sliderFromSpeed(s: Speed): number {
  if (s === INSTANT) return 1;
  const t = Math.log(Math.max(MIN_SPEED, Math.min(s, MAX_SPEED)) / MIN_SPEED) / Math.log(MAX_SPEED / MIN_SPEED);
  return t * (1 - 1 / 61);
}

export function formatSpeed(s: Speed): string {
  if (s === INSTANT) return 'instant';
  return `${s.toLocaleString('en-US')} events/s`;
}
