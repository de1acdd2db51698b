import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';

export interface SolveOptions {
  /** Stop after this many solutions: 1 = first solution, 2 = uniqueness test, 0 = all. Default 1. */
  limit?: number;
  /** At most this many placements; the run then ends with status `budget`. Default: no budget. */
  budget?: number;
  /** How many solutions the result keeps (the count goes on). Default 16. */
  maxStoredSolutions?: number;
  /** Events per batch for the batched generators. Default 65,536. */
  batchSize?: number;
}

export interface ResolvedOptions {
  limit: number;
  budget: number;
  maxStoredSolutions: number;
  batchSize: number;
}

export function resolveOptions(o: SolveOptions = {}): ResolvedOptions {
  const limit = o.limit ?? 1;
  const budget = o.budget ?? Infinity;
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a whole number ≥ 0, got ${limit}`);
  if (!(budget === Infinity || (Number.isInteger(budget) && budget >= 0))) {
    throw new RangeError(`budget must be a whole number ≥ 0, got ${budget}`);
  }
  return {
    limit: limit === 0 ? Infinity : limit,
    budget,
    maxStoredSolutions: o.maxStoredSolutions ?? 16,
    batchSize: Math.max(1, o.batchSize ?? 65536),
  };
}

/**
 * A solver in its fastest streaming form: yields batches of packed events (see pack.ts). The batch is
 * a view of a buffer the solver reuses, valid only until the next `next()`: copy what you keep.
 */
export type BatchSolver = (grid: Grid, options?: SolveOptions) => Generator<Uint32Array, RunResult, void>;

/** A counting loop of the same algorithm without events: the fast path, and the benchmark's baseline. */
export type CountSolver = (grid: Grid, options?: SolveOptions) => RunResult;
