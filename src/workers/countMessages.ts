import type { PoolCalls } from './pool/workerPool.ts';
import type { AlgorithmId } from '../core/algorithms.ts';
import type { GenerateFailure } from '../core/generate/failure.ts';
import type { GenerateOptions } from '../core/generate/options.ts';
import type { BoxSize } from '../core/geometry.ts';
import type { ValueOrder } from '../core/solvers/options.ts';
import type { CountOutcome } from '../core/table/statsRows.ts';

/**
 * One puzzle of a data-set run (the lab, `stepdoku stats`), as posted to a counting worker: plain,
 * structured-cloneable data. Every run in `runs` counts the same puzzle, so a reply is one table row
 * per run and the rows of a puzzle always arrive together.
 */
export interface CountTask {
  source: CountSource;
  runs: CountRun[];
  /** Solutions to look for: 1, 2 (uniqueness) or 0 (all). */
  limit: number;
  /** Most placements per run before giving up (status `budget`); Infinity for none. */
  budget: number;
}

/**
 * The puzzle itself, or how to make it: puzzle `k` of `stepdoku generate --seed SEED` with these
 * options (the worker makes it, so a generated batch spreads over the pool like any data set). Its
 * method is dig or add: the transform pool is not shipped to counting workers.
 */
export type CountSource =
  | { kind: 'grid'; n: BoxSize; cells: Uint8Array }
  | { kind: 'generate'; options: GenerateOptions; seed: string; k: number };

export interface CountRun {
  algo: AlgorithmId;
  /** Naive and MRV only; absent for the canonical ascending order. */
  valueOrder?: ValueOrder;
  seed?: string;
}

export type CountReply =
  | { ok: true; n: BoxSize; cells: Uint8Array; outcomes: CountOutcome[] }
  /** Puzzle `k` of a generated set could not be made; the CLI and the page word `failure` each their own way. */
  | { ok: false; k: number; failure: GenerateFailure };

/** The counting worker's one call: a batch of tasks, answered one result a message (answerTasks.ts). */
export type CountCalls = PoolCalls<CountTask, CountReply>;
