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

// The slider's last 61st is "instant": the log scale runs over [0, LOG_END], instant past its middle.
const LOG_END = 60 / 61;

/** Slider position 0..1 → speed, log scale; the top end is instant. */
export function speedFromSlider(x: number): Speed {
  if (!(x < (LOG_END + 1) / 2)) return INSTANT;
  const t = Math.min(1, Math.max(0, x) / LOG_END);
  return Number((MIN_SPEED * (MAX_SPEED / MIN_SPEED) ** t).toPrecision(2));
}

/** Speed → slider position 0..1 (inverse of speedFromSlider). */
export function sliderFromSpeed(s: Speed): number {
  if (s === INSTANT) return 1;
  const t = Math.log(Math.max(MIN_SPEED, Math.min(s, MAX_SPEED)) / MIN_SPEED) / Math.log(MAX_SPEED / MIN_SPEED);
  return t * LOG_END;
}

const SPEED_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** "instant", "1 event/s", "1,000 events/s". */
export function formatSpeed(s: Speed): string {
  if (s === INSTANT) return 'instant';
  return `${SPEED_FORMAT.format(s)} ${s === 1 ? 'event' : 'events'}/s`;
}
