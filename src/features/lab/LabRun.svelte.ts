import type { GenerateFailure } from '../../core/generate/index.ts';
import { formatLine } from '../../core/format.ts';
import type { CountReply, CountTask } from '../../workers/countMessages.ts';
import type { WorkerPool } from '../../workers/pool/workerPool.ts';
import { LabResults } from './labResults.ts';
import type { LoadedSet } from './puzzleSource.ts';
import { runFromLabel } from './runSpec.ts';
import type { LabRunOptions } from './runOptions.ts';

/** How often costly views follow the stream (ms): the redo grows with the set, and the workers must be fed. */
const slowMs = (done: number) => Math.max(400, done * 0.05);

/** A generated puzzle the set could not make: its number in the run and why. */
export interface LabFailure {
  k: number;
  failure: GenerateFailure;
}

export type LabPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

/** One data-set run on the worker pool; the runes the view reads change at most once per frame, not once per result. */
export class LabRun {
  phase = $state<LabPhase>('idle');
  done = $state(0);
  total = $state(0);
  /** Puzzles of a generated batch that could not be made, with why. */
  failures = $state.raw<LabFailure[]>([]);
  /** Milliseconds left, estimated from the pace so far; null before the first result. */
  etaMs = $state<number | null>(null);
  /** Bumped each frame that brought results: what derived views (stats, plots, table) depend on. */
  version = $state(0);
  /** Versions of the costly views, bumped every slowMs one view per frame, so their costs land in separate tasks. */
  totalsVersion = $state(0);
  scatterVersion = $state(0);
  ecdfVersion = $state(0);
  tableVersion = $state(0);
  private stagger: number | null = null;
  results = $state.raw<LabResults | null>(null);

  private started = 0;
  private slowAt = -Infinity;
  private frame: number | null = null;
  private failed: LabFailure[] = [];

  constructor(
    private readonly pool: WorkerPool<CountTask, CountReply>,
    private readonly now: () => number = () => performance.now(),
    private readonly schedule: (f: () => void) => number = (f) => requestAnimationFrame(f),
    private readonly unschedule: (id: number) => void = (id) => cancelAnimationFrame(id),
  ) {}

  async start(set: LoadedSet, options: LabRunOptions): Promise<void> {
    this.cancel();
    this.pool.resize(options.workers);
    const runs = options.runs.map((l) => runFromLabel(l)!);
    const rate = options.rate === true;
    const results = new LabResults(options.runs, set.lines, rate);
    this.results = results;
    this.failed = [];
    this.failures = [];
    this.done = 0;
    this.total = set.count;
    this.etaMs = null;
    this.phase = 'running';
    this.started = this.now();
    let settled = 0;
    function* tasks(): Generator<CountTask> {
      for (let i = 0; i < set.count; i++)
        yield {
          source: set.source(i),
          runs,
          limit: options.limit,
          budget: options.budget,
          steps: options.steps,
          ...(rate ? { rate } : {}),
        };
    }
    try {
      const end = await this.pool.run(tasks(), (i, reply) => {
        settled++;
        if (reply.ok) results.set(i, reply.outcomes, formatLine({ n: reply.n, cells: reply.cells }), reply.rating);
        else this.failed.push({ k: reply.k, failure: reply.failure });
        this.pending(settled);
      });
      if (this.results !== results) return;
      await this.flushLast(settled);
      if (this.results !== results) return;
      this.phase = end === 'done' ? 'done' : 'cancelled';
    } catch {
      // A worker's own words (an exception, an out-of-memory) are not the page's: LabProgress says it.
      if (this.results !== results) return;
      await this.flushLast(settled);
      if (this.results !== results) return;
      this.phase = 'failed';
    }
  }

  /** Stops at once (the workers are terminated); the results so far stay, each puzzle whole. */
  cancel(): void {
    if (this.phase === 'running') this.pool.cancel();
  }

  destroy(): void {
    this.pool.destroy();
    if (this.frame !== null) this.unschedule(this.frame);
    if (this.stagger !== null) this.unschedule(this.stagger);
  }

  private settledSoFar = 0;
  private pending(settled: number): void {
    this.settledSoFar = settled;
    if (this.frame !== null) return;
    this.frame = this.schedule(() => {
      this.frame = null;
      this.flush(this.settledSoFar);
    });
  }

  /** Every view once more, one a frame, and only then the phase, so a finished run's views are all current. */
  private flushLast(settled: number): Promise<void> {
    if (this.stagger !== null) this.unschedule(this.stagger);
    this.stagger = null;
    this.slowAt = this.now();
    this.flush(settled);
    return new Promise((done) => this.bumpFrom(0, done));
  }

  private flush(settled: number): void {
    if (this.frame !== null) {
      this.unschedule(this.frame);
      this.frame = null;
    }
    this.done = settled;
    if (this.failures.length !== this.failed.length) this.failures = this.failed.slice();
    const elapsed = this.now() - this.started;
    this.etaMs = settled > 0 ? (elapsed / settled) * (this.total - settled) : null;
    this.version++;
    const t = this.now();
    if (t - this.slowAt >= slowMs(settled) && this.stagger === null) {
      this.slowAt = t;
      this.bumpFrom(0);
    }
  }

  private bumpFrom(k: number, then?: () => void): void {
    this.bumpView(k);
    this.stagger = k < 3 ? this.schedule(() => this.bumpFrom(k + 1, then)) : null;
    if (k === 3) then?.();
  }

  private bumpView(k: number): void {
    if (k === 0) this.totalsVersion++;
    else if (k === 1) this.scatterVersion++;
    else if (k === 2) this.ecdfVersion++;
    else this.tableVersion++;
  }
}
