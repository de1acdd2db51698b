import type { SearchSnapshot } from '../core/index.ts';

/**
 * The search's snapshots at chunk starts, to make evicted chunks again: all of the first `dense` chunks, then every
 * `stride`-th, so memory stays bounded on 10^10 events.
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

  offer(index: number, snap: SearchSnapshot): void {
    if (index < this.dense || index % this.stride === 0) this.snaps.set(index, snap);
  }

  nearest(index: number): { base: number; snap: SearchSnapshot } | null {
    for (let i = index; i >= 0 && i >= index - this.stride; i--) {
      const snap = this.snaps.get(i);
      if (snap) return { base: i, snap };
    }
    return null;
  }
}
