import type { GivensRange } from '../../core/generate/index.ts';

/** The givens range the form offers first: a newspaper's on 9×9, and on 16×16 one that keeps generation fast. */
export const DEFAULT_GIVENS: Record<4 | 9 | 16, GivensRange> = {
  4: { min: 5, max: 8 },
  9: { min: 24, max: 30 },
  16: { min: 140, max: 150 },
};
