import type { BoxSize } from '../geometry.ts';
import { type Grade, gradesFor } from './grade.ts';
import { type ImpossibleRule, type RequestSummary, ruleText } from './failure.ts';
import type { GivensRange } from './givensRange.ts';
import type { Symmetry } from './symmetry.ts';

export type { GivensRange };

export const GENERATE_METHODS = ['dig', 'add', 'transform'] as const;
export type GenerateMethod = (typeof GENERATE_METHODS)[number];

export interface GenerateOptions {
  /** Box size: 2 (4×4), 3 (9×9) or 4 (16×16). @default 3 */
  n?: BoxSize;
  /**
   * How many givens, both ends included. Without it the dig runs its whole pass, which leaves a
   * minimal puzzle (see dig.ts). @default the whole range
   */
  givens?: GivensRange;
  /** @default 'none' */
  symmetry?: Symmetry;
  /** Keep digging until no given (no orbit, with a symmetry) can go, within the givens range. @default false */
  minimal?: boolean;
  /** Only puzzles of this grade (grade.ts). @default any */
  grade?: Grade;
  /** How the full grid is made: random seeds then solve, or a random transformation of the pattern grid. @default 'las-vegas' */
  fullGrid?: 'las-vegas' | 'transform';
  /**
   * Dig holes in a full grid; add givens to an empty board until unique (then dig into range); or
   * transform a stored puzzle (poolVariant.ts: 9×9 only, isomorphic to a finite pool). @default 'dig'
   */
  method?: GenerateMethod;
  /** Give up after this many attempts (one attempt = one full grid, dug and rated). @default 100,000 */
  maxAttempts?: number;
  /** Give up after this long, by the control's clock. @default 10,000 */
  timeLimitMs?: number;
}

export type ResolvedGenerateOptions = Required<Omit<GenerateOptions, 'givens' | 'grade'>> & {
  givens: GivensRange;
  /** True when the caller gave a range (the dig then stops at a random target in it). */
  ranged: boolean;
  grade: Grade | undefined;
};

/**
 * The fewest givens a puzzle with one solution can have: 4 on 4×4; 17 on 9×9 (McGuire, Tugemann and
 * Civario, "There is no 16-clue Sudoku", 2012, an exhaustive search). For 16×16 no bound is proven.
 */
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
    fullGrid: o.fullGrid ?? 'las-vegas',
    method: o.method ?? 'dig',
    maxAttempts: o.maxAttempts ?? 100_000,
    timeLimitMs: o.timeLimitMs ?? 10_000,
  };
}

/** Why the request can never be met, in the CLI's English, or null when it may be (the search then decides). */
export function impossibleReason(o: ResolvedGenerateOptions): string | null {
  const rule = impossibleRule(o);
  return rule && ruleText(rule);
}

/** The rule the request can never meet, or null when it may be met (the search then decides). */
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

/** What was asked for, as a failure names it. */
export function requestSummary(o: ResolvedGenerateOptions): RequestSummary {
  const { n, symmetry, minimal } = o;
  return { n, symmetry, minimal, ...(o.ranged && { givens: o.givens }), ...(o.grade && { grade: o.grade }) };
}

/**
 * The most givens a minimal puzzle can have (no given removable without losing uniqueness). 4×4: 6,
 * found by checking every sub-puzzle of all 288 grids (test/core/generate/shidoku.test.ts). In
 * general at most cells − 3: with three blanks or fewer every puzzle has one solution (the smallest
 * pattern that can be filled two ways is a rectangle of 4 cells), so any given could go.
 */
export const MOST_MINIMAL_GIVENS: Record<BoxSize, number> = { 2: 6, 3: 78, 4: 253 };
