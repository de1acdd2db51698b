import { RecordedRun } from '../../../../src/lib/player/clients/recordedRun.ts';
import type {
  UserSolverPhase,
  UserSolverRun,
  UserSolverSpec,
} from '../../../../src/lib/player/clients/userSolverRun.ts';
import type { Illegal } from '../../../../src/lib/engine/usersolver/illegal.ts';
import type { SolverError } from '../../../../src/lib/engine/usersolver/userRun.ts';

/**
 * A test double of the sandbox's run (test/ only): a recorded run the test feeds by hand, with the
 * phase, illegal events, error and lines the test sets.
 */
export class FakeUserRun extends RecordedRun implements UserSolverRun {
  phase: UserSolverPhase = { kind: 'running' };
  illegal: Illegal[] = [];
  solverError: SolverError | null = null;
  lines: number[] = [];
  cancelled = false;

  constructor(
    readonly spec: UserSolverSpec,
    givens: Uint8Array,
  ) {
    super(givens);
  }

  lineAt(e: number): number | undefined {
    return this.lines[e];
  }

  override cancel(): void {
    this.cancelled = true;
    this.phase = { kind: 'ended', status: 'cancelled' };
    super.cancel();
  }
}

/** A runner that hands out FakeUserRuns and remembers them. */
export function fakeRunner(givens = new Uint8Array(81)) {
  const runs: { side: number; run: FakeUserRun }[] = [];
  return {
    runs,
    runUserSolver(side: number, spec: UserSolverSpec): FakeUserRun {
      const run = new FakeUserRun(spec, givens);
      runs.push({ side, run });
      return run;
    },
  };
}
