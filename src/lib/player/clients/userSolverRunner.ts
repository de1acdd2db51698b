import type { Grid } from '../../engine/index.ts';
import { DEFAULT_EVENT_BUDGET } from '../../engine/usersolver/userRun.ts';
import type { PyodideFiles } from '../../protocol/sandboxProtocol.ts';
import type { SandboxLike } from '../../worker/usersolver/sandboxHost.ts';
import type { LoadProgress } from '../../worker/usersolver/pyodideFiles.ts';
import { SandboxedRun } from './sandboxedRun.svelte.ts';
import type { UserSolverSpec } from './userSolverRun.ts';

export interface UserSolverRunnerDeps {
  createSandbox: () => SandboxLike;
  pyodideFiles: (onProgress: LoadProgress) => Promise<PyodideFiles>;
  /** The memory cap of each run, in events. */
  capEvents?: number;
}

/**
 * Runs learners' solvers, each run in a sandbox of its own, made for it and dropped with its frame
 * the moment the run ends, however it ends (finished, illegal, cancelled, a new run, leaving the
 * view): nothing an earlier run's code left behind, a timer or a patched built-in, can reach a later
 * run, and nothing of it keeps a core busy. Python loads Pyodide again in each sandbox, from files
 * the page fetched once.
 */
export class UserSolverRunner {
  private readonly runs = new Map<number, SandboxedRun>();
  private nextRunId = 1;

  constructor(private readonly deps: UserSolverRunnerDeps) {}

  run(side: number, spec: UserSolverSpec, grid: Grid): SandboxedRun {
    this.runs.get(side)?.cancel();
    const sandbox = this.deps.createSandbox();
    const runId = this.nextRunId++;
    const run: SandboxedRun = new SandboxedRun(spec, grid, {
      capEvents: this.deps.capEvents,
      release: () => {
        sandbox.destroy();
        if (this.runs.get(side) === run) this.runs.delete(side);
      },
    });
    this.runs.set(side, run);
    sandbox.onMessage = (msg) => {
      if (msg.runId === runId) run.receive(msg);
    };
    sandbox.onFailure = (message) => run.fail(message);
    sandbox.onStopped = () => run.stopped();
    const send = (pyodide?: PyodideFiles) =>
      sandbox.send({
        type: 'run',
        runId,
        language: spec.language,
        code: spec.code,
        n: grid.n,
        cells: grid.cells.slice(),
        maxEvents: spec.maxEvents ?? DEFAULT_EVENT_BUDGET,
        goOn: spec.goOn ?? false,
        ...(pyodide ? { pyodide } : {}),
      });
    if (spec.language === 'python') {
      this.deps
        .pyodideFiles((loaded, total) => run.loading(loaded, total))
        .then((files) => {
          if (!run.ended) send(files);
        })
        .catch(() => run.failWith({ kind: 'python-download' }));
    } else send();
    return run;
  }

  /** Stops board `side`'s run where it is (its events so far stay). */
  cancel(side: number): void {
    this.runs.get(side)?.cancel();
  }

  destroy(): void {
    for (const run of [...this.runs.values()]) run.cancel();
  }
}
