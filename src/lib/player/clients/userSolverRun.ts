import type { Illegal } from '../../engine/usersolver/illegal.ts';
import type { SolverError, UserRunStatus } from '../../engine/usersolver/userRun.ts';
import type { RunSource } from './runSource.ts';

/**
 * The contract between the page and a learner's solver running in the sandbox (issue #12): what the
 * editor asks for, and what it reads back while the run streams into the player like any other board.
 * The sandboxed runner implements `UserSolverRun`; the editor and the board panels only read it.
 */

export type SolverLanguage = 'python' | 'javascript';

/** What the editor asks to run: the code as typed, in its language, with the user's budget. */
export interface UserSolverSpec {
  language: SolverLanguage;
  code: string;
  /** At most this many events; the run then ends with status `budget`. Default 10^8. */
  maxEvents?: number;
  /** Flag every illegal event and go on, instead of stopping at the first. Default false. */
  goOn?: boolean;
}

/**
 * Where the run stands, for the editor's status line. Ended `stopped`: the sandbox's worker died or
 * fell silent before it could say how the run ended (most likely out of memory).
 */
export type UserSolverPhase =
  | { kind: 'loading'; what: 'python'; loaded: number; total: number }
  | { kind: 'running' }
  | { kind: 'ended'; status: UserRunStatus | 'cancelled' | 'memory' }
  | { kind: 'ended'; status: 'stopped'; events: number };

/**
 * A learner's run as a board's event source: `RunSource` (so the player, narration, heatmap, chart,
 * verdict and exports read it as any run), plus what only a learner's run has. `phase`, `illegal` and
 * `solverError` are runes (`$state.raw`, replaced, never mutated): the editor reads them as they
 * change, without polling.
 */
export interface UserSolverRun extends RunSource {
  readonly spec: UserSolverSpec;
  readonly phase: UserSolverPhase;
  /** The illegal events so far (the first alone when it stopped the run; with go-on, the first few), each with its line. */
  readonly illegal: readonly Illegal[];
  /** How many illegal events the run had in all (`illegal` holds the first of them). */
  readonly illegalCount: number;
  /** The syntax error or exception that ended the run, with its line. */
  readonly solverError: SolverError | null;
  /**
   * The most events the page keeps of this run (the memory cap, about 6 bytes an event): where a run
   * that ended with status `memory` stopped.
   */
  readonly cap?: number;
  /** The 1-based line of the learner's code that yielded event `e` (the one the board shows after `e + 1` events). */
  lineAt(e: number): number | undefined;
}
