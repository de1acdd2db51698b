/**
 * The packed words of recent chunks, least recently used evicted first, so a run of 10^8 events holds
 * a bounded amount of memory (capacity × 256 KB). Pinned chunks (around the cursor) and the chunk just
 * put are never evicted, so the store may hold up to 4 chunks when its capacity is smaller. Evicted
 * words are not lost: the worker makes them again from a snapshot on request.
 */
export class ChunkStore {
  private readonly words = new Map<number, Uint32Array>();
  private readonly pinned = new Set<number>();

  constructor(readonly capacity: number) {
    if (!(capacity >= 2)) throw new RangeError(`capacity must be at least 2 chunks, got ${capacity}`);
  }

  get size(): number {
    return this.words.size;
  }

  has(index: number): boolean {
    return this.words.has(index);
  }

  /** The words of chunk `index`, marking it most recently used; undefined when evicted or not yet here. */
  get(index: number): Uint32Array | undefined {
    const w = this.words.get(index);
    if (w) {
      this.words.delete(index);
      this.words.set(index, w);
    }
    return w;
  }

  put(index: number, words: Uint32Array): void {
    this.words.delete(index);
    this.words.set(index, words);
    this.evict(index);
  }

  /** Keeps exactly these chunks from eviction (replacing the previous pins). */
  pin(indices: number[]): void {
    this.pinned.clear();
    for (const i of indices) this.pinned.add(i);
  }

  clear(): void {
    this.words.clear();
    this.pinned.clear();
  }

  /** Evicts least recently used chunks down to capacity, never a pinned one nor the one just put. */
  private evict(keep: number): void {
    if (this.words.size <= this.capacity) return;
    for (const index of this.words.keys()) {
      if (this.words.size <= this.capacity) return;
      if (index !== keep && !this.pinned.has(index)) this.words.delete(index);
    }
  }
}
