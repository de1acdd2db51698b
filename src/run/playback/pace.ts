/** The default pace, by position alone so seeking needs no state; it doubles every 8 s. */
export const RISING_START = 10;
const RISING_CAP = 100_000;
const RISE_PER_EVENT = Math.LN2 / 8;

export function risingSpeed(position: number): number {
  const s = RISING_START + RISE_PER_EVENT * Math.max(0, position);
  return Math.min(RISING_CAP, Number(s.toPrecision(2)));
}
