import { popcount16 } from '../bits.ts';
import type { Grid } from '../grid.ts';
import { Singles } from '../solvers/singles.ts';

/**
 * The generator's fast solution counter: singles after every step, branching on a fewest-candidates cell, budgeting
 * guesses.
 */
export interface CountResult {
  count: number;
  solution: Uint8Array | null;
  guesses: number;
  /** True when the guess budget ran out first: `count` is then a lower bound. */
  outOfBudget: boolean;
}

export interface CountOptions {
  /** Default 2, the uniqueness test; 0 = all. */
  limit?: number;
  budget?: number;
  shouldStop?: () => boolean;
}

interface Run {
  s: Singles;
  saved: Int32Array;
  scratch: Uint32Array;
  limit: number;
  budget: number;
  shouldStop: (() => boolean) | undefined;
  count: number;
  solution: Uint8Array | null;
  guesses: number;
  outOfBudget: boolean;
}

/** Reused by the generator's thousands of counts. */
const counters = new Map<Grid['n'], Pick<Run, 's' | 'saved' | 'scratch'>>();

export function countSolutions(grid: Grid, options: CountOptions = {}): CountResult {
  return countSolutionsOf(grid.n, grid.cells, options);
}

/** Bare cells, so that the generator's loops make no Grid per call. */
export function countSolutionsOf(n: Grid['n'], givens: ArrayLike<number>, options: CountOptions = {}): CountResult {
  const { s, saved, scratch } = counter(n);
  const run: Run = {
    s,
    saved,
    scratch,
    limit: options.limit === 0 ? Infinity : (options.limit ?? 2),
    budget: options.budget ?? Infinity,
    shouldStop: options.shouldStop,
    count: 0,
    solution: null,
    guesses: 0,
    outOfBudget: false,
  };
  // The rules count as they go, zeroed per count so that the counters stay small integers.
  const counts = s.counts;
  counts.eliminations = counts.assigns = counts.backtracks = counts.maxDepth = 0;
  const queued = s.load(givens);
  if (queued >= 0 && s.propagate(scratch, 0, -1, 0, queued) >= 0) search(run, 0);
  return { count: run.count, solution: run.solution, guesses: run.guesses, outOfBudget: run.outOfBudget };
}

function counter(n: Grid['n']): Pick<Run, 's' | 'saved' | 'scratch'> {
  let c = counters.get(n);
  if (!c) {
    const s = new Singles(n);
    const cellCount = s.t.cellCount;
    c = { s, saved: new Int32Array((cellCount + 1) * cellCount), scratch: new Uint32Array(s.room) };
    counters.set(n, c);
  }
  return c;
}

function search(run: Run, level: number): boolean {
  const s = run.s,
    cells = s.cells,
    cand = s.cand,
    cellCount = s.t.cellCount,
    pop = popcount16;
  let best = -1,
    bestCount = 99;
  for (let c = 0; c < cellCount; c++) {
    if (cells[c] !== 0) continue;
    const k = pop[cand[c]];
    if (k < bestCount) {
      best = c;
      bestCount = k;
      if (k === 2) break;
    }
  }
  if (best < 0) {
    run.count++;
    if (run.solution === null) run.solution = cells.slice();
    return run.count >= run.limit;
  }
  const at = level * cellCount,
    mark = s.trailLength;
  run.saved.set(cand, at);
  let options = cand[best];
  while (options !== 0) {
    const bit = options & -options;
    options ^= bit;
    if (run.guesses >= run.budget || ((run.guesses & 63) === 63 && run.shouldStop?.())) {
      run.outOfBudget = true;
      return true;
    }
    run.guesses++;
    s.place(best, bit);
    if (s.propagate(run.scratch, 0, best, bit, 0) >= 0 && search(run, level + 1)) return true;
    s.erase(run.scratch, 0, mark);
    cand.set(run.saved.subarray(at, at + cellCount));
  }
  return false;
}

export function hasUniqueSolution(n: Grid['n'], givens: ArrayLike<number>): boolean {
  return countSolutionsOf(n, givens, { limit: 2 }).count === 1;
}
