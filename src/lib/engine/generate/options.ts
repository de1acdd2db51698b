import type { BoxSize } from '../geometry.ts';
import { type Grade, gradesFor } from './grade.ts';
import type { Symmetry } from './symmetry.ts';

export interface GivensRange {
  min: number;
  max: number;
}

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

/** Why the request can never be met, or null when it may be (the search then decides). */
export function impossibleReason(o: ResolvedGenerateOptions): string | null {
  const { n, givens } = o;
  const side = `${n * n}×${n * n}`,
    cells = n ** 4;
  if (![2, 3, 4].includes(n)) return `the box size must be 2, 3 or 4 (4×4, 9×9 or 16×16), got ${n}`;
  if (!Number.isInteger(givens.min) || !Number.isInteger(givens.max) || givens.min < 0 || givens.min > givens.max) {
    return `the givens range must be two whole numbers MIN ≤ MAX, got ${givens.min}–${givens.max}`;
  }
  if (givens.min > cells) return `a ${side} board has only ${cells} cells, asked for at least ${givens.min} givens`;
  if (givens.max < FEWEST_GIVENS[n]) {
    const why = n === 3 ? ' (McGuire, Tugemann and Civario proved in 2012 that no 16-clue puzzle exists)' : '';
    return `no ${side} puzzle with fewer than ${FEWEST_GIVENS[n]} givens has a unique solution${why}; asked for ${rangeText(givens)}`;
  }
  if (o.grade && !gradesFor(n).includes(o.grade)) return gradeRefusal(n, o.grade);
  if (o.minimal && givens.min > MOST_MINIMAL_GIVENS[n]) {
    return `no minimal ${side} puzzle has more than ${MOST_MINIMAL_GIVENS[n]} givens (${MINIMAL_WHY[n]}); asked for ${rangeText(givens)}`;
  }
  if (!(o.maxAttempts >= 1) || !(o.timeLimitMs > 0))
    return `the budget must allow at least one attempt (attempts ${o.maxAttempts}, time ${o.timeLimitMs} ms)`;
  return null;
}

/**
 * The most givens a minimal puzzle can have (no given removable without losing uniqueness). 4×4: 6,
 * found by checking every sub-puzzle of all 288 grids (test/lib/engine/generate/shidoku.test.ts). In
 * general at most cells − 3: with three blanks or fewer every puzzle has one solution (the smallest
 * pattern that can be filled two ways is a rectangle of 4 cells), so any given could go.
 */
export const MOST_MINIMAL_GIVENS: Record<BoxSize, number> = { 2: 6, 3: 78, 4: 253 };
const MINIMAL_WHY: Record<BoxSize, string> = {
  2: 'every 4×4 puzzle was checked',
  3: 'with three blanks or fewer any puzzle has one solution, so any given could go',
  4: 'with three blanks or fewer any puzzle has one solution, so any given could go',
};

function gradeRefusal(n: BoxSize, grade: Grade): string {
  if (n === 2)
    return `every 4×4 puzzle with one solution is solved by naked singles alone (every 4×4 puzzle was checked), so all are easy; asked for ${grade}`;
  return `grade ${grade} is rated on 9×9 only (its search-effort threshold is measured there)`;
}

export const rangeText = (g: GivensRange): string => (g.min === g.max ? `${g.min} givens` : `${g.min}–${g.max} givens`);
