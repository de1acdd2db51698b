import type { RunResult } from '../counts.ts';
import type { Grid } from '../grid.ts';
import type { SolveOptions } from './options.ts';

/**
 * A solver run as a resumable state machine: `fill` writes packed events into `out` until it is nearly full or the run
 * ends (a plain function, as a generator's hot loop is slower).
 */
export interface Search {
  fill(out: Uint32Array): number;
  readonly done: boolean;
  /** The status is 'cancelled' until done. */
  result(): RunResult;
  /** The most events one cell visit can emit: `out` must be at least this long. */
  readonly room: number;
  /**
   * The whole state between `fill` calls, as cloneable data; a search that `restore`s it goes on exactly as this one
   * would.
   */
  snapshot(): SearchSnapshot;
  restore(snapshot: SearchSnapshot): void;
}

export interface SearchSnapshot {
  cells: Uint8Array;
  depth: number;
  /** Naive's next digit per depth; MRV's selected cell and untried candidates. */
  stack: Int32Array[];
  counts: import('../counts.ts').Counts;
  storedSolutions: Uint8Array[];
  done: boolean;
  status: import('../counts.ts').RunStatus | null;
}

export type SearchFactory = (grid: Grid, options?: SolveOptions) => Search;
