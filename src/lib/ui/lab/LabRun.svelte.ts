import { formatLine } from '../../engine/format.ts';
import type { CountReply, CountTask } from '../../protocol/countTask.ts';
import type { WorkerPool } from '../../worker/pool/workerPool.ts';
import { LabResults } from './labResults.ts';
import type { LoadedSet } from './puzzleSource.ts';
import { runFromLabel } from './runSpec.ts';

/** How often costly views (the sorted table) follow the stream. */
const SLOW_MS = 400;

export type LabPhase = 'idle' | 'running' | 'done' | 'cancelled' | 'failed';

export interface LabRunOptions {
  runs: string[];
  limit: number;
  budget: number;
}

/**
 * One data-set run on the worker pool, as runes for the view. Results go straight into the columnar
 * store; the runes the view reads (`done`, `version`) change at most once per frame, so 49,158
 * results streaming in cost the page one small update a frame, not one per result.
 */
export class LabRun {
  phase = $state<LabPhase>('idle');
  done = $state(0);
  total = $state(0);
  /** Puzzles of a generated batch that could not be made, with why. */
  failures = $state.raw<string[]>([]);
  message = $state('');
  /** Milliseconds left, estimated from the pace so far; null before the first result. */
  etaMs = $state<number | null>(null);
  /** Bumped each frame that brought results: what derived views (stats, plots, table) depend on. */
  version = $state(0);
  /** Bumped at most every SLOW_MS while results arrive, and at the end: for views costly to redo (sorting). */
  slowVersion = $state(0);
  results = $state.raw<LabResults | null>(null);

  private started = 0;
  private slowAt = -Infinity;
  private frame: number | null = null;
  private failed: string[] = [];

  constructor(
    private readonly pool: WorkerPool<CountTask, CountReply>,
    private readonly now: () => number = () => performance.now(),
    private readonly schedule: (f: () => void) => number = (f) => requestAnimationFrame(f),
    private readonly unschedule: (id: number) => void = (id) => cancelAnimationFrame(id),
  ) {}

  async start(set: LoadedSet, options: LabRunOptions): Promise<void> {
    this.cancel();
    const runs = options.runs.map((l) => runFromLabel(l)!);
    const results = new LabResults(options.runs, set.lines, set.texts.slice());
    this.results = results;
    this.failed = [];
    this.failures = [];
    this.done = 0;
    this.total = set.count;
    this.etaMs = null;
    this.message = '';
    this.phase = 'running';
    this.started = this.now();
    let settled = 0;
    const task = (i: number): CountTask => ({
      source: set.source(i),
      runs,
      limit: options.limit,
      budget: options.budget,
    });
    try {
      const end = await this.pool.run(set.count, task, (i, reply) => {
        settled++;
        if (reply.ok) results.set(i, reply.outcomes, formatLine({ n: reply.n, cells: reply.cells }));
        else this.failed.push(reply.reason);
        this.pending(settled);
      });
      if (this.results !== results) return;
      this.flush(settled, true);
      this.phase = end === 'done' ? 'done' : 'cancelled';
    } catch (e) {
      if (this.results !== results) return;
      this.flush(settled, true);
      this.phase = 'failed';
      this.message = e instanceof Error ? e.message : String(e);
    }
  }

  /** Stops at once (the workers are terminated); the results so far stay, each puzzle whole. */
  cancel(): void {
    if (this.phase === 'running') this.pool.cancel();
  }

  destroy(): void {
    this.pool.destroy();
    if (this.frame !== null) this.unschedule(this.frame);
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

  private flush(settled: number, last = false): void {
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
    if (last || t - this.slowAt >= SLOW_MS) {
      this.slowAt = t;
      this.slowVersion++;
    }
  }
}
