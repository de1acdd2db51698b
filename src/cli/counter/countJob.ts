import type { BoxSize } from '../../core/geometry.ts';
import type { ValueOrder, VariableOrder } from '../../core/solvers/options.ts';
import type { CountOutcome } from '../../core/table/statsRows.ts';
import type { UserRunStatus } from '../../features/solver/api/userRun.ts';
import type { CountCalls } from '../../workers/countMessages.ts';
import type { AlgoChoice } from '../algoChoice.ts';

/** One algorithm on one puzzle, as posted to the counting worker. */
export interface CountJob {
  n: BoxSize;
  cells: Uint8Array;
  /** A built-in, or a learner's solver file run through the checker. */
  algo: AlgoChoice;
  limit: number;
  /** Infinity for no budget; built-ins only. */
  budget: number;
  /** Absent for the canonical orders. */
  valueOrder?: ValueOrder;
  seed?: string;
  variableOrder?: VariableOrder;
  /** Send each solution back as it is found (`solve`). */
  solutions?: boolean;
}

/**
 * The counting thread answers the pool's `tasks` and `solve`'s one job, whose solutions stream in batches; it waits
 * while MAX_BATCHES_IN_FLIGHT are unwritten, so `solve --limit 0` runs in flat memory at the speed of its output.
 */
export type ThreadCalls = CountCalls & { solve: { req: CountJob; msg: Uint8Array; end: CountOutcome } };

/** A solver file's run may also end `illegal` or `error`, with `problem` saying where and why. */
export type JobOutcome = Omit<CountOutcome, 'status'> & { status: UserRunStatus; problem?: string };

export const MAX_BATCHES_IN_FLIGHT = 8;
