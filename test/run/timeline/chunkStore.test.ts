import { describe, expect, it } from 'vitest';
import { ChunkStore } from '../../../src/run/timeline/chunkStore.ts';

const words = (i: number) => Uint32Array.of(i);

describe('ChunkStore', () => {
  it('evicts the least recently used chunk beyond its capacity', () => {
    const s = new ChunkStore(3);
    for (const i of [0, 1, 2]) s.put(i, words(i));
    s.get(0);
    s.put(3, words(3));
    expect([0, 1, 2, 3].filter((i) => s.has(i))).toEqual([0, 2, 3]);
    expect(s.size).toBe(3);
  });

  it('never evicts a pinned chunk', () => {
    const s = new ChunkStore(2);
    s.put(0, words(0));
    s.pin([0]);
    for (let i = 1; i < 10; i++) s.put(i, words(i));
    expect(s.has(0)).toBe(true);
    expect(s.has(9)).toBe(true);
    expect(s.size).toBe(2);
  });

  it('keeps the chunk just put even when everything else is pinned', () => {
    const s = new ChunkStore(2);
    s.put(0, words(0));
    s.put(1, words(1));
    s.pin([0, 1]);
    s.put(5, words(5));
    expect(s.get(5)?.[0]).toBe(5);
  });

  it('hands back undefined for a chunk it does not hold', () => {
    expect(new ChunkStore(2).get(4)).toBeUndefined();
  });

  it('refuses a capacity below two chunks', () => {
    expect(() => new ChunkStore(1)).toThrow(RangeError);
  });
});
