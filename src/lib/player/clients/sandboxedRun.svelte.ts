import type { Grid, RunStatus } from '../../engine/index.ts';
import { RUN_STATUS_TABLE } from '../../engine/runStatus.ts';
import type { Illegal } from '../../engine/usersolver/illegal.ts';
import { ReplayCheck } from '../../engine/usersolver/replayCheck.ts';
import type { SolverError, UserRunStatus } from '../../engine/usersolver/userRun.ts';
import { type FromSandbox, MESSAGE_EVENTS, trustedIllegal } from '../../protocol/sandboxProtocol.ts';
import { RECORDED_CAP_EVENTS, RecordedRun } from './recordedRun.ts';
import type { RunError } from './runSource.ts';
import type { UserSolverPhase, UserSolverRun, UserSolverSpec } from './userSolverRun.ts';

/** Lines are kept in blocks of this many events, so that nothing is copied as the run grows. */
const LINE_BLOCK = 1 << 16;

/** Bytes the page keeps per recorded event: the packed word and its line. */
export const BYTES_PER_RECORDED_EVENT = 6;

export interface SandboxedRunOptions {
  /** The most events kept (the memory cap); the run then ends with status `memory`. @default RECORDED_CAP_EVENTS */
  capEvents?: number;
  /** Ends the run's sandbox and its worker at once; called once, however the run ends. */
  release: () => void;
}

/**
 * A learner's run in the sandbox as a board's event source (UserSolverRun): the events it streams are
 * kept whole in a RecordedRun, so every player feature reads it as any run; beside them, the line of
 * every event in blocks of 16-bit numbers, so `lineAt` is an array read at any position. What only a
 * learner's run has (phase, illegal events, the solver's error) is reactive for the editor to show.
 */
export class SandboxedRun implements UserSolverRun {
  phase = $state.raw<UserSolverPhase>({ kind: 'running' });
  illegal = $state.raw<readonly Illegal[]>([]);
  illegalCount = $state.raw(0);
  solverError = $state.raw<SolverError | null>(null);
  readonly cap: number;
  private readonly recorded: RecordedRun;
  private readonly lines: Uint16Array[] = [];
  private readonly release: () => void;
  private readonly replay: ReplayCheck;
  private readonly cellCount: number;

  constructor(
    readonly spec: UserSolverSpec,
    grid: Grid,
    options: SandboxedRunOptions,
  ) {
    this.cap = options.capEvents ?? RECORDED_CAP_EVENTS;
    this.recorded = new RecordedRun(grid.cells, { cap: this.cap });
    this.release = options.release;
    this.replay = new ReplayCheck(grid);
    this.cellCount = grid.cells.length;
  }

  get timeline() {
    return this.recorded.timeline;
  }
  get series() {
    return this.recorded.series;
  }
  get error() {
    return this.recorded.error;
  }
  get onUpdate() {
    return this.recorded.onUpdate;
  }
  set onUpdate(cb: () => void) {
    this.recorded.onUpdate = cb;
  }

  get ended(): boolean {
    return this.phase.kind === 'ended';
  }

  lineAt(e: number): number | undefined {
    const line = this.lines[Math.floor(e / LINE_BLOCK)]?.[e % LINE_BLOCK];
    return line ? line : undefined;
  }

  /** Pyodide's files are on their way: `loaded` of `total` bytes. */
  loading(loaded: number, total: number): void {
    if (!this.ended) this.phase = { kind: 'loading', what: 'python', loaded, total };
  }

  /** Takes a message of this run's sandbox (the runner has matched its run id). */
  receive(msg: FromSandbox): void {
    if (this.ended) return;
    switch (msg.type) {
      case 'started':
        this.phase = { kind: 'running' };
        return;
      case 'events':
        return this.take(msg.words, msg.lines);
      case 'failed':
        return this.fail(msg.message);
      case 'end': {
        this.illegal = msg.illegal.flatMap((x) => trustedIllegal(x, this.cellCount));
        this.illegalCount = Math.max(msg.illegalCount, this.illegal.length);
        this.solverError = msg.error ?? null;
        return this.finish(concluded(msg.status, this.replay.solutions));
      }
    }
  }

  /**
   * The sandbox went silent or its worker died (out of memory, most likely) before it could say how
   * the run ended: the events so far stay, and the status says at which event it stopped.
   */
  stopped(): void {
    if (this.ended) return;
    this.release();
    this.phase = { kind: 'ended', status: 'stopped', events: this.recorded.events };
    this.recorded.end('cancelled');
  }

  /**
   * The sandbox broke down (it did not start, Pyodide did not load): the run ends with status `error`,
   * no solver error, and the technical cause as `error` (the page words the sentence around it).
   */
  fail(message: string): void {
    this.failWith({ kind: 'said', message });
  }

  /** The same, for a cause the page words itself. */
  failWith(error: RunError): void {
    if (this.ended) return;
    this.recorded.error = error;
    this.finish('error');
  }

  /** Stops the run where it is (Cancel, a new run, leaving the view): its worker ends at once. */
  cancel(): void {
    this.finish('cancelled');
  }

  /** Nothing to steer: a learner's run streams at its own pace up to its budgets. */
  lead(): void {}

  private take(words: Uint32Array, lines: Uint16Array): void {
    if (words.length > MESSAGE_EVENTS || lines.length !== words.length) return this.fail('a message out of protocol');
    const room = this.cap - this.recorded.events;
    const n = Math.min(words.length, room);
    const offered = n === words.length ? words : words.subarray(0, n);
    const refused = this.replay.take(offered);
    const legal = refused ? refused.legal : n;
    this.keepLines(lines, legal);
    this.recorded.push(legal === words.length ? words : words.subarray(0, legal));
    if (refused) {
      this.illegal = [refused.illegal];
      this.illegalCount = 1;
      return this.finish('illegal');
    }
    // The phase says why it stopped (`memory`, with `cap`); the page words it in its language.
    if (n < words.length || this.recorded.events >= this.cap) this.finish('memory');
  }

  private keepLines(lines: Uint16Array, n: number): void {
    let at = this.recorded.events;
    for (let i = 0; i < n;) {
      const block = Math.floor(at / LINE_BLOCK),
        offset = at % LINE_BLOCK;
      const into = (this.lines[block] ??= new Uint16Array(LINE_BLOCK));
      const take = Math.min(n - i, LINE_BLOCK - offset);
      into.set(lines.subarray(i, i + take), offset);
      i += take;
      at += take;
    }
  }

  /** Every way a run ends ends its sandbox too: nothing of its code outlives it. */
  private finish(status: UserRunStatus | 'cancelled' | 'memory'): void {
    if (this.ended) return;
    this.release();
    this.phase = { kind: 'ended', status };
    this.recorded.end(timelineStatus(status));
  }
}

/** Whether a run found a solution is the page's to say, from the events it replayed itself. */
function concluded(said: UserRunStatus, solutions: number): UserRunStatus {
  if (!RUN_STATUS_TABLE[said].concluded) return said;
  if (solutions === 0) return 'no-solution';
  return said === 'limit' && solutions >= 2 ? 'limit' : 'solved';
}

/** The status the timeline and the verdict read: a learner's run stopped early reads as cancelled. */
function timelineStatus(status: UserRunStatus | 'cancelled' | 'memory'): RunStatus {
  return status === 'illegal' || status === 'error' || status === 'memory' ? 'cancelled' : status;
}
