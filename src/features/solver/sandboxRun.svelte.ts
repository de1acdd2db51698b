import { RUN_STATUS_TABLE } from '../../core/runStatus.ts';
import type { Grid, RunStatus } from '../../core/index.ts';
import type { Illegal } from './api/illegal.ts';
import { ReplayCheck } from './api/replayCheck.ts';
import { DEFAULT_EVENT_BUDGET, type SolverError, type UserRunStatus } from './api/userRun.ts';
import { RECORDED_CAP_EVENTS, RecordedSource } from '../../run/clients/recordedSource.ts';
import type { RunError } from '../../run/clients/runSource.ts';
import { type FromSandbox, type PyodideFiles, readSandboxMessage, trustedIllegal } from './sandbox/sandboxProtocol.ts';
import { fetchPyodideFiles, type LoadProgress, pyodideBytes } from './sandbox/pyodideFiles.ts';
import { type FrameEvents, openSandboxFrame, type SandboxFrame } from './sandbox/sandboxFrame.ts';
import type { UserSolverEnd, UserSolverPhase, UserSolverRun, UserSolverSpec } from './userSolverRun.ts';

export interface SandboxDeps {
  openFrame: (events: FrameEvents) => SandboxFrame;
  pyodideFiles: (onProgress: LoadProgress) => Promise<PyodideFiles>;
  /** The most events kept (the memory cap); the run then ends with status `memory`. */
  capEvents?: number;
}

const PAGE: SandboxDeps = { openFrame: (events) => openSandboxFrame(events), pyodideFiles: fetchPyodideFiles };

let nextRunId = 1;

/**
 * One learner's run in a sandboxed frame of its own, dropped the moment it ends, so no run's code reaches the next;
 * what the frame sends is shape-checked and replayed on the page's board before it is kept.
 */
export class SandboxRun extends RecordedSource implements UserSolverRun {
  phase = $state.raw<UserSolverPhase>({ kind: 'running' });
  illegal = $state.raw<readonly Illegal[]>([]);
  illegalCount = $state.raw(0);
  solverError = $state.raw<SolverError | null>(null);
  /** Called once the run has ended, after the player heard of it. */
  onEnded: () => void = () => {};
  readonly runId = nextRunId++;
  private readonly check: ReplayCheck;
  private readonly cellCount: number;
  private readonly frame: SandboxFrame;
  private started = false;

  constructor(
    readonly spec: UserSolverSpec,
    grid: Grid,
    deps: SandboxDeps = PAGE,
  ) {
    super(grid.cells, { cap: deps.capEvents ?? RECORDED_CAP_EVENTS });
    this.check = new ReplayCheck(grid);
    this.cellCount = grid.cells.length;
    this.frame = deps.openFrame({
      onData: (data) => this.receive(data),
      onFailure: (message) => this.fail({ kind: 'said', message }),
      onStopped: () => this.finish('stopped'),
    });
    const send = (pyodide?: PyodideFiles) =>
      this.frame.send({
        type: 'run',
        runId: this.runId,
        language: spec.language,
        code: spec.code,
        n: grid.n,
        cells: grid.cells.slice(),
        maxEvents: spec.maxEvents ?? DEFAULT_EVENT_BUDGET,
        goOn: spec.goOn ?? false,
        ...(pyodide ? { pyodide } : {}),
      });
    if (spec.language !== 'python') send();
    else
      deps
        .pyodideFiles((loaded, total) => {
          if (!this.ended) this.phase = { kind: 'loading', what: 'python', loaded, total };
        })
        .then((files) => {
          if (!this.ended) send(files);
        })
        .catch(() => this.fail({ kind: 'python-download', bytes: pyodideBytes }));
  }

  get ended(): boolean {
    return this.phase.kind === 'ended';
  }

  /** Stops the run where it is; its worker ends at once. */
  override cancel(): void {
    this.finish('cancelled');
  }

  /** Takes a message only with the protocol's shape and this run's id. */
  private receive(data: unknown): void {
    const msg = readSandboxMessage(data);
    if (!msg || msg.runId !== this.runId || this.ended) return;
    switch (msg.type) {
      case 'started':
        this.started = true;
        this.phase = { kind: 'running' };
        return;
      case 'events':
        return this.admit(msg);
      case 'failed':
        // Before `started`, a Python run's runner fails only in loading Python.
        if (!this.started && this.spec.language === 'python')
          return this.fail({ kind: 'python-start', message: msg.message });
        return this.fail({ kind: 'said', message: msg.message });
      case 'end':
        this.illegal = msg.illegal.flatMap((x) => trustedIllegal(x, this.cellCount));
        this.illegalCount = Math.max(msg.illegalCount, this.illegal.length);
        this.solverError = msg.error ?? null;
        return this.finish(concluded(msg.status, this.check.solutions));
    }
  }

  private admit({ words, lines }: Extract<FromSandbox, { type: 'events' }>): void {
    const n = Math.min(words.length, this.cap - this.events);
    const refused = this.check.take(n === words.length ? words : words.subarray(0, n));
    const legal = refused ? refused.legal : n;
    this.push(words.subarray(0, legal), lines.subarray(0, legal));
    if (refused) {
      this.illegal = [refused.illegal];
      this.illegalCount = 1;
      return this.finish('illegal');
    }
    if (n < words.length || this.events >= this.cap) this.finish('memory');
  }

  /** The sandbox broke down (it did not start, Pyodide did not load). */
  private fail(error: RunError): void {
    if (this.ended) return;
    this.error = error;
    this.finish('error');
  }

  /** Every way a run ends drops its frame and says so once. */
  private finish(status: UserSolverEnd): void {
    if (this.ended) return;
    this.frame.drop();
    this.phase = status === 'stopped' ? { kind: 'ended', status, events: this.events } : { kind: 'ended', status };
    const timeline = timelineStatus(status);
    this.end(timeline, timeline === status ? null : status);
    this.onEnded();
  }
}

/** Whether a run found a solution is the page's to say, from the events it replayed itself. */
function concluded(said: UserRunStatus, solutions: number): UserRunStatus {
  if (!RUN_STATUS_TABLE[said].concluded) return said;
  if (solutions === 0) return 'no-solution';
  return said === 'limit' && solutions >= 2 ? 'limit' : 'solved';
}

/** The player's status: a learner's run that stopped early for its own reasons reads as cancelled. */
function timelineStatus(status: UserSolverEnd): RunStatus {
  return status === 'illegal' || status === 'error' || status === 'memory' || status === 'stopped'
    ? 'cancelled'
    : status;
}
