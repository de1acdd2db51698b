/**
 * The words of recent chunks, least recently used evicted first, so any run holds capacity × 256 KB;
 * pinned chunks and the one just put stay, so a smaller capacity may hold up to 4.
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

  /** Marks the chunk most recently used; undefined when evicted or not yet here. */
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

  /** Replaces the previous pins. */
  pin(indices: number[]): void {
    this.pinned.clear();
    for (const i of indices) this.pinned.add(i);
  }

  clear(): void {
    this.words.clear();
    this.pinned.clear();
  }

  private evict(keep: number): void {
    if (this.words.size <= this.capacity) return;
    for (const index of this.words.keys()) {
      if (this.words.size <= this.capacity) return;
      if (index !== keep && !this.pinned.has(index)) this.words.delete(index);
    }
  }
}
