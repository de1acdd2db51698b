import { INSTANT, MAX_SPEED, MIN_SPEED } from '../run/playback/speed.ts';

/** The speed slider in whole notches, ten per decade (log scale) and 61 for instant, so arrow keys step evenly. */
export const TOP_NOTCH = 60;
export const INSTANT_NOTCH = 61;
export const KEY_STEP = 5;

const DECADES = Math.log10(MAX_SPEED / MIN_SPEED);

export function speedFromNotch(notch: number): number {
  if (notch >= INSTANT_NOTCH) return INSTANT;
  const t = Math.max(0, Math.min(TOP_NOTCH, Math.round(notch))) / TOP_NOTCH;
  return Number((MIN_SPEED * 10 ** (t * DECADES)).toPrecision(2));
}

export function notchFromSpeed(speed: number): number {
  if (speed === INSTANT) return INSTANT_NOTCH;
  const s = Math.max(MIN_SPEED, Math.min(MAX_SPEED, speed));
  return Math.round((Math.log10(s / MIN_SPEED) / DECADES) * TOP_NOTCH);
}

export const fasterSpeed = (speed: number): number =>
  speedFromNotch(Math.min(INSTANT_NOTCH, notchFromSpeed(speed) + KEY_STEP));

/** From instant, one step down lands on the top finite speed. */
export const slowerSpeed = (speed: number): number =>
  speedFromNotch(speed === INSTANT ? TOP_NOTCH : notchFromSpeed(speed) - KEY_STEP);
