import { describe, expect, it } from 'vitest';
import { batches, K_PLACE, StreamStats } from '../../src/core/index.ts';
import { minConflictsSearch } from '../../src/core/solvers/minConflictsSearch.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { SeriesSampler } from '../../src/core/seriesSampler.ts';
import { CLASSIC, straightLog } from '../run/support/runs.ts';

/** Placements among the first e events, for every e. */
function placementsBefore(log: Uint32Array): Int32Array {
  const p = new Int32Array(log.length + 1);
  for (let i = 0; i < log.length; i++) p[i + 1] = p[i] + ((log[i] & 7) === K_PLACE ? 1 : 0);
  return p;
}

function sampleAll(log: Uint32Array, chunk: number, sampler: SeriesSampler): number[] {
  const before = placementsBefore(log);
  const points: number[] = [];
  for (let start = 0; start < log.length; start += chunk)
    points.push(...sampler.sample(log.subarray(start, start + chunk), start, before[start]));
  return points;
}

describe('SeriesSampler', () => {
  const { log } = straightLog(CLASSIC, 'naive');
  const before = placementsBefore(log);

  it('samples the placements so far, densely at first and then at a constant ratio', () => {
    const points = sampleAll(log, 1000, new SeriesSampler());
    const es = points.filter((_, i) => i % 2 === 0);
    for (let i = 0; i < points.length; i += 2) expect(points[i + 1]).toBe(before[points[i]]);
    expect(es.slice(0, 5)).toEqual([0, 1, 2, 3, 4]);
    const want: number[] = [];
    for (let t = 0; t <= log.length; t = Math.max(t + 1, Math.floor(t * 1.012))) want.push(t);
    expect(es).toEqual(want);
  });

  it('past its scan limit takes points at chunk starts only, still exact', () => {
    const points = sampleAll(log, 1000, new SeriesSampler(1.012, 5000));
    const es = points.filter((_, i) => i % 2 === 0);
    for (let i = 0; i < points.length; i += 2) expect(points[i + 1]).toBe(before[points[i]]);
    expect(es.filter((e) => e > 6000).every((e) => e % 1000 === 0)).toBe(true);
    expect(es.filter((e) => e > 6000).length).toBeGreaterThan(10);
    expect(new Set(es).size).toBe(es.length);
  });

  it('stays short however long the run: under 2,000 points over 10^9 events', () => {
    const sampler = new SeriesSampler();
    const chunk = new Uint32Array(65536); // all passing checks: placements do not matter here
    let points = 0;
    for (let start = 0; start < 1e9; start += chunk.length) points += sampler.sample(chunk, start, 0).length / 2;
    expect(points).toBeGreaterThan(1000);
    expect(points).toBeLessThan(2000);
  });
});

describe("SeriesSampler on min-conflicts' stream", () => {
  it("counts the full assignment's digits as placements, as the run's counters do", () => {
    const grid = gridFromLine('.'.repeat(16));
    const words = [...batches(minConflictsSearch(grid, { seed: 3 }))].flatMap((b) => [...b]);
    const points = new SeriesSampler().sample(Uint32Array.from(words), 0, 0);
    const stats = new StreamStats();
    for (let i = 0, e = 0; i < points.length; i += 2) {
      while (e < points[i]) stats.add(words[e++]);
      expect(points[i + 1]).toBe(stats.placements);
    }
    expect(points.at(-1)).toBeGreaterThanOrEqual(16);
  });
});
