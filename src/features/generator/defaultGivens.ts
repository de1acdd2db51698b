import type { GivensRange } from '../../core/generate/index.ts';

/**
 * The givens range the form offers first for each side: 24–30 is a usual newspaper 9×9; on 16×16 a
 * range keeps generation near 0.1 s, where a full dig takes about a second (docs/generator.md).
 */
export const DEFAULT_GIVENS: Record<4 | 9 | 16, GivensRange> = {
  4: { min: 5, max: 8 },
  9: { min: 24, max: 30 },
  16: { min: 140, max: 150 },
};
