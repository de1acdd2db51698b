/**
 * The default pace, until someone chooses a speed: slow at the start, where the first checks and
 * backtracks are worth reading, and faster as the run goes on, so that a long race still reaches its
 * verdict in a minute or two. The speed is a function of the position alone (10 events/s at event 0,
 * one more event/s for every `1 / RISE_PER_EVENT` ≈ 11.5 events played), so stepping, seeking and Home
 * need no state: 10 events/s from the start is an exponential in time, doubling every 8 seconds.
 */
export const RISING_START = 10;
export const RISING_CAP = 100_000;
export const RISE_PER_EVENT = Math.LN2 / 8;

/** Events per second at shared position `position` under the default pace, to two significant digits. */
export function risingSpeed(position: number): number {
  const s = RISING_START + RISE_PER_EVENT * Math.max(0, position);
  return Math.min(RISING_CAP, Number(s.toPrecision(2)));
}
