import { placementsOf } from '../../core/counts.ts';
import {
  applyPacked,
  countersOf,
  K_SOLUTION,
  kindOf,
  type RunResult,
  type RunStatus,
  StreamStats,
} from '../../core/index.ts';
import { SeriesSampler } from '../../core/seriesSampler.ts';
import { cellHistoryOf } from '../timeline/cellHistory.ts';
import { overviewOf } from '../timeline/overviewOf.ts';
import { Timeline } from '../timeline/timeline.ts';
import { CHUNK_EVENTS } from './runClient.ts';
import type { RunError, RunSource } from './runSource.ts';

/** The most events a recording keeps (64 MB of words): it cannot be made again, so nothing is evicted. */
export const RECORDED_CAP_EVENTS = 2 ** 24;

const STORED_SOLUTIONS = 16;
/** Blocks, so nothing is copied as the recording grows. */
const LINE_BLOCK = 1 << 16;

export interface RecordedOptions {
  cap?: number;
  /** @default CHUNK_EVENTS, as a built-in run, so both overviews and series agree. */
  chunkEvents?: number;
}

/**
 * A run whose events arrive once and cannot be made again, with each event's source line if known. It
 * makes on the page what a solver worker sends per chunk, so downstream it reads as a built-in run.
 */
export class RecordedSource implements RunSource {
  readonly timeline: Timeline;
  series: number[] = [];
  error: RunError | null = null;
  endNote: string | null = null;
  onUpdate: () => void = () => {};
  readonly cap: number;
  private readonly lineBlocks: Uint16Array[] = [];
  private readonly chunkEvents: number;
  private readonly board: Uint8Array;
  private readonly stats = new StreamStats();
  private readonly sampler = new SeriesSampler();
  private readonly solutions: Uint8Array[] = [];
  private chunk: Uint32Array | null = null;
  private filled = 0;
  private chunkStart = 0;
  private placementsAtChunk = 0;
  private done = false;

  constructor(givens: Uint8Array, options: RecordedOptions = {}) {
    this.cap = options.cap ?? RECORDED_CAP_EVENTS;
    this.chunkEvents = options.chunkEvents ?? CHUNK_EVENTS;
    const chunks = Math.ceil(this.cap / this.chunkEvents) + 1;
    this.timeline = new Timeline(givens.slice(), { request: () => {} }, Math.max(2, chunks));
    this.board = givens.slice();
  }

  get events(): number {
    return this.stats.events;
  }

  /** 1-based; undefined when the feeder gave none. */
  lineAt(e: number): number | undefined {
    return this.lineBlocks[Math.floor(e / LINE_BLOCK)]?.[e % LINE_BLOCK] || undefined;
  }

  push(words: ArrayLike<number>, lines?: Uint16Array): void {
    if (this.done) return;
    if (lines) this.keepLines(lines, Math.min(words.length, this.cap - this.stats.events));
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

  /** `note`: the feeder's own word for a status the timeline reads as `cancelled`. */
  end(status: RunStatus, note: string | null = null): void {
    if (this.done) return;
    this.done = true;
    this.endNote = note;
    const counts = this.stats.counts();
    const result: RunResult = { status, counts, solutions: this.solutions };
    this.sampleChunk(true);
    const total = this.stats.events;
    const last = this.series.length >= 2 ? this.series[this.series.length - 2] : -1;
    if (last !== total) this.series.push(total, placementsOf(counts));
    this.timeline.finish(total, result);
    this.onUpdate();
  }

  lead(): void {}

  cancel(): void {
    this.done = true;
  }

  private keepLines(lines: Uint16Array, n: number): void {
    let at = this.stats.events;
    for (let i = 0; i < n;) {
      const block = Math.floor(at / LINE_BLOCK),
        offset = at % LINE_BLOCK;
      const into = (this.lineBlocks[block] ??= new Uint16Array(LINE_BLOCK));
      const take = Math.min(n - i, LINE_BLOCK - offset);
      into.set(lines.subarray(i, i + take), offset);
      i += take;
      at += take;
    }
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
    // Past the scanned events the sampler takes points at chunk starts, so it gets whole chunks there.
    if (this.chunkStart < this.sampler.scanEvents) this.pushSamples(this.sampler.sample(added, start, placements));
    this.timeline.growLastChunk(chunk.subarray(0, this.filled));
  }

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
