import type { AlgorithmId, Grid } from '../engine/index.ts';
import type { FromWorker, ToWorker } from '../worker/protocol.ts';
import { DEFAULT_CAPACITY, Timeline } from './timeline.ts';

/** The part of a Worker this client uses, so tests can pass the host in-process. */
export interface WorkerLike {
  postMessage(msg: ToWorker, transfer?: Transferable[]): void;
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null;
  terminate(): void;
}

export interface RunOptions {
  /** Events per chunk: the unit of storage, eviction and regeneration. */
  chunkEvents?: number;
  /** Chunks of words kept in memory. */
  capacity?: number;
  limit?: number;
}

export const CHUNK_EVENTS = 65536;

// Run ids are unique in the page, not just per worker, so a message can never be mistaken for another run's.
let lastRunId = 0;

/**
 * One board's run: starts it in its worker, feeds the worker's chunks into a Timeline, asks for
 * evicted chunks again, and drops every message of a run that is no longer current.
 */
export class RunClient {
  runId = 0;
  timeline: Timeline;
  /** [event, placements] points over the run so far, flat pairs. */
  series: number[] = [];
  error: string | null = null;
  /** Called after any message changed the run. */
  onUpdate: () => void = () => {};

  constructor(
    private readonly worker: WorkerLike,
    private readonly options: RunOptions = {},
  ) {
    this.timeline = new Timeline(new Uint8Array(0), { request: () => {} });
    worker.onmessage = (e) => this.receive(e.data);
  }

  /** Starts a run of `algo` on `grid`; the previous run is cancelled at once and its messages dropped. */
  start(grid: Grid, algo: AlgorithmId): Timeline {
    this.cancel();
    const runId = (this.runId = ++lastRunId);
    this.timeline = new Timeline(grid.cells.slice(), { request: (index) => this.worker.postMessage({ type: 'words', runId, index }) }, this.options.capacity ?? DEFAULT_CAPACITY);
    this.series = [];
    this.error = null;
    const cells = grid.cells.slice();
    this.worker.postMessage(
      { type: 'start', runId, algo, n: grid.n, cells, limit: this.options.limit ?? 1, chunkEvents: this.options.chunkEvents ?? CHUNK_EVENTS },
      [cells.buffer],
    );
    return this.timeline;
  }

  cancel(): void {
    if (this.runId) this.worker.postMessage({ type: 'cancel', runId: this.runId });
  }

  receive(msg: FromWorker): void {
    if (!('runId' in msg) || msg.runId !== this.runId) return;
    const tl = this.timeline;
    switch (msg.type) {
      case 'chunk':
        tl.addChunk(msg.head, msg.words);
        for (const x of msg.samples) this.series.push(x);
        break;
      case 'words':
        tl.provideWords(msg.index, msg.words);
        break;
      case 'done': {
        tl.finish(msg.total, msg.result);
        const last = this.series.length >= 2 ? this.series[this.series.length - 2] : -1;
        if (last !== msg.total) this.series.push(msg.total, msg.result.counts.placements);
        break;
      }
      case 'error':
        this.error = msg.message;
        break;
    }
    this.onUpdate();
  }

  destroy(): void {
    this.cancel();
    this.worker.onmessage = null;
    this.worker.terminate();
  }
}
