import type { AlgorithmId, Counters, Grid, RunResult, RunStatus, SolverEvent } from '../core/index.ts';
import type { BoardOrder } from '../run/clients/boardOrder.ts';
import type { RunError } from '../run/clients/runSource.ts';
import type { Lang } from '../run/link/viewParams.ts';
import type { SolverLanguage } from '../run/clients/runSource.ts';

/*
 * What the UI reads from and asks of the player session (src/app/session/Session.svelte.ts). The
 * components depend on these shapes, not on the class, so component tests can hand them a small
 * reactive stand-in; a type test checks that the real Session fits.
 */

/** The counters at the cursor (engine/counts.ts: assigns and eliminations are 0 without propagation). */
export type CountersView = Readonly<Counters>;

export interface RunViewLike {
  readonly algo: AlgorithmId;
  readonly cursor: number;
  readonly total: number;
  readonly finished: boolean;
  readonly status: RunStatus | 'running';
  readonly board: Uint8Array;
  readonly current: SolverEvent | null;
  readonly counters: CountersView;
  readonly placementSeries: ReadonlyArray<readonly [number, number]>;
  readonly result: RunResult | null;
  /** Set when the run's worker failed; the board then stays where it was. */
  readonly error?: RunError | null;
  /** True while the board waits for events being made again after a long seek. */
  readonly pending?: boolean;
  /** The run's value order (naive and MRV); absent: ascending. */
  readonly order?: BoardOrder;
  /** The learner's language when the board plays a learner's code (its name, its "no solution" a claim). */
  readonly solver?: SolverLanguage | null;
  /** How the run ended where the timeline says only "cancelled" (a learner's: illegal, error, memory). */
  readonly endNote?: string | null;
  /** The packed word of event `e`, undefined while its chunk is away; absent in stand-ins without a log. */
  wordAt?(e: number): number | undefined;
}

export type JumpTarget = 'place' | 'backtrack' | 'solution';

/** The transport: what play, step, seek and speed need. */
export interface TransportLike {
  readonly runs: readonly RunViewLike[];
  readonly playing: boolean;
  readonly speed: number;
  /** How far the boards may go (absent or Infinity: to the end); the timeline shows nothing past it. */
  readonly ceiling?: number;
  setSpeed(speed: number): void;
  play(): void;
  pause(): void;
  toggle(): void;
  stepForward(): void;
  stepBack(): void;
  reset(): void;
  toEnd(): void;
  seek(event: number): void;
  jumpTo(kind: JumpTarget): void;
}

export interface SessionLike extends TransportLike {
  readonly puzzle: Grid;
  readonly givens: Uint8Array;
  readonly mode: 'compare' | 'single';
  readonly algorithms: readonly AlgorithmId[];
  readonly message: (() => string) | null;
  setPuzzle(grid: Grid): void;
  setAlgorithm(side: number, algo: AlgorithmId): void;
  setMode(mode: 'compare' | 'single'): void;
  countSolutions(grid: Grid): Promise<0 | 1 | 2 | 'unknown'>;
  urlSearch(view?: { pencil?: boolean; explain?: boolean; lang?: Lang }): string;
}
