import type { SearchSnapshot } from '../core/index.ts';

/**
 * The search's snapshots at chunk starts, from which the worker makes evicted chunks again. Every
 * chunk's is kept for the first `dense` chunks (2^14 chunks: about 10^9 events, ~11 MB), then every
 * `stride`-th one, so a run of 10^10 events costs tens of megabytes, not hundreds; a chunk past the
 * dense part is made by filling up to `stride` chunks from the nearest snapshot (~0.4 ms each).
 */
export class SnapshotStore {
  private readonly snaps = new Map<number, SearchSnapshot>();

  constructor(
    readonly dense = 2 ** 14,
    readonly stride = 8,
  ) {}

  get size(): number {
    return this.snaps.size;
  }

  /** Offers the snapshot taken at the start of chunk `index`; it is kept or not by the rule above. */
  offer(index: number, snap: SearchSnapshot): void {
    if (index < this.dense || index % this.stride === 0) this.snaps.set(index, snap);
  }

  /** The kept snapshot nearest at or before chunk `index`, and the chunk it belongs to. */
  nearest(index: number): { base: number; snap: SearchSnapshot } | null {
    for (let i = index; i >= 0 && i >= index - this.stride; i--) {
      const snap = this.snaps.get(i);
      if (snap) return { base: i, snap };
    }
    return null;
  }
}
