import type { AlgorithmId, BoxSize, Counters, RunResult, ValueOrder } from '../core/index.ts';
import type { OverviewPatch } from '../core/runOverview.ts';

/*
 * The messages between the page and a solver worker: a typed union each way. Every run message
 * carries the run id the page chose; the page drops any message whose id is not its current run's,
 * so a cancelled run can never leak events into the next one.
 */

export type ToWorker =
  /**
   * Starts a run, replacing (cancelling) whatever the worker was doing. `valueOrder` and `seed`: naive's
   * and MRV's value order (absent: ascending, the canonical one).
   */
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
  /**
   * Solve on until at least `until` events have been made, then wait (flow control: at a finite speed
   * the page needs only a few seconds of events ahead of its cursor). Infinity = to the end; the
   * default at start.
   */
  | { type: 'ahead'; id: number; until: number }
  /** Asks again for the words of chunk `index` of run `id` (the page evicted them). */
  | { type: 'words'; id: number; index: number }
  | { type: 'cancel'; id: number }
  /** How many solutions: 0, 1 or 2 (two or more), exactly (Dancing Links, no budget). */
  | { type: 'count'; id: number; n: BoxSize; cells: Uint8Array };

/** Where chunk `index` starts: the event index, the board and the counters there. */
export interface ChunkHead {
  index: number;
  start: number;
  board: Uint8Array;
  counters: Counters;
}

export type FromWorker =
  /**
   * A new chunk of the run: its head, its packed events, [event, placements] samples within it
   * (flat pairs) for the placement chart, and what it changed in the run's overview (depth mountain,
   * heatmap), summarised in the worker. `words` is transferred.
   */
  | {
      type: 'chunk';
      id: number;
      head: ChunkHead;
      words: Uint32Array;
      samples: Float64Array;
      overview: OverviewPatch;
    }
  /** The words of an earlier chunk, regenerated from the search's snapshot at its start. */
  | { type: 'words'; id: number; index: number; words: Uint32Array }
  /** The run has ended after `total` events. */
  | { type: 'done'; id: number; total: number; result: RunResult }
  | { type: 'error'; id: number; message: string }
  | { type: 'counted'; id: number; count: 0 | 1 | 2 };
