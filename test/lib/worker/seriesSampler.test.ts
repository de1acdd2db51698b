import { describe, expect, it } from 'vitest';
import { K_PLACE, packPlace, packCheckOk } from '../../../src/lib/engine/index.ts';
import { SeriesSampler } from '../../../src/lib/worker/seriesSampler.ts';
import { CLASSIC, straightLog } from '../player/support/runs.ts';

describe('SeriesSampler', () => {
  it('samples the placements so far at each chosen event, across chunks', () => {
    const { log } = straightLog(CLASSIC, 'naive');
    const s = new SeriesSampler();
    const points: number[] = [];
    for (let start = 0; start < log.length; start += 1000) points.push(...s.sample(log.subarray(start, start + 1000), start));
    let placements = 0, p = 0;
    for (let e = 0; e <= log.length && p < points.length; e++) {
      if (points[p] === e) {
        expect(points[p + 1]).toBe(placements);
        p += 2;
      }
      if (e < log.length && (log[e] & 7) === K_PLACE) placements++;
    }
    expect(p).toBe(points.length);
    expect(points.slice(0, 6)).toEqual([0, 0, 1, 0, 2, points[5]]);
  });

  it('stays short however long the run: under 2,000 points up to 10^9 events', () => {
    const s = new SeriesSampler();
    // The sampler's thresholds up to 10^9, counted directly (feeding it 10^9 words would take seconds).
    let next = 0, count = 0;
    while (next <= 1e9) {
      count++;
      next = Math.max(next + 1, Math.floor(next * 1.012));
    }
    expect(count).toBeLessThan(2000);
    const words = new Uint32Array(5000).fill(packCheckOk(0, 1));
    words[10] = packPlace(0, 1, 1);
    const pts = s.sample(words, 0);
    const es = Array.from(pts).filter((_, i) => i % 2 === 0);
    let t = 0;
    const want: number[] = [];
    while (t <= 5000) {
      want.push(t);
      t = Math.max(t + 1, Math.floor(t * 1.012));
    }
    expect(es).toEqual(want);
  });
});
