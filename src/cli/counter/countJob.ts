import type { BoxSize } from '../../core/geometry.ts';
import type { ValueOrder } from '../../core/solvers/options.ts';
import type { CountOutcome } from '../../core/table/statsRows.ts';
import type { UserRunStatus } from '../../features/solver/api/userRun.ts';
import type { CountCalls } from '../../workers/countMessages.ts';
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
 * The CLI's counting thread (countThread.ts) answers the pool's `tasks`, as the lab's workers do, and
 * `solve`: one built-in job, streaming the solutions found (boards one after another, in batches),
 * ending with its outcome. The thread counts its batches not yet written out in shared memory and
 * waits while they are MAX_BATCHES_IN_FLIGHT, so `solve --limit 0` on a puzzle with 10^9 solutions
 * runs at the speed of its output, in flat memory.
 */
export type ThreadCalls = CountCalls & { solve: { req: CountJob; msg: Uint8Array; end: CountOutcome } };

/**
 * A job's outcome: a solver file's run may also end `illegal` or `error`, with `problem` saying
 * where and why (`my_solver.py:8: why`).
 */
export type JobOutcome = Omit<CountOutcome, 'status'> & { status: UserRunStatus; problem?: string };

/** Batches in flight before the worker waits for the writer. */
export const MAX_BATCHES_IN_FLIGHT = 8;
