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
import { rate } from '../logic/rate.ts';
import { transformedFullGrid } from './transform.ts';

export type GenerateResult =
  | { ok: true; puzzle: Grid; solution: Grid; givens: number; rating: Rating; attempts: number }
  | ({ ok: false } & GenerateFailure);

export type { FailureCause };

export interface GenerateProgress {
  attempts: number;
  elapsedMs: number;
  givens?: number;
  grade?: Grade;
}

export interface GenerateControl {
  /** True ends the run with cause `cancelled`. */
  shouldStop?: () => boolean;
  onProgress?: (p: GenerateProgress) => void;
  /** The clock for `timeLimitMs`, in milliseconds. @default performance.now */
  now?: () => number;
  /** Passed in, so that bundles that never transform leave the stored puzzles out. */
  pool?: readonly PoolPuzzle[];
}

export function generatePuzzle(options: GenerateOptions, rng: Rng, control: GenerateControl = {}): GenerateResult {
  const o = resolveGenerateOptions(options);
  const rule = impossibleRule(o) ?? (o.method === 'transform' ? transformRule(o, control.pool) : null);
  if (rule) return { ok: false, cause: 'impossible', attempts: 0, elapsedMs: 0, rule };
  const now = control.now ?? (() => performance.now());
  const t0 = now();
  // Checked inside an attempt too, because one 16×16 dig takes seconds.
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
    if (fit && (!o.grade || rating!.grade === o.grade) && humanFits(o, made.puzzle))
      return success(o.n, made, attempts, rating);
  }
}

/** Its `rating` is made on first read unless the grade check made it, since rating costs far more than a pool pick. */
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

function fromPool(candidates: readonly PoolPuzzle[], rng: Rng): Made {
  const v = poolVariant(candidates, rng);
  return { puzzle: v.puzzle.cells, solution: v.solution.cells, givens: v.givens, heldBack: false };
}

/** For easy or medium, each hole must leave a puzzle singles still solve. */
function keepFor(o: ResolvedGenerateOptions): ((n: BoxSize, puzzle: Uint8Array) => boolean) | undefined {
  if (o.minimal || (o.grade !== 'easy' && o.grade !== 'medium')) return undefined;
  const hidden = o.grade === 'medium';
  return (n, cells) => solvedBySingles({ n, cells }, hidden);
}

/** The human-difficulty scale: the hardest technique asked for, and the rating in the range asked for. */
function humanFits(o: ResolvedGenerateOptions, puzzle: Uint8Array): boolean {
  if (!o.needs && !o.rating) return true;
  const r = rate({ n: o.n, cells: puzzle });
  if (r.status !== 'rated') return false;
  return (!o.needs || r.hardest === o.needs) && (!o.rating || (r.rating >= o.rating.min && r.rating <= o.rating.max));
}

function fits(o: ResolvedGenerateOptions, m: Made): boolean {
  return m.givens >= o.givens.min && m.givens <= o.givens.max && !(o.minimal && m.heldBack);
}
