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

interface Slot {
  sandbox: SandboxLike;
  /** Pyodide went to this sandbox's worker already: it stays loaded there between runs. */
  pythonSent: boolean;
  run: SandboxedRun | null;
  runId: number;
}

/**
 * Runs learners' solvers, one sandbox per board. A sandbox whose last run ended is used again (for
 * Python, Pyodide is still loaded in it); one whose run is still going is dropped with its frame, so
 * that a new run, Cancel or leaving the view ends the old one at once, whatever it is doing.
 */
export class UserSolverRunner {
  private readonly slots = new Map<number, Slot>();
  private nextRunId = 1;

  constructor(private readonly deps: UserSolverRunnerDeps) {}

  run(side: number, spec: UserSolverSpec, grid: Grid): SandboxedRun {
    // A run still going is cancelled, which drops its sandbox (stop below).
    this.slots.get(side)?.run?.cancel();
    let slot = this.slots.get(side);
    if (!slot) {
      slot = { sandbox: this.deps.createSandbox(), pythonSent: false, run: null, runId: 0 };
      this.slots.set(side, slot);
    }
    const s = slot;
    const runId = this.nextRunId++;
    const run = new SandboxedRun(spec, grid.cells, {
      capEvents: this.deps.capEvents,
      stop: () => {
        if (this.slots.get(side) === s && s.run === run) this.drop(side);
      },
    });
    s.run = run;
    s.runId = runId;
    s.sandbox.onMessage = (msg) => {
      if (msg.runId === s.runId) s.run?.receive(msg);
    };
    s.sandbox.onFailure = (message) => s.run?.fail(message);
    const send = (pyodide?: PyodideFiles) =>
      s.sandbox.send({
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
    if (spec.language === 'python' && !s.pythonSent) {
      this.deps
        .pyodideFiles((loaded, total) => run.loading(loaded, total))
        .then((files) => {
          if (s.run !== run || run.ended) return;
          s.pythonSent = true;
          send(files);
        })
        .catch(() => run.failWith({ kind: 'python-download' }));
    } else send();
    return run;
  }

  /** Stops board `side`'s run where it is (its events so far stay). */
  cancel(side: number): void {
    this.slots.get(side)?.run?.cancel();
  }

  destroy(): void {
    for (const side of [...this.slots.keys()]) {
      this.slots.get(side)?.run?.cancel();
      this.drop(side);
    }
  }

  private drop(side: number): void {
    const slot = this.slots.get(side);
    this.slots.delete(side);
    slot?.sandbox.destroy();
  }
}
