import type { BoxSize } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { addGivensUntilUnique } from './addGivens.ts';
import { countSolutionsOf } from './countSolutions.ts';
import { digHoles } from './dig.ts';
import { randomFullGrid } from './fullGrid.ts';
import type { Grade } from './grade.ts';
import { solvedBySingles } from './logic.ts';
import type { FailureCause, GenerateFailure } from './failure.ts';
import { poolCandidates, type PoolPuzzle, poolVariant, transformRule } from './poolVariant.ts';
import {
  type GenerateOptions,
  impossibleRule,
  requestSummary,
  type ResolvedGenerateOptions,
  resolveGenerateOptions,
} from './options.ts';
import { ratePuzzle, type Rating } from './rate.ts';
import type { Rng } from './rng.ts';
import { transformedFullGrid } from './transform.ts';

export type GenerateResult =
  | { ok: true; puzzle: Grid; solution: Grid; givens: number; rating: Rating; attempts: number }
  /** Why none was made, as data (failure.ts words it: failureText in English, the page in its language). */
  | ({ ok: false } & GenerateFailure);

export type { FailureCause };

export interface GenerateProgress {
  attempts: number;
  elapsedMs: number;
  /** The last attempt's puzzle, when it got that far: its givens and grade. */
  givens?: number;
  grade?: Grade;
}

export interface GenerateControl {
  /** Asked before every attempt; true ends the run with cause `cancelled`. */
  shouldStop?: () => boolean;
  /** Called after every attempt. */
  onProgress?: (p: GenerateProgress) => void;
  /** The clock for `timeLimitMs`, in milliseconds. @default performance.now */
  now?: () => number;
  /** The stored puzzles `method: 'transform'` draws from: `puzzlePool()` (passed in, so bundles that never transform leave it out). */
  pool?: readonly PoolPuzzle[];
}

/**
 * Makes one puzzle with exactly one solution that meets the options, trying fresh full grids until one
 * does or the budget (attempts, time) runs out. Each attempt: a full grid, holes dug in it (or givens
 * added, then dug), then the checks (givens in range, minimal, grade). With `method: 'transform'` an
 * attempt is a stored puzzle, randomly transformed (poolVariant.ts), rated like any other.
 */
export function generatePuzzle(options: GenerateOptions, rng: Rng, control: GenerateControl = {}): GenerateResult {
  const o = resolveGenerateOptions(options);
  const rule = impossibleRule(o) ?? (o.method === 'transform' ? transformRule(o, control.pool) : null);
  if (rule) return { ok: false, cause: 'impossible', attempts: 0, elapsedMs: 0, rule };
  const now = control.now ?? (() => performance.now());
  const t0 = now();
  // Checked inside an attempt too: one 16×16 dig takes seconds, so checking only between attempts
  // overshot a 10 s limit by up to 80 %.
  const late = () => now() - t0 >= o.timeLimitMs || control.shouldStop?.() === true;
  let attempts = 0;
  const candidates = o.method === 'transform' && control.pool ? poolCandidates(control.pool, o) : [];
  for (;;) {
    const elapsedMs = now() - t0;
    if (control.shouldStop?.())
      return { ok: false, cause: 'cancelled', attempts, elapsedMs, request: requestSummary(o) };
    if (attempts >= o.maxAttempts || elapsedMs >= o.timeLimitMs)
      return { ok: false, cause: 'budget', attempts, elapsedMs, request: requestSummary(o) };
    attempts++;
    const made = o.method === 'transform' ? fromPool(candidates, rng) : attempt(o, rng, late);
    const fit = made !== null && fits(o, made);
    // Only a grade request needs the rating to decide; otherwise it is made when first read.
    const rating = fit && o.grade ? ratePuzzle({ n: o.n, cells: made.puzzle }) : undefined;
    control.onProgress?.({ attempts, elapsedMs: now() - t0, givens: made?.givens, grade: rating?.grade });
    if (fit && (!o.grade || rating!.grade === o.grade)) return success(o.n, made, attempts, rating);
  }
}

/**
 * A found puzzle. Its `rating` is the one the grade check made, or, when no grade was asked for, made
 * on first read (from a copy of the givens taken now) and kept: rating runs naive backtracking up to
 * 10^6 placements, 0.4-20 ms, while picking and transforming a stored puzzle takes about 0.01 ms, and
 * the CLI prints no rating. Reading it, or spreading the result, makes it.
 */
function success(n: BoxSize, made: Made, attempts: number, rating: Rating | undefined): GenerateResult {
  const given: Grid = { n, cells: made.puzzle.slice() };
  let known = rating;
  return {
    ok: true,
    puzzle: { n, cells: made.puzzle },
    solution: { n, cells: made.solution },
    givens: made.givens,
    get rating(): Rating {
      return (known ??= ratePuzzle(given));
    },
    attempts,
  };
}

interface Made {
  puzzle: Uint8Array;
  solution: Uint8Array;
  givens: number;
  heldBack: boolean;
}

function attempt(o: ResolvedGenerateOptions, rng: Rng, late: () => boolean): Made | null {
  const { n, givens } = o;
  let solution: Uint8Array, start: Uint8Array;
  if (o.method === 'add') {
    const added = addGivensUntilUnique(n, rng, o.symmetry, late);
    if (!added) return null;
    ({ solution, puzzle: start } = added);
  } else {
    const full = o.fullGrid === 'transform' ? transformedFullGrid(n, rng) : randomFullGrid(n, rng, 100, late)?.grid;
    if (!full) return null;
    solution = full.cells;
    start = full.cells.slice();
  }
  // A random target spreads the givens over the range; minimal puzzles and open ranges dig to the end.
  const stopAt = o.minimal || !o.ranged ? 0 : givens.min + rng.int(givens.max - givens.min + 1);
  const dug = digHoles(n, start, rng, {
    symmetry: o.symmetry,
    minGivens: givens.min,
    stopAt,
    keep: keepFor(o) ?? ((n, cells) => countSolutionsOf(n, cells, { limit: 2, shouldStop: late }).count === 1),
    shouldStop: late,
  });
  return dug.stopped ? null : { solution, ...dug };
}

/** A transformed pool puzzle; every candidate already meets the givens range and minimality. */
function fromPool(candidates: readonly PoolPuzzle[], rng: Rng): Made {
  const v = poolVariant(candidates, rng);
  return { puzzle: v.puzzle.cells, solution: v.solution.cells, givens: v.givens, heldBack: false };
}

/**
 * For an easy or medium puzzle, each hole must leave a puzzle singles still solve (which implies one
 * solution): digging for uniqueness alone almost never ends that easy. Minimal puzzles are minimal for
 * uniqueness, so they dig the ordinary way.
 */
function keepFor(o: ResolvedGenerateOptions): ((n: BoxSize, puzzle: Uint8Array) => boolean) | undefined {
  if (o.minimal || (o.grade !== 'easy' && o.grade !== 'medium')) return undefined;
  const hidden = o.grade === 'medium';
  return (n, cells) => solvedBySingles({ n, cells }, hidden);
}

function fits(o: ResolvedGenerateOptions, m: Made): boolean {
  return m.givens >= o.givens.min && m.givens <= o.givens.max && !(o.minimal && m.heldBack);
}
