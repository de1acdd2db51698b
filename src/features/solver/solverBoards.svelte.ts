import type { Grid } from '../../core/index.ts';
import type { BoardFeed } from '../../app/session/Session.svelte.ts';
import { partImport } from '../../app/partImport.ts';
import type { SandboxDeps, SandboxRun } from './sandboxRun.svelte.ts';
import type { UserSolverRun, UserSolverSpec } from './userSolverRun.ts';

/** What the boards need of the session: a board fed from outside, and a seek to show an illegal stop. */
export interface FedSession {
  feedBoard(side: number, feed: BoardFeed): void;
  seek(event: number): void;
}

const loadRunCode = partImport(() => import('./sandboxRun.svelte.ts'));

/** The boards that play a learner's code, each Run a new sandboxed run, so that the session knows no sandbox. */
export class SolverBoards {
  /** Each board's learner's run, or null where the board runs a built-in algorithm. */
  runs = $state.raw<Array<UserSolverRun | null>>([]);
  /** Counts Runs and Cancels per board, so a run whose code arrives after a newer command is dropped. */
  private readonly asked: number[] = [];
  private destroyed = false;

  constructor(
    private readonly session: FedSession,
    /** The run code did not load (offline before the first Run). */
    private readonly onLoadFailed: () => void = () => {},
    private readonly deps?: SandboxDeps,
  ) {}

  /** Fetches the run code ahead of the first Run. */
  prepare(): Promise<unknown> {
    return loadRunCode();
  }

  /** Runs `spec` on board `side` in place of its built-in run; a run still going there stops first. */
  async runUserSolver(side: number, spec: UserSolverSpec): Promise<void> {
    const ask = (this.asked[side] = (this.asked[side] ?? 0) + 1);
    let code: Awaited<ReturnType<typeof loadRunCode>>;
    try {
      code = await loadRunCode();
    } catch {
      return this.onLoadFailed();
    }
    if (ask !== this.asked[side] || this.destroyed) return;
    this.session.feedBoard(side, {
      solver: spec.language,
      start: (grid: Grid) => this.show(side, new code.SandboxRun(spec, grid, this.deps)),
      stop: () => {
        this.cancelUserSolver(side);
        this.set(side, null);
      },
    });
  }

  /** Stops board `side`'s run where it is (Cancel): its worker ends at once, its events stay. */
  cancelUserSolver(side: number): void {
    this.asked[side] = (this.asked[side] ?? 0) + 1;
    this.runs[side]?.cancel();
  }

  destroy(): void {
    this.destroyed = true;
    for (const run of this.runs) run?.cancel();
  }

  private show(side: number, run: SandboxRun): SandboxRun {
    this.set(side, run);
    // A run stopped by an illegal event opens at that event: the learner came to see what went wrong.
    run.onEnded = () => {
      const { phase, illegal } = run;
      if (phase.kind === 'ended' && phase.status === 'illegal' && illegal.length > 0 && this.runs.includes(run))
        this.session.seek(illegal[0].index);
    };
    return run;
  }

  private set(side: number, run: UserSolverRun | null): void {
    const before = this.runs[side];
    if (before !== run) before?.cancel();
    const next = this.runs.slice();
    while (next.length <= side) next.push(null);
    next[side] = run;
    this.runs = next;
  }
}
