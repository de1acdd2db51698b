import type { PoolCalls } from './pool/workerPool.ts';
import type { AlgorithmId } from '../core/algorithms.ts';
import type { GenerateFailure } from '../core/generate/failure.ts';
import type { GenerateOptions } from '../core/generate/options.ts';
import type { BoxSize } from '../core/geometry.ts';
import type { ValueOrder, VariableOrder } from '../core/solvers/options.ts';
import type { CountOutcome } from '../core/table/statsRows.ts';
import type { PuzzleRating } from '../core/logic/rate.ts';

/** Every run in `runs` counts the same puzzle, so a puzzle's rows arrive together. */
export interface CountTask {
  source: CountSource;
  runs: CountRun[];
  limit: number;
  /** Infinity for no budget. */
  budget: number;
  /** Local search's step budget, when not `budget`. */
  steps?: number;
  /** Also rate the puzzle on Sudoku Explainer's scale (human difficulty), in the worker like the counts. */
  rate?: boolean;
}

/**
 * The puzzle, or puzzle `k` of `stepdoku generate --seed SEED` (made in the worker, so a generated batch spreads over
 * the pool; never the transform method, whose pool counting workers do not ship).
 */
export type CountSource =
  | { kind: 'grid'; n: BoxSize; cells: Uint8Array }
  | { kind: 'generate'; options: GenerateOptions; seed: string; k: number };

export interface CountRun {
  algo: AlgorithmId;
  valueOrder?: ValueOrder;
  seed?: string;
  variableOrder?: VariableOrder;
}

export type CountReply =
  | { ok: true; n: BoxSize; cells: Uint8Array; outcomes: CountOutcome[]; rating?: PuzzleRating }
  | { ok: false; k: number; failure: GenerateFailure };

export type CountCalls = PoolCalls<CountTask, CountReply>;
