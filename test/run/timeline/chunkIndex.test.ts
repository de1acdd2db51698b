import { describe, expect, it } from 'vitest';
import { ChunkIndex } from '../../../src/run/timeline/chunkIndex.ts';
import { zeroCounters } from '../../../src/core/index.ts';

function head(index: number, start: number) {
  return {
    index,
    start,
    board: new Uint8Array(81).fill(index % 10),
    counters: { ...zeroCounters(), placements: index * 3, maxDepth: index },
  };
}

describe('ChunkIndex', () => {
  it('finds the chunk holding any event by its start', () => {
    const x = new ChunkIndex(81);
    for (let i = 0; i < 200; i++) x.push(head(i, i * 100));
    expect(x.chunkOf(0)).toBe(0);
    expect(x.chunkOf(99)).toBe(0);
    expect(x.chunkOf(100)).toBe(1);
    expect(x.chunkOf(19_950)).toBe(199);
    expect(x.chunkOf(1e9)).toBe(199);
  });

  it('answers -1 before any chunk has arrived', () => {
    expect(new ChunkIndex(81).chunkOf(0)).toBe(-1);
  });

  it('keeps each chunk head as it came, across growth', () => {
    const x = new ChunkIndex(81);
    for (let i = 0; i < 300; i++) x.push(head(i, i * 7));
    const board = new Uint8Array(81);
    x.copyBoard(257, board);
    expect(board.every((v) => v === 7)).toBe(true);
    expect(x.countersAt(257)).toEqual({ ...zeroCounters(), placements: 771, maxDepth: 257 });
    expect(x.counter(12, 'placements')).toBe(36);
    expect(x.start(299)).toBe(2093);
  });

  it('refuses a chunk out of order', () => {
    const x = new ChunkIndex(81);
    expect(() => x.push(head(1, 0))).toThrow(RangeError);
  });
});
