import type { Illegal } from './api/illegal.ts';
import type { SolverError, UserRunStatus } from './api/userRun.ts';
import type { RecordedSource } from '../../run/clients/recordedSource.ts';
import type { RunSource, SolverLanguage } from '../../run/clients/runSource.ts';

/** What the editor asks to run: the code as typed, in its language, with the user's budget. */
export interface UserSolverSpec {
  language: SolverLanguage;
  code: string;
  /** At most this many events, then status `budget`. */
  maxEvents?: number;
  /** Flag every illegal event and go on, instead of stopping at the first. */
  goOn?: boolean;
}

/** How a learner's run ended: `stopped` means its sandbox died or fell silent (most likely out of memory). */
export type UserSolverEnd = UserRunStatus | 'cancelled' | 'memory' | 'stopped';

export type UserSolverPhase =
  | { kind: 'loading'; what: 'python'; loaded: number; total: number }
  | { kind: 'running' }
  | { kind: 'ended'; status: Exclude<UserSolverEnd, 'stopped'> }
  | { kind: 'ended'; status: 'stopped'; events: number };

/**
 * A learner's run as the editor reads it: a recorded source, plus runes (replaced, never mutated) for what only it has.
 */
export interface UserSolverRun extends RunSource, Pick<RecordedSource, 'lineAt' | 'cap'> {
  readonly spec: UserSolverSpec;
  /** Unique per Run press on this page: tells a new run from the last one that ended the same way. */
  readonly runId: number;
  readonly phase: UserSolverPhase;
  /** The first alone when it stopped the run; with go-on, the first few. */
  readonly illegal: readonly Illegal[];
  readonly illegalCount: number;
  readonly solverError: SolverError | null;
}
