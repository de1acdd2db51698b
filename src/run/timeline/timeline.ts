import {
  applyPacked,
  K_ASSIGN,
  K_PLACE,
  kindOf,
  payloadOf,
  revertPacked,
  StreamStats,
  type Counters,
  copyCounters,
  countersOf,
  zeroCounters,
  type RunResult,
} from '../../core/index.ts';
import type { ChunkHead } from '../../workers/solverMessages.ts';
import { ChunkIndex } from './chunkIndex.ts';
import { ChunkStore } from './chunkStore.ts';
import { findNextEvent, type JumpKind } from './jumpSearch.ts';

/** Where evicted words come back from: the worker, or a fake in tests. Answers with `provideWords`. */
export interface ChunkSource {
  request(index: number): void;
}

export type { JumpKind } from './jumpSearch.ts';

/** 96 chunks of 2^16 events: 24 MB of words per run, the whole log of any run up to 6.3 million events. */
export const DEFAULT_CAPACITY = 96;

/**
 * One run's event log and cursor: the board and counters after `cursor` events. Moving is
 * synchronous; when a move needs words that were evicted, it asks the source for them, keeps its
 * state as it was, and finishes the move when they arrive (`waiting`).
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
  /** Words applied or reverted so far: a measure of work, for tests and benchmarks. */
  work = 0;
  /** Called when words arrive and a waiting move completes. */
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

  /**
   * The last chunk's words, grown: a recorded source fills its last chunk as events arrive, so they
   * can be played at once rather than a chunk later. `words` holds the chunk's events from its start.
   */
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

  /** The packed word of event `e`, or undefined while its chunk is away (it is then requested). */
  wordAt(e: number): number | undefined {
    if (e < 0 || e >= this.total) return undefined;
    const c = this.index.chunkOf(e);
    return this.words(c)?.[e - this.index.start(c)];
  }

  /** Applies up to `n` events; returns how many (fewer at the end of the known log or at missing words). */
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

  /** Reverts up to `n` events (last first); returns how many. */
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
    if (maxDepthStale) this.recomputeMaxDepth();
    this.work += done;
    this.settle();
    return done;
  }

  /** Puts the cursor at event `e` (clamped) from the nearest chunk start. False while waiting for words. */
  seek(e: number): boolean {
    this.waiting = null;
    const target = Math.max(0, Math.min(Math.floor(e), this.total));
    const c = this.index.chunkOf(target);
    if (c < 0) {
      this.board.set(this.givens);
      this.setStats(null, 0);
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
    this.setStats(this.index.countersAt(c), this.index.start(c));
    for (let i = 0; i < offset; i++) {
      applyPacked(this.board, words![i]);
      this.stats.add(words![i]);
    }
    this.work += offset;
    this.cursor = target;
    return this.settle();
  }

  /** Moves to event `e` by the cheapest way: stepping when near, seeking from a chunk start when far. */
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

  /** The next event of this kind at or after the cursor (see jumpSearch.ts). */
  findNext(kind: JumpKind): number | null | 'pending' {
    return findNextEvent(this, kind);
  }

  /** Runs `retry` once the words it waits for are here. */
  waitFor(retry: () => void): void {
    this.waiting = retry;
  }

  counters(): Counters {
    return countersOf(this.stats);
  }

  /** How many events chunk `c` holds (the last one's count grows until the run ends). */
  chunkLength(c: number): number {
    return (c + 1 < this.index.count ? this.index.start(c + 1) : this.total) - this.index.start(c);
  }

  /** The words of chunk `c`, or undefined while they are away (they are then asked for, once). */
  words(c: number): Uint32Array | undefined {
    const w = this.store.get(c);
    if (!w && c >= 0 && c < this.index.count && !this.requested.has(c)) {
      this.requested.add(c);
      this.source.request(c);
    }
    return w;
  }

  /** Pins the cursor's chunk and the one after, and asks for them ahead of need. */
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

  private setStats(c: Counters | null, events: number): void {
    const s = this.stats;
    copyCounters(c ?? zeroCounters(), s);
    s.failedChecks = 0; // not carried in chunk heads: the player does not show it
    s.events = events;
  }

  /** maxDepth only grows in StreamStats: after reverting past its peak, take it from the chunk start. */
  private recomputeMaxDepth(): void {
    const c = this.index.chunkOf(this.cursor);
    if (c < 0) {
      this.stats.maxDepth = 0;
      return;
    }
    let max = this.index.counter(c, 'maxDepth');
    const words = this.store.get(c);
    const offset = this.cursor - this.index.start(c);
    for (let i = 0; i < offset && words; i++) {
      const k = kindOf(words[i]);
      if (k === K_PLACE || k === K_ASSIGN) max = Math.max(max, payloadOf(words[i])); // both carry the depth
    }
    this.stats.maxDepth = max;
  }
}
