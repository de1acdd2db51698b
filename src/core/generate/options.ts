import type { BoxSize } from '../geometry.ts';
import { type Grade, gradesFor } from './grade.ts';
import type { ImpossibleRule, RequestSummary } from './failure.ts';
import type { GivensRange } from './givensRange.ts';
import type { Symmetry } from './symmetry.ts';
import type { RatedTechnique } from '../logic/seScale.ts';

export type { GivensRange };

export const GENERATE_METHODS = ['dig', 'add', 'transform'] as const;
export type GenerateMethod = (typeof GENERATE_METHODS)[number];

export interface GenerateOptions {
  n?: BoxSize;
  /** Without it the dig runs its whole pass, to a minimal puzzle. */
  givens?: GivensRange;
  /** @default 'none' */
  symmetry?: Symmetry;
  /** @default false */
  minimal?: boolean;
  grade?: Grade;
  /** Only puzzles whose hardest technique, on Sudoku Explainer's scale, is this one. */
  needs?: RatedTechnique;
  /** Only puzzles Sudoku Explainer's scale rates in this range, both ends included. */
  rating?: RatingRange;
  /** Random seeds then solve, or a random transformation of the pattern grid. @default 'las-vegas' */
  fullGrid?: 'las-vegas' | 'transform';
  /** Dig a full grid; add givens until unique, then dig; or transform a stored 9×9 puzzle. @default 'dig' */
  method?: GenerateMethod;
  /** @default 100,000 */
  maxAttempts?: number;
  /** @default 10,000 */
  timeLimitMs?: number;
}

export interface RatingRange {
  min: number;
  max: number;
}

export type ResolvedGenerateOptions = Required<Omit<GenerateOptions, 'givens' | 'grade' | 'needs' | 'rating'>> & {
  givens: GivensRange;
  /** True when the caller gave a range (the dig then stops at a random target in it). */
  ranged: boolean;
  grade: Grade | undefined;
  needs: RatedTechnique | undefined;
  rating: RatingRange | undefined;
};

/** 4 on 4×4, 17 on 9×9 (McGuire et al. 2012); unknown for 16×16. */
export const FEWEST_GIVENS: Record<BoxSize, number> = { 2: 4, 3: 17, 4: 0 };

export function resolveGenerateOptions(o: GenerateOptions): ResolvedGenerateOptions {
  const n = o.n ?? 3;
  return {
    n,
    givens: o.givens ?? { min: 0, max: n ** 4 },
    ranged: o.givens !== undefined,
    symmetry: o.symmetry ?? 'none',
    minimal: o.minimal ?? false,
    grade: o.grade,
    needs: o.needs,
    rating: o.rating,
    fullGrid: o.fullGrid ?? 'las-vegas',
    method: o.method ?? 'dig',
    maxAttempts: o.maxAttempts ?? 100_000,
    timeLimitMs: o.timeLimitMs ?? 10_000,
  };
}

export function impossibleRule(o: ResolvedGenerateOptions): ImpossibleRule | null {
  const { n, givens } = o;
  if (![2, 3, 4].includes(n)) return { rule: 'box_size', n };
  if (!Number.isInteger(givens.min) || !Number.isInteger(givens.max) || givens.min < 0 || givens.min > givens.max) {
    return { rule: 'givens_range', min: givens.min, max: givens.max };
  }
  if (givens.min > n ** 4) return { rule: 'too_many_givens', n, min: givens.min };
  if (givens.max < FEWEST_GIVENS[n]) return { rule: 'too_few_givens', n, fewest: FEWEST_GIVENS[n], givens };
  if (o.grade && !gradesFor(n).includes(o.grade))
    return { rule: n === 2 ? 'grade_on_4x4' : 'grade_on_9x9_only', grade: o.grade };
  if (o.minimal && givens.min > MOST_MINIMAL_GIVENS[n])
    return { rule: 'minimal_too_many', n, most: MOST_MINIMAL_GIVENS[n], givens };
  if (!(o.maxAttempts >= 1) || !(o.timeLimitMs > 0))
    return { rule: 'no_budget', maxAttempts: o.maxAttempts, timeLimitMs: o.timeLimitMs };
  return null;
}

export function requestSummary(o: ResolvedGenerateOptions): RequestSummary {
  const { n, symmetry, minimal } = o;
  return {
    n,
    symmetry,
    minimal,
    ...(o.ranged && { givens: o.givens }),
    ...(o.grade && { grade: o.grade }),
    ...(o.needs && { needs: o.needs }),
    ...(o.rating && { rating: o.rating }),
  };
}

/** 6 on 4×4 (shidoku.test.ts), else cells − 3, as three blanks always have one solution. */
export const MOST_MINIMAL_GIVENS: Record<BoxSize, number> = { 2: 6, 3: 78, 4: 253 };
