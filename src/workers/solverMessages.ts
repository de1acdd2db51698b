import type { AlgorithmId, BoxSize, Counters, RunResult, ValueOrder, VariableOrder } from '../core/index.ts';
import type { OverviewPatch } from '../core/runOverview.ts';

/**
 * The solver worker's calls. A `solve` call stays open after its search is done, so evicted chunks can still be made
 * again; the page cancels it when the board starts another run.
 */
export type SolverCalls = {
  solve: { req: SolveRequest; msg: SolveMessage; note: SolveNote; end: never };
  /** How many solutions: 0, 1 or 2 (two or more), exactly (Dancing Links, no budget). */
  count: { req: { n: BoxSize; cells: Uint8Array }; end: 0 | 1 | 2 };
};

export interface SolveRequest {
  algo: AlgorithmId;
  n: BoxSize;
  cells: Uint8Array;
  limit: number;
  budget?: number;
  chunkEvents: number;
  /** Solve until at least this many events exist, then wait for an `ahead` note (flow control). */
  until?: number;
  valueOrder?: ValueOrder;
  seed?: number;
  variableOrder?: VariableOrder;
}

export type SolveNote =
  /** Solve on until at least `until` events exist; Infinity runs to the end. */
  | { type: 'ahead'; until: number }
  /** Make the evicted chunk `index` again. */
  | { type: 'words'; index: number };

export interface ChunkHead {
  index: number;
  start: number;
  board: Uint8Array;
  counters: Counters;
}

export type SolveMessage =
  /** A new chunk: its head, its events (transferred), the chart's samples and its overview patch. */
  | { type: 'chunk'; head: ChunkHead; words: Uint32Array; samples: Float64Array; overview: OverviewPatch }
  /** Regenerated from the snapshot at the chunk's start. */
  | { type: 'words'; index: number; words: Uint32Array }
  | { type: 'done'; total: number; result: RunResult };
