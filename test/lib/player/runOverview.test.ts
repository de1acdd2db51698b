import { describe, expect, it } from 'vitest';
import { K_BACKTRACK, K_PLACE, K_SOLUTION } from '../../../src/lib/engine/index.ts';
import { RunOverview } from '../../../src/lib/player/runOverview.ts';
import { Timeline } from '../../../src/lib/player/timeline.ts';
import { chunked, CLASSIC, EMPTY_4x4, straightLog } from './support/runs.ts';

/** A finished timeline holding the whole log of a run, cut into chunks of `size` events. */
function timelineOf(grid: typeof CLASSIC, log: Uint32Array, size: number, capacity = 1000): Timeline {
  const tl = new Timeline(grid.cells.slice(), { request: () => {} }, capacity);
  for (const c of chunked(grid, log, size)) tl.addChunk(c.head, c.words);
  return tl;
}

/** The expected summary, straight from the log: per bucket, depths from just before it to its end. */
function expected(log: Uint32Array, size: number) {
  const buckets = Math.ceil(log.length / size);
  const min = new Array(buckets).fill(Infinity), max = new Array(buckets).fill(-Infinity), backs = new Array(buckets).fill(0), sols = new Array(buckets).fill(0);
  let depth = 0;
  for (let e = 0; e < log.length; e++) {
    const b = Math.floor(e / size), k = log[e] & 7;
    if (e % size === 0) min[b] = max[b] = depth;
    if (k === K_PLACE) depth = log[e] >>> 15;
    else if (k === K_BACKTRACK) (depth--, backs[b]++);
    else if (k === K_SOLUTION) sols[b]++;
    min[b] = Math.min(min[b], depth);
    max[b] = Math.max(max[b], depth);
  }
  return { buckets, min, max, backs, sols };
}

describe('RunOverview', () => {
  it('summarises the depth per bucket and the placements per cell exactly, whatever the chunk size', () => {
    const { log, result } = straightLog(CLASSIC, 'naive');
    for (const chunk of [1000, 4096, 65536]) {
      const tl = timelineOf(CLASSIC, log, chunk);
      const o = new RunOverview(81);
      expect(o.ingest(tl)).toBe(log.length > chunk);
      expect(o.events).toBe(Math.floor((log.length - 1) / chunk) * chunk); // the last chunk may still grow
      tl.finish(log.length, result);
      o.ingest(tl);
      expect(o.events).toBe(log.length);
      expect(o.bucketSize).toBe(32); // 46,018 events in at most 2,048 buckets
      const x = expected(log, 32);
      expect(o.buckets).toBe(x.buckets);
      expect(Array.from(o.minDepth.subarray(0, o.buckets))).toEqual(x.min);
      expect(Array.from(o.maxDepth.subarray(0, o.buckets))).toEqual(x.max);
      expect(Array.from(o.backtracks.subarray(0, o.buckets))).toEqual(x.backs);
      expect(o.cellPlacements.reduce((a, b) => a + b, 0)).toBe(result.counts.placements);
      expect(o.complete).toBe(true);
      expect(o.peak()).toBe(result.counts.maxDepth);
    }
  });

  it('stays within its buckets on a long run by doubling their width, and keeps every backtrack and solution', () => {
    const { log, result } = straightLog(EMPTY_4x4, 'naive', { limit: 0 });
    const tl = timelineOf(EMPTY_4x4, log, 512);
    tl.finish(log.length, result);
    const o = new RunOverview(16, { buckets: 100, bucketSize: 8 });
    o.ingest(tl);
    expect(o.buckets).toBeLessThanOrEqual(100);
    const x = expected(log, o.bucketSize);
    expect(o.bucketSize).toBe(8 * 2 ** Math.ceil(Math.log2(log.length / 8 / 100)));
    expect(Array.from(o.minDepth.subarray(0, o.buckets))).toEqual(x.min);
    expect(Array.from(o.maxDepth.subarray(0, o.buckets))).toEqual(x.max);
    expect(Array.from(o.backtracks.subarray(0, o.buckets))).toEqual(x.backs);
    expect(Array.from(o.solutions.subarray(0, o.buckets))).toEqual(x.sols);
    expect(x.sols.reduce((a, b) => a + b, 0)).toBe(288);
  });

  it('says it is incomplete when chunks were evicted before it read them, and still spans the run', () => {
    const { log, result } = straightLog(CLASSIC, 'naive');
    const tl = timelineOf(CLASSIC, log, 1000, 4);
    tl.finish(log.length, result);
    const o = new RunOverview(81);
    o.ingest(tl);
    expect(o.complete).toBe(false);
    expect(o.events).toBe(log.length);
    expect(o.buckets).toBe(Math.ceil(log.length / 32));
    expect(o.cellPlacements.reduce((a, b) => a + b, 0)).toBeLessThan(result.counts.placements);
  });
});
