import { describe, expect, it } from 'vitest';
import { K_BACKTRACK, K_PLACE, K_SOLUTION } from '../../src/core/index.ts';
import { RunOverview } from '../../src/core/runOverview.ts';
import { serve } from '../../src/workers/rpc.ts';
import { solverHandlers } from '../../src/workers/solverHost.ts';
import type { SolveMessage, SolverCalls } from '../../src/workers/solverMessages.ts';
import { chunked, CLASSIC, EMPTY_4x4, straightLog } from '../run/support/runs.ts';

/** The expected summary, straight from the log: per bucket, depths from just before it to its end. */
function expected(log: Uint32Array, size: number) {
  const buckets = Math.ceil(log.length / size);
  const min = new Array(buckets).fill(Infinity),
    max = new Array(buckets).fill(-Infinity),
    backs = new Array(buckets).fill(0),
    sols = new Array(buckets).fill(0);
  let depth = 0;
  for (let e = 0; e < log.length; e++) {
    const b = Math.floor(e / size),
      k = log[e] & 7;
    if (e % size === 0) min[b] = max[b] = depth;
    if (k === K_PLACE) depth = log[e] >>> 15;
    else if (k === K_BACKTRACK) {
      depth--;
      backs[b]++;
    } else if (k === K_SOLUTION) sols[b]++;
    min[b] = Math.min(min[b], depth);
    max[b] = Math.max(max[b], depth);
  }
  return { buckets, min, max, backs, sols };
}

/** The summary's buckets in use, as plain arrays. */
function summaryOf(o: RunOverview) {
  return {
    bucketSize: o.bucketSize,
    events: o.events,
    min: Array.from(o.minDepth.subarray(0, o.buckets)),
    max: Array.from(o.maxDepth.subarray(0, o.buckets)),
    backs: Array.from(o.backtracks.subarray(0, o.buckets)),
    sols: Array.from(o.solutions.subarray(0, o.buckets)),
    cells: Array.from(o.cellPlacements),
  };
}

describe('RunOverview', () => {
  it('summarises the depth per bucket and the placements per cell exactly, whatever the chunk size', () => {
    const { log, result } = straightLog(CLASSIC, 'naive');
    for (const chunk of [1000, 4096, 65536]) {
      const o = new RunOverview(81);
      for (const c of chunked(CLASSIC, log, chunk)) o.read(c.words, c.head.start, c.head.counters.depth);
      expect(o.events).toBe(log.length);
      expect(o.bucketSize).toBe(32); // 46,018 events in at most 2,048 buckets
      const x = expected(log, 32);
      expect(o.buckets).toBe(x.buckets);
      expect(Array.from(o.minDepth.subarray(0, o.buckets))).toEqual(x.min);
      expect(Array.from(o.maxDepth.subarray(0, o.buckets))).toEqual(x.max);
      expect(Array.from(o.backtracks.subarray(0, o.buckets))).toEqual(x.backs);
      expect(o.cellPlacements.reduce((a, b) => a + b, 0)).toBe(result.counts.placements);
      expect(o.peak()).toBe(result.counts.maxDepth);
    }
  });

  it('stays within its buckets on a long run by doubling their width, and keeps every backtrack and solution', () => {
    const { log } = straightLog(EMPTY_4x4, 'naive', { limit: 0 });
    const o = new RunOverview(16, { buckets: 100, bucketSize: 8 });
    for (const c of chunked(EMPTY_4x4, log, 512)) o.read(c.words, c.head.start, c.head.counters.depth);
    expect(o.buckets).toBeLessThanOrEqual(100);
    const x = expected(log, o.bucketSize);
    expect(o.bucketSize).toBe(8 * 2 ** Math.ceil(Math.log2(log.length / 8 / 100)));
    expect(Array.from(o.minDepth.subarray(0, o.buckets))).toEqual(x.min);
    expect(Array.from(o.maxDepth.subarray(0, o.buckets))).toEqual(x.max);
    expect(Array.from(o.backtracks.subarray(0, o.buckets))).toEqual(x.backs);
    expect(Array.from(o.solutions.subarray(0, o.buckets))).toEqual(x.sols);
    expect(x.sols.reduce((a, b) => a + b, 0)).toBe(288);
  });

  it('rebuilds an identical copy from its patches, chunk after chunk, across every widening', () => {
    const { log } = straightLog(EMPTY_4x4, 'naive', { limit: 0 });
    const source = new RunOverview(16, { buckets: 16 });
    const copy = new RunOverview(16, { buckets: 16 });
    let widenings = 0,
      small = 0;
    for (const c of chunked(EMPTY_4x4, log, 100)) {
      const before = source.bucketSize;
      source.read(c.words, c.head.start, c.head.counters.depth);
      const p = source.patch();
      if (source.bucketSize !== before) widenings++;
      else if (source.bucketSize > 100) small += Number(p.minDepth.length <= 2);
      copy.apply(p);
      expect(summaryOf(copy)).toEqual(summaryOf(source));
    }
    expect(widenings).toBeGreaterThan(3);
    expect(small).toBeGreaterThan(10); // buckets wider than a chunk: a patch carries one or two of them
  });

  it('is summarised in the worker: the patches sent with the chunks add up to the straight summary', () => {
    const posted: SolveMessage[] = [];
    const tasks: Array<() => void> = [];
    const handlers = solverHandlers({ schedule: (cb) => tasks.push(cb), now: () => performance.now() });
    const receive = serve<SolverCalls>((w) => {
      if ('msg' in w) posted.push(w.msg as SolveMessage);
    }, handlers);
    receive({
      id: 1,
      call: 'solve',
      req: { algo: 'naive', n: CLASSIC.n, cells: CLASSIC.cells.slice(), limit: 1, chunkEvents: 1000 },
    });
    while (tasks.length) tasks.shift()!();
    const page = new RunOverview(81);
    for (const m of posted) if (m.type === 'chunk') page.apply(m.overview);
    const { log } = straightLog(CLASSIC, 'naive');
    const straight = new RunOverview(81);
    straight.read(log, 0, 0);
    expect(summaryOf(page)).toEqual(summaryOf(straight));
  });
});
