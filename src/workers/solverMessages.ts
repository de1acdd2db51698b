import type { AlgorithmId, BoxSize, Counters, RunResult, ValueOrder } from '../core/index.ts';
import type { OverviewPatch } from '../core/runOverview.ts';

/* The messages between the page and a solver worker; the page drops any message not of its current run id, so a cancelled run never leaks into the next. */

export type ToWorker =
  /** Starts a run, cancelling whatever the worker was doing. */
  | {
      type: 'start';
      id: number;
      algo: AlgorithmId;
      n: BoxSize;
      cells: Uint8Array;
      limit: number;
      budget?: number;
      chunkEvents: number;
      until?: number;
      valueOrder?: ValueOrder;
      seed?: number;
    }
  /** Solve on until at least `until` events exist, then wait (flow control); Infinity, the default, runs to the end. */
  | { type: 'ahead'; id: number; until: number }
  | { type: 'words'; id: number; index: number }
  | { type: 'cancel'; id: number }
  /** How many solutions: 0, 1 or 2 (two or more), exactly (Dancing Links, no budget). */
  | { type: 'count'; id: number; n: BoxSize; cells: Uint8Array };

export interface ChunkHead {
  index: number;
  start: number;
  board: Uint8Array;
  counters: Counters;
}

export type FromWorker =
  /** A new chunk: its head, its events (transferred), the chart's samples and its overview patch. */
  | {
      type: 'chunk';
      id: number;
      head: ChunkHead;
      words: Uint32Array;
      samples: Float64Array;
      overview: OverviewPatch;
    }
  /** Regenerated from the snapshot at the chunk's start. */
  | { type: 'words'; id: number; index: number; words: Uint32Array }
  | { type: 'done'; id: number; total: number; result: RunResult }
  | { type: 'error'; id: number; message: string }
  | { type: 'counted'; id: number; count: 0 | 1 | 2 };
