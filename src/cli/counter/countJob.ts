import type { BoxSize } from '../../lib/engine/geometry.ts';
import type { ValueOrder } from '../../lib/engine/solvers/options.ts';
import type { CountOutcome } from '../../lib/engine/table/statsRows.ts';
import type { UserRunStatus } from '../../lib/engine/usersolver/userRun.ts';
import type { AlgoChoice } from '../algoChoice.ts';

/** One algorithm on one puzzle, as posted to the counting worker (plain, structured-cloneable data). */
export interface CountJob {
  n: BoxSize;
  cells: Uint8Array;
  /** A built-in, or a learner's solver file, run through the checker (counter/userJob.ts). */
  algo: AlgoChoice;
  limit: number;
  /** Most placements before giving up (status `budget`); Infinity for none. Built-ins only. */
  budget: number;
  /** Naive and MRV only (cli/valueOrderOptions.ts); absent for the canonical ascending order. */
  valueOrder?: ValueOrder;
  seed?: string;
  /** Send each solution back as it is found (`solve`); `stats` only wants the counts. */
  solutions?: boolean;
}

/**
 * What the worker posts: solutions found so far (boards one after another, in batches), then the
 * job's outcome. `flow` counts the batches posted but not yet written out: the worker waits while
 * it is high, so `solve --limit 0` on a puzzle with 10^9 solutions runs at the speed of its output,
 * in flat memory.
 */
export type CountMessage = { kind: 'solutions'; boards: Uint8Array } | { kind: 'done'; outcome: JobOutcome };

/**
 * A job's outcome: a solver file's run may also end `illegal` or `error`, with `problem` saying
 * where and why (`my_solver.py:8: why`).
 */
export type JobOutcome = Omit<CountOutcome, 'status'> & { status: UserRunStatus; problem?: string };

/** Batches in flight before the worker waits for the writer. */
export const MAX_BATCHES_IN_FLIGHT = 8;
