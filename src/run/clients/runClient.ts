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
  onerror?: ((e: ErrorEvent) => void) | null;
  terminate(): void;
}

export interface RunOptions {
  chunkEvents?: number;
  capacity?: number;
  limit?: number;
  budget?: number;
}

/** Runs stop here so a never-ending 16×16 run keeps the chunk index under ~80 MB; every known 9×9 fits. */
export const MAX_RUN_EVENTS = 1.6e10;

/** A placement budget of about MAX_RUN_EVENTS events: a placement costs at most size + 2 events. */
export const runBudget = (n: BoxSize): number => Math.floor(MAX_RUN_EVENTS / (n * n + 2));

export const CHUNK_EVENTS = 65536;

// Unique in the page, not per worker, so a message can never be mistaken for another run's.
let lastRunId = 0;

/** One board's run in its worker: its chunks into a Timeline, evicted ones asked again, stale messages dropped. */
export class RunClient implements RunSource {
  runId = 0;
  timeline: Timeline;
  series: number[] = [];
  error: RunError | null = null;
  onUpdate: () => void = () => {};
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

  /** Cancels the previous run at once. */
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
