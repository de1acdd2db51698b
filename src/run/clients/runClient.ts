import { placementsOf } from '../../core/counts.ts';
import type { AlgorithmId, BoxSize, Grid, ValueOrder } from '../../core/index.ts';
import type { FromWorker, ToWorker } from '../../workers/solverMessages.ts';
import type { RunError, RunSource } from './runSource.ts';
import { cellHistoryOf } from '../timeline/cellHistory.ts';
import { overviewOf } from '../timeline/overviewOf.ts';
import { DEFAULT_CAPACITY, Timeline } from '../timeline/timeline.ts';

/** The part of a Worker this client uses, so tests can pass the host in-process. */
export interface WorkerLike {
  postMessage(msg: ToWorker, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  /** A worker that fails to load or throws reports here. */
  onerror?: ((e: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface RunOptions {
  /** Events per chunk: the unit of storage, eviction and regeneration. */
  chunkEvents?: number;
  /** Chunks of words kept in memory. */
  capacity?: number;
  limit?: number;
  /** Placements before the run stops with status 'budget'; @default runBudget(n) */
  budget?: number;
}

/**
 * Runs stop after about this many events, so that even a 16×16 puzzle naive backtracking would never
 * finish keeps the page's chunk index under ~80 MB. Every 9×9 puzzle we know of fits: the worst, built
 * against brute force, takes 1.4×10^10 events (1.3×10^9 placements).
 */
export const MAX_RUN_EVENTS = 1.6e10;

/** A placement budget of about MAX_RUN_EVENTS events: a placement costs at most size + 2 events. */
export const runBudget = (n: BoxSize): number => Math.floor(MAX_RUN_EVENTS / (n * n + 2));

export const CHUNK_EVENTS = 65536;

// Run ids are unique in the page, not just per worker, so a message can never be mistaken for another run's.
let lastRunId = 0;

/**
 * One board's run: starts it in its worker, feeds the worker's chunks into a Timeline, asks for
 * evicted chunks again, and drops every message of a run that is no longer current.
 */
export class RunClient implements RunSource {
  runId = 0;
  timeline: Timeline;
  /** [event, placements] points over the run so far, flat pairs. */
  series: number[] = [];
  error: RunError | null = null;
  /** Called after any message changed the run. */
  onUpdate: () => void = () => {};
  /** How far the worker may solve ahead (events); Infinity = to the end. */
  private until = Infinity;

  constructor(
    private readonly worker: WorkerLike,
    private readonly options: RunOptions = {},
  ) {
    this.timeline = new Timeline(new Uint8Array(0), { request: () => {} });
    worker.onmessage = (e) => this.receive(e.data);
    worker.onerror = (e) => {
      this.error = e.message ? { kind: 'said', message: e.message } : { kind: 'stopped' };
      this.onUpdate();
    };
  }

  /**
   * Starts a run of `algo` on `grid`; the previous run is cancelled at once and its messages dropped.
   * `order`: naive's and MRV's value order (boardOrder.ts); absent, the canonical ascending one.
   */
  start(
    grid: Grid,
    algo: AlgorithmId,
    until = Infinity,
    order: { valueOrder?: ValueOrder; seed?: number } = {},
  ): Timeline {
    this.cancel();
    const runId = (this.runId = ++lastRunId);
    this.timeline = new Timeline(
      grid.cells.slice(),
      { request: (index) => this.worker.postMessage({ type: 'words', id: runId, index }) },
      this.options.capacity ?? DEFAULT_CAPACITY,
    );
    this.series = [];
    this.error = null;
    const cells = grid.cells.slice();
    this.until = until;
    this.worker.postMessage(
      {
        type: 'start',
        id: runId,
        algo,
        n: grid.n,
        cells,
        limit: this.options.limit ?? 1,
        budget: this.options.budget ?? runBudget(grid.n),
        chunkEvents: this.options.chunkEvents ?? CHUNK_EVENTS,
        until,
        ...order,
      },
      [cells.buffer],
    );
    return this.timeline;
  }

  /** Lets the worker solve until at least `until` events exist (Infinity: to the end); posts only changes. */
  lead(until: number): void {
    if (until === this.until || !this.runId) return;
    this.until = until;
    this.worker.postMessage({ type: 'ahead', id: this.runId, until });
  }

  cancel(): void {
    if (this.runId) this.worker.postMessage({ type: 'cancel', id: this.runId });
  }

  receive(msg: FromWorker): void {
    if (msg.type === 'counted' || msg.id !== this.runId) return;
    const tl = this.timeline;
    switch (msg.type) {
      case 'chunk':
        tl.addChunk(msg.head, msg.words);
        for (const x of msg.samples) this.series.push(x);
        overviewOf(tl).apply(msg.overview);
        cellHistoryOf(tl).record(msg.head.index + 1, msg.overview.cellPlacements);
        break;
      case 'words':
        tl.provideWords(msg.index, msg.words);
        break;
      case 'done': {
        tl.finish(msg.total, msg.result);
        const last = this.series.length >= 2 ? this.series[this.series.length - 2] : -1;
        if (last !== msg.total) this.series.push(msg.total, placementsOf(msg.result.counts));
        break;
      }
      case 'error':
        this.error = { kind: 'said', message: msg.message };
        break;
    }
    this.onUpdate();
  }

  destroy(): void {
    this.cancel();
    this.worker.onmessage = null;
    this.worker.onerror = null;
    this.worker.terminate();
  }
}
