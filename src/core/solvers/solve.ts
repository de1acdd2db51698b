import { ALGORITHMS, type AlgorithmId } from '../algorithms.ts';
import type { RunResult } from '../counts.ts';
import type { SolverEvent } from '../events.ts';
import type { Grid } from '../grid.ts';
import type { SolveOptions } from './options.ts';
import { batches, events } from './solverRun.ts';

/** The solver as a generator of events; stop iterating to cancel (`solveBatches` and `count` are faster). */
export function solve(
  grid: Grid,
  algo: AlgorithmId = 'naive',
  options?: SolveOptions,
): Generator<SolverEvent, RunResult, void> {
  return events(ALGORITHMS[algo].search(grid, options));
}

/** The solver as a generator of packed event batches (views of a reused buffer: copy what you keep). */
export function solveBatches(
  grid: Grid,
  algo: AlgorithmId = 'naive',
  options?: SolveOptions,
): Generator<Uint32Array, RunResult, void> {
  return batches(ALGORITHMS[algo].search(grid, options), options?.batchSize);
}

export function solveCount(grid: Grid, algo: AlgorithmId = 'naive', options?: SolveOptions): RunResult {
  return ALGORITHMS[algo].count(grid, options);
}
