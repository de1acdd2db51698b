import { RecordedSource } from '../../../src/run/clients/recordedSource.ts';
import type { UserSolverPhase, UserSolverRun, UserSolverSpec } from '../../../src/features/solver/userSolverRun.ts';
import type { Illegal } from '../../../src/features/solver/api/illegal.ts';
import type { SolverError } from '../../../src/features/solver/api/userRun.ts';

/**
 * A test double of the sandbox's run (test/ only): a recorded run the test feeds by hand, with the
 * phase, illegal events, error and lines the test sets.
 */
let fakeRuns = 0;

export class FakeUserRun extends RecordedSource implements UserSolverRun {
  // Runes, as in the sandbox's run (SandboxRun): the editor reads them as they change.
  phase = $state.raw<UserSolverPhase>({ kind: 'running' });
  illegal = $state.raw<Illegal[]>([]);
  illegalCount = $state.raw(0);
  solverError = $state.raw<SolverError | null>(null);
  readonly runId = ++fakeRuns;
  lines: number[] = [];
  cancelled = false;

  constructor(
    readonly spec: UserSolverSpec,
    givens: Uint8Array,
  ) {
    super(givens);
  }

  override lineAt(e: number): number | undefined {
    return this.lines[e];
  }

  override cancel(): void {
    if (this.phase.kind === 'ended') return;
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
      // As the session does: a new run on a board cancels the one before it.
      runs
        .filter((r) => r.side === side)
        .at(-1)
        ?.run.cancel();
      const run = new FakeUserRun(spec, givens);
      runs.push({ side, run });
      return run;
    },
    cancelUserSolver(side: number): void {
      runs
        .filter((r) => r.side === side)
        .at(-1)
        ?.run.cancel();
    },
  };
}
