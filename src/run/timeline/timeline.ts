import {
  applyPacked,
  K_ASSIGN,
  K_PLACE,
  kindOf,
  payloadOf,
  revertPacked,
  StreamStats,
  type Counters,
  countersOf,
  type RunResult,
} from '../../core/index.ts';
import type { ChunkHead } from '../../workers/solverMessages.ts';
import { ChunkIndex } from './chunkIndex.ts';
import { ChunkStore } from './chunkStore.ts';
import { maxDepthAt, restoreStats } from './cursorStats.ts';
import { findNextEvent, type JumpKind } from './jumpSearch.ts';

/** Where evicted words come back from; it answers through `provideWords`. */
export interface ChunkSource {
  request(index: number): void;
}

export type { JumpKind } from './jumpSearch.ts';

/** 96 chunks of 2^16 events: 24 MB of words per run, the whole log of any run up to 6.3 million events. */
export const DEFAULT_CAPACITY = 96;

/**
 * One run's event log and cursor: the board and counters after `cursor` events. A move that needs
 * evicted words asks the source for them, keeps its state, and finishes when they arrive.
 */
export class Timeline {
  readonly index: ChunkIndex;
  readonly store: ChunkStore;
  readonly board: Uint8Array;
  readonly stats = new StreamStats();
  cursor = 0;
  total = 0;
  finished = false;
  result: RunResult | null = null;
  /** Words applied or reverted so far, for tests. */
  work = 0;
  onSettle: (() => void) | null = null;
  private waiting: (() => void) | null = null;
  private readonly requested = new Set<number>();

  constructor(
    readonly givens: Uint8Array,
    private readonly source: ChunkSource,
    capacity = DEFAULT_CAPACITY,
  ) {
    this.index = new ChunkIndex(givens.length);
    this.store = new ChunkStore(capacity);
    this.board = givens.slice();
  }

  get pending(): boolean {
    return this.waiting !== null;
  }

  addChunk(head: ChunkHead, words: Uint32Array): void {
    this.index.push(head);
    this.store.put(head.index, words);
    this.total = head.start + words.length;
    this.retry();
  }

  /** Replaces the last chunk's words (from its start) with more, so a recorded run plays as it arrives. */
  growLastChunk(words: Uint32Array): void {
    const last = this.index.count - 1;
    this.store.put(last, words);
    this.total = this.index.start(last) + words.length;
    this.retry();
  }

  provideWords(index: number, words: Uint32Array): void {
    this.requested.delete(index);
    this.store.put(index, words);
    this.retry();
  }

  finish(total: number, result: RunResult): void {
    this.total = total;
    this.finished = true;
    this.result = result;
    this.retry();
  }

  /** Undefined while its chunk is away (it is then requested). */
  wordAt(e: number): number | undefined {
    if (e < 0 || e >= this.total) return undefined;
    const c = this.index.chunkOf(e);
    return this.words(c)?.[e - this.index.start(c)];
  }

  /** Applies up to `n` events; fewer at the end of the known log or at missing words. */
  advance(n: number): number {
    this.waiting = null;
    let done = 0;
    const board = this.board,
      stats = this.stats;
    while (done < n && this.cursor < this.total) {
      const c = this.index.chunkOf(this.cursor);
      const words = this.words(c);
      if (!words) break;
      const from = this.cursor - this.index.start(c);
      const to = Math.min(words.length, from + (n - done));
      for (let i = from; i < to; i++) {
        applyPacked(board, words[i]);
        stats.add(words[i]);
      }
      done += to - from;
      this.cursor += to - from;
    }
    this.work += done;
    this.settle();
    return done;
  }

  stepBack(n = 1): number {
    this.waiting = null;
    let done = 0;
    let maxDepthStale = false;
    const board = this.board,
      stats = this.stats;
    while (done < n && this.cursor > 0) {
      const c = this.index.chunkOf(this.cursor - 1);
      const words = this.words(c);
      if (!words) break;
      const start = this.index.start(c);
      const to = this.cursor - start;
      const from = Math.max(0, to - (n - done));
      for (let i = to - 1; i >= from; i--) {
        const w = words[i];
        if ((kindOf(w) === K_PLACE || kindOf(w) === K_ASSIGN) && payloadOf(w) >= stats.maxDepth) maxDepthStale = true;
        revertPacked(board, w);
        stats.remove(w);
      }
      done += to - from;
      this.cursor = start + from;
    }
    if (maxDepthStale) this.stats.maxDepth = maxDepthAt(this.index, this.store, this.cursor);
    this.work += done;
    this.settle();
    return done;
  }

  /** Replays from the nearest chunk start; false while waiting for words. */
  seek(e: number): boolean {
    this.waiting = null;
    const target = Math.max(0, Math.min(Math.floor(e), this.total));
    const c = this.index.chunkOf(target);
    if (c < 0) {
      this.board.set(this.givens);
      restoreStats(this.stats, null, 0);
      this.cursor = 0;
      return this.settle();
    }
    const offset = target - this.index.start(c);
    const words = offset > 0 ? this.words(c) : undefined;
    if (offset > 0 && !words) {
      this.waiting = () => this.seek(target);
      return false;
    }
    this.index.copyBoard(c, this.board);
    restoreStats(this.stats, this.index.countersAt(c), this.index.start(c));
    for (let i = 0; i < offset; i++) {
      applyPacked(this.board, words![i]);
      this.stats.add(words![i]);
    }
    this.work += offset;
    this.cursor = target;
    return this.settle();
  }

  /** Steps when near, seeks from a chunk start when far. */
  moveTo(e: number): boolean {
    const target = Math.max(0, Math.min(Math.floor(e), this.total));
    const delta = target - this.cursor;
    if (delta === 0) return this.settle();
    const c = this.index.chunkOf(target);
    const seekCost = c < 0 ? 0 : target - this.index.start(c);
    if (Math.abs(delta) > seekCost) return this.seek(target);
    if (delta > 0) this.advance(delta);
    else this.stepBack(-delta);
    if (this.cursor === target) return true;
    this.waiting = () => this.moveTo(target);
    return false;
  }

  findNext(kind: JumpKind): number | null | 'pending' {
    return findNextEvent(this, kind);
  }

  waitFor(retry: () => void): void {
    this.waiting = retry;
  }

  counters(): Counters {
    return countersOf(this.stats);
  }

  /** The last chunk's count grows until the run ends. */
  chunkLength(c: number): number {
    return (c + 1 < this.index.count ? this.index.start(c + 1) : this.total) - this.index.start(c);
  }

  /** Undefined while they are away (they are then asked for, once). */
  words(c: number): Uint32Array | undefined {
    const w = this.store.get(c);
    if (!w && c >= 0 && c < this.index.count && !this.requested.has(c)) {
      this.requested.add(c);
      this.source.request(c);
    }
    return w;
  }

  /** Pins the chunks around the cursor and asks for them ahead of need. */
  private settle(): true {
    const c = Math.max(0, this.index.chunkOf(this.cursor));
    const keep = [c, c + 1];
    if (this.cursor > 0) keep.push(this.index.chunkOf(this.cursor - 1));
    this.store.pin(keep);
    for (const k of keep) if (k < this.index.count) this.words(k);
    return true;
  }

  private retry(): void {
    const w = this.waiting;
    if (!w) return;
    this.waiting = null;
    w();
    if (!this.waiting) this.onSettle?.();
  }
}
