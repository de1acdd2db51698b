import { describe, expect, it } from 'vitest';
import type { SearchSnapshot } from '../../src/core/index.ts';
import { SnapshotStore } from '../../src/workers/snapshotStore.ts';

const snap = (i: number) => ({ depth: i }) as unknown as SearchSnapshot;

describe('SnapshotStore', () => {
  it('keeps every snapshot in the dense part and one per stride after it', () => {
    const s = new SnapshotStore(10, 4);
    for (let i = 0; i < 40; i++) s.offer(i, snap(i));
    expect(s.size).toBe(10 + 7); // 0..9, then 12, 16, ..., 36
    expect(s.nearest(7)).toEqual({ base: 7, snap: snap(7) });
    expect(s.nearest(10)?.base).toBe(9);
    expect(s.nearest(23)?.base).toBe(20);
    expect(s.nearest(24)?.base).toBe(24);
  });

  it('finds nothing before the first snapshot', () => {
    expect(new SnapshotStore().nearest(3)).toBeNull();
  });
});
