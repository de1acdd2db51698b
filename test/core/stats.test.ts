import { describe, expect, it } from 'vitest';
import { StreamStats, unpack, zeroCounts } from '../../src/core/index.ts';
import { fixtureGrids } from '../helpers/fixtures.ts';
import { collectPacked } from '../helpers/runs.ts';

describe('StreamStats', () => {
  const grid = fixtureGrids('pe96.txt')[1];

  it.each(['naive', 'mrv', 'propagate', 'dlx', 'fc', 'mac', 'cbj'] as const)(
    'counts a %s stream exactly as the run reports (but guesses, which a stream does not tell), and tracks the depth',
    (algo) => {
      const { words, result } = collectPacked(grid, algo, { limit: 2 });
      const stats = new StreamStats();
      let failed = 0;
      for (const w of words) {
        stats.add(w);
        if ((w & 7) === 1) failed++;
      }
      expect(stats.counts().guesses).toBe(0);
      expect({ ...stats.counts(), guesses: result.counts.guesses }).toEqual(result.counts);
      expect(stats.events).toBe(words.length);
      expect(stats.failedChecks).toBe(failed);
      expect(stats.depth).toBe(result.counts.placements + result.counts.assigns - result.counts.backtracks);
    },
  );

  it('follows a cursor back: removing every event (last first) returns to zero, but keeps the deepest depth', () => {
    const { words, result } = collectPacked(grid, 'naive', { budget: 5000 });
    const stats = new StreamStats();
    stats.addAll(words);
    for (let i = words.length - 1; i >= 0; i--) stats.remove(words[i]);
    expect(stats.counts()).toEqual({ ...zeroCounts(), maxDepth: result.counts.maxDepth });
    expect(stats.events).toBe(0);
    expect(stats.depth).toBe(0);
    expect(stats.failedChecks).toBe(0);
  });

  it.each([
    ['cbj', { limit: 2 }],
    ['mac', { limit: 2 }],
    ['minconflicts', { seed: 3, budget: 2_000 }],
  ] as const)(
    'follows a cursor back over a %s stream: at every event its own counts equal those on the way forward',
    (algo, options) => {
      const { words, result } = collectPacked(grid, algo, options);
      const own = { mac: 'revisions', cbj: 'jumpedOver', minconflicts: 'restarts' } as const;
      expect(result.counts[own[algo]]).toBeGreaterThan(0);
      const stats = new StreamStats();
      const seen: string[] = [];
      const key = () => JSON.stringify({ ...stats.counts(), maxDepth: 0 });
      for (const w of words) {
        seen.push(key());
        stats.add(w);
      }
      expect({ ...stats.counts(), guesses: result.counts.guesses }).toEqual(result.counts);
      for (let i = words.length - 1; i >= 0; i--) {
        stats.remove(words[i]);
        if (key() !== seen[i]) expect(key(), `event ${i}`).toBe(seen[i]);
      }
    },
  );

  it('counts the cells a jump skips while it erases them: never one less mid-jump, never going down', () => {
    const { words, result } = collectPacked(grid, 'cbj', { limit: 2 });
    const events = Array.from(words, unpack);
    // A jump's erasures are the backtracks right after it; the last is the cell it lands on, unless it lands on none.
    const expected: number[] = [];
    let before = 0,
      erased = 0,
      skips = 0;
    events.forEach((e, i) => {
      if (e.type === 'jump') {
        let run = 0;
        while (events[i + 1 + run]?.type === 'backtrack') run++;
        before += Math.min(erased, skips);
        [erased, skips] = [0, e.to === null ? run : run - 1];
      } else if (e.type === 'backtrack') erased++;
      expected.push(before + Math.min(erased, skips));
    });
    expect(events.filter((e) => e.type === 'jump').length).toBeGreaterThan(5);
    const stats = new StreamStats();
    const seen = words.map((w) => (stats.add(w), stats.jumpedOver));
    const firstWrong = seen.findIndex((v, i) => v !== expected[i]);
    expect(firstWrong, `event ${firstWrong}: ${seen[firstWrong]} against ${expected[firstWrong]}`).toBe(-1);
    expect(stats.jumpedOver).toBe(result.counts.jumpedOver);
  });

  it('follows a cursor back over a propagating stream: eliminations and assigns return to zero', () => {
    const { words, result } = collectPacked(fixtureGrids('norvig_top95.txt')[0], 'propagate', {});
    expect(result.counts.assigns).toBeGreaterThan(0);
    const stats = new StreamStats();
    stats.addAll(words);
    expect([stats.assigns, stats.eliminations]).toEqual([result.counts.assigns, result.counts.eliminations]);
    for (let i = words.length - 1; i >= 0; i--) stats.remove(words[i]);
    expect(stats.counts()).toEqual({ ...zeroCounts(), maxDepth: result.counts.maxDepth });
    expect(stats.depth).toBe(0);
  });

  it('counts the wipe-outs of a forward checking stream, and gives them back when the cursor goes back', () => {
    const { words, result } = collectPacked(grid, 'fc', {});
    expect(result.counts.wipeouts).toBeGreaterThan(0);
    const stats = new StreamStats();
    stats.addAll(words);
    expect(stats.wipeouts).toBe(words.filter((w) => (w & 7) === 6 && w & (1 << 15)).length);
    expect(stats.wipeouts).toBe(result.counts.wipeouts);
    for (let i = words.length - 1; i >= 0; i--) stats.remove(words[i]);
    expect(stats.wipeouts).toBe(0);
  });

  it('counts a stretch of a log with addAll(from, to), and copies another tally', () => {
    const { words } = collectPacked(grid, 'mrv', {});
    const whole = new StreamStats();
    whole.addAll(words);
    const parts = new StreamStats();
    parts.addAll(words, 0, 10);
    parts.addAll(words, 10);
    expect(parts).toEqual(whole);
    const copy = new StreamStats();
    copy.copyFrom(whole);
    expect(copy).toEqual(whole);
  });
});
