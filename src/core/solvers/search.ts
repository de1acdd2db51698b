import type { RunResult } from '../counts.ts';
import type { Grid } from '../grid.ts';
import type { SolveOptions } from './options.ts';

/**
 * A solver run as a resumable state machine over an explicit stack. `fill` runs the search until
 * `out` has no room for another cell's worth of events or the run ends, writes packed events (see
 * pack.ts) and returns how many. Keeping the hot loop in a plain function, not a generator, is what
 * lets it run at full speed (measured 1.4x faster); generators wrap it in `solverRun.ts`.
 */
export interface Search {
  fill(out: Uint32Array): number;
  /** True once the run has ended; `result()` is then final. */
  readonly done: boolean;
  /** The counts so far, and the status once done ('cancelled' before that). */
  result(): RunResult;
  /** The most events one cell visit can emit: `out` must be at least this long. */
  readonly room: number;
  /**
   * The whole state of the search between two `fill` calls, as plain structured-cloneable data. A
   * search of the same algorithm, grid and options that `restore`s it goes on exactly as this one
   * would: how the player regenerates any stretch of a 10^8-event run without storing it.
   */
  snapshot(): SearchSnapshot;
  restore(snapshot: SearchSnapshot): void;
}

export interface SearchSnapshot {
  cells: Uint8Array;
  depth: number;
  /** Per depth: naive's next digit to try; MRV's selected cell and untried candidates. */
  stack: Int32Array[];
  counts: import('../counts.ts').Counts;
  storedSolutions: Uint8Array[];
  done: boolean;
  status: import('../counts.ts').RunStatus | null;
}

export type SearchFactory = (grid: Grid, options?: SolveOptions) => Search;
