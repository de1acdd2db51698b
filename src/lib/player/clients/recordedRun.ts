import { placementsOf } from '../../engine/counts.ts';
import {
  applyPacked,
  countersOf,
  K_SOLUTION,
  kindOf,
  type RunResult,
  type RunStatus,
  StreamStats,
} from '../../engine/index.ts';
import { SeriesSampler } from '../../protocol/seriesSampler.ts';
import { cellHistoryOf } from '../timeline/cellHistory.ts';
import { overviewOf } from '../timeline/overviewOf.ts';
import { Timeline } from '../timeline/timeline.ts';
import { CHUNK_EVENTS } from './runClient.ts';
import type { RunError, RunSource } from './runSource.ts';

/**
 * The most events a recorded run keeps: 2^24 (16,777,216), 64 MB of packed words. A recording cannot
 * be made again, so nothing of it is evicted; a longer stream is cut there with a message.
 */
export const RECORDED_CAP_EVENTS = 2 ** 24;

/** Solutions whose boards a recording keeps for its result (the first ones), as a search keeps its first. */
const STORED_SOLUTIONS = 16;

export interface RecordedOptions {
  /** @default RECORDED_CAP_EVENTS */
  cap?: number;
  /** Events per chunk; @default CHUNK_EVENTS, as a built-in run (so both overviews and series agree). */
  chunkEvents?: number;
}

/**
 * A run whose events arrive once, from a stream that cannot be replayed from a snapshot (docs/event-log.md).
 * It keeps every word, in chunks like a built-in run's, and makes on the page what a solver worker
 * sends with each chunk: the chunk's head (board and counters at its start), the overview, the
 * placement series. So the timeline, the player, the overview, narration and exports read it exactly
 * as a built-in run. Events are playable as soon as they arrive: the last chunk grows in place.
 */
export class RecordedRun implements RunSource {
  readonly timeline: Timeline;
  series: number[] = [];
  error: RunError | null = null;
  onUpdate: () => void = () => {};
  readonly cap: number;
  private readonly chunkEvents: number;
  /** The board and counters after every event taken so far. */
  private readonly board: Uint8Array;
  private readonly stats = new StreamStats();
  private readonly sampler = new SeriesSampler();
  private readonly solutions: Uint8Array[] = [];
  /** The last chunk: a buffer of chunkEvents words, `filled` of them used; its start, and counters there. */
  private chunk: Uint32Array | null = null;
  private filled = 0;
  private chunkStart = 0;
  private placementsAtChunk = 0;
  private ended = false;

  constructor(givens: Uint8Array, options: RecordedOptions = {}) {
    this.cap = options.cap ?? RECORDED_CAP_EVENTS;
    this.chunkEvents = options.chunkEvents ?? CHUNK_EVENTS;
    // Room for every chunk up to the cap: a recording is never evicted (and could not be asked for again).
    const chunks = Math.ceil(this.cap / this.chunkEvents) + 1;
    this.timeline = new Timeline(givens.slice(), { request: () => {} }, Math.max(2, chunks));
    this.board = givens.slice();
  }

  /** How many events have been taken. */
  get events(): number {
    return this.stats.events;
  }

  /** Takes the next events of the stream, in order; a batch may have any length. */
  push(words: ArrayLike<number>): void {
    if (this.ended) return;
    let i = 0;
    while (i < words.length) {
      if (this.stats.events >= this.cap) return this.stopAtCap();
      if (!this.chunk || this.filled === this.chunkEvents) this.openChunk();
      const take = Math.min(words.length - i, this.chunkEvents - this.filled, this.cap - this.stats.events);
      this.take(words, i, take);
      i += take;
    }
    this.onUpdate();
  }

  /** The stream is over. `status`: how it ended; absent, solved if a solution came, else no solution. */
  end(status?: RunStatus): void {
    if (this.ended) return;
    this.ended = true;
    const counts = this.stats.counts();
    const result: RunResult = {
      status: status ?? (counts.solutions > 0 ? 'solved' : 'no-solution'),
      counts,
      solutions: this.solutions,
    };
    this.sampleChunk(true);
    const total = this.stats.events;
    const last = this.series.length >= 2 ? this.series[this.series.length - 2] : -1;
    if (last !== total) this.series.push(total, placementsOf(counts));
    this.timeline.finish(total, result);
    this.onUpdate();
  }

  /** Nothing to steer: a recording arrives at its own pace. */
  lead(): void {}

  /** Drops whatever still arrives. */
  cancel(): void {
    this.ended = true;
  }

  private openChunk(): void {
    this.sampleChunk(false);
    this.chunk = new Uint32Array(this.chunkEvents);
    this.filled = 0;
    this.chunkStart = this.stats.events;
    this.placementsAtChunk = placementsOf(this.stats);
    const index = this.timeline.index.count;
    // The overview has read every chunk before this one: its counts per cell are this chunk's start.
    cellHistoryOf(this.timeline).record(index, overviewOf(this.timeline).cellPlacements);
    const head = { index, start: this.chunkStart, board: this.board.slice(), counters: countersOf(this.stats) };
    this.timeline.addChunk(head, this.chunk.subarray(0, 0));
  }

  /** Appends words[from, from + n) to the last chunk, keeping board, counters and overview up to date. */
  private take(words: ArrayLike<number>, from: number, n: number): void {
    const chunk = this.chunk!,
      board = this.board,
      stats = this.stats;
    const at = this.filled,
      start = stats.events,
      depth = stats.depth,
      // The chart plots every digit written: forced ones (assigns) too.
      placements = placementsOf(stats);
    for (let k = 0; k < n; k++) {
      const w = words[from + k] >>> 0;
      chunk[at + k] = w;
      applyPacked(board, w);
      stats.add(w);
      if (kindOf(w) === K_SOLUTION && this.solutions.length < STORED_SOLUTIONS) this.solutions.push(board.slice());
    }
    this.filled += n;
    const added = chunk.subarray(at, at + n);
    overviewOf(this.timeline).read(added, start, depth);
    // Within the scanned events the sampler finds every point whatever the batches; past them it takes
    // points at chunk starts, so it is given whole chunks there (as a solver worker does).
    if (this.chunkStart < this.sampler.scanEvents) this.pushSamples(this.sampler.sample(added, start, placements));
    this.timeline.growLastChunk(chunk.subarray(0, this.filled));
  }

  /** Samples the last chunk whole, past the scanned events: when it is full (a new one opens) or at the end. */
  private sampleChunk(atEnd: boolean): void {
    if (!this.chunk || this.chunkStart < this.sampler.scanEvents) return;
    if (!atEnd && this.filled < this.chunkEvents) return;
    this.pushSamples(this.sampler.sample(this.chunk.subarray(0, this.filled), this.chunkStart, this.placementsAtChunk));
  }

  private pushSamples(points: Float64Array): void {
    for (const x of points) this.series.push(x);
  }

  private stopAtCap(): void {
    this.error = { kind: 'cap', events: this.cap };
    this.end('cancelled');
  }
}
