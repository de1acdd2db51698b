import { formatRatio } from '../../app/format.ts';
import { m } from '../../app/i18n/messages.ts';

/**
 * "How many times fewer placements will B need than A?", guessed on a log scale from 10^-1 (B may need more) to 10^6.
 */
export const RATIO_EXPONENTS = { min: -1, max: 6, step: 0.05 } as const;

export const ratioFromExponent = (x: number): number => Number((10 ** x).toPrecision(2));

/** "1,000× fewer", "2.0× more" ("少 1,000×", "多 2.0×"). */
export function ratioWords(r: number): string {
  return r >= 1
    ? m.predict_ratio_fewer({ ratio: formatRatio(r) })
    : m.predict_ratio_more({ ratio: formatRatio(1 / r) });
}

/** The reveal: the actual ratio, and how far the guess was from it, as a factor. */
export function ratioReveal(guess: number, placementsA: number, placementsB: number): { actual: number; off: number } {
  const actual = placementsA / Math.max(1, placementsB);
  const off = Math.max(actual / guess, guess / actual);
  return { actual, off };
}

export function offWords(off: number): string {
  if (off < 1.5) return m.predict_ratio_spot_on();
  if (off < 3) return m.predict_ratio_close({ factor: formatRatio(off) });
  return m.predict_ratio_off({ factor: formatRatio(off).replace('×', '') });
}
