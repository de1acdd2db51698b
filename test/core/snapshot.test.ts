import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  type AlgorithmId,
  type Grid,
  placementsOf,
  type Search,
  type SolveOptions,
} from '../../src/core/index.ts';
import { fixtureGrids } from '../helpers/fixtures.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { StreamDigest } from '../helpers/runs.ts';
import { ALGOS as ALGOS_WITH_CHECKS, ALL_ALGOS as ALGOS } from '../helpers/puzzleSets.ts';

/*
 * snapshot()/restore() is how the player regenerates any stretch of a long run without storing it:
 * a search restored from a snapshot must go on with exactly the events the original would have sent.
 */

const CASES: { name: string; grid: Grid; options: SolveOptions }[] = [
  { name: 'PE96 #1, limit 2', grid: fixtureGrids('pe96.txt')[0], options: { limit: 2 } },
  { name: 'top95 #2, budget 20,000', grid: fixtureGrids('norvig_top95.txt')[1], options: { budget: 20_000 } },
  {
    name: 'serg #1, all solutions',
    grid: fixtureGrids('serg_benchmark_multisolution_first20.txt')[0],
    options: { limit: 0 },
  },
  { name: 'empty 4×4, all solutions', grid: gridFromLine('................'), options: { limit: 0 } },
  { name: '16×16, limit 2', grid: fixtureGrids('generated_16x16.txt')[0], options: { limit: 2 } },
];

/** Runs a search to its end in batches of `batch` events; the digest of what it sent and its result. */
function finish(search: Search, batch = 997) {
  const digest = new StreamDigest();
  const buf = new Uint32Array(Math.max(batch, search.room));
  while (!search.done) {
    const n = search.fill(buf);
    digest.addAll(buf.subarray(0, n));
  }
  return { digest: digest.toString(), result: search.result() };
}

const eventCount = (digest: string) => Number(digest.split(' ')[0]);

/** Advances a search by about `events` events. */
function advance(search: Search, events: number): void {
  const buf = new Uint32Array(Math.max(101, search.room));
  let sent = 0;
  while (!search.done && sent < events) sent += search.fill(buf);
}

describe.each(ALGOS)('%s snapshots', (algo: AlgorithmId) => {
  const factory = ALGORITHMS[algo].search;

  it.each(CASES.map((c) => [c.name, c] as const))(
    '%s: a restored search continues with the identical remaining stream',
    (_, c) => {
      const total = eventCount(finish(factory(c.grid, c.options)).digest);
      for (const at of [0, 1, total / 3, total - 2]) {
        const original = factory(c.grid, c.options);
        advance(original, at);
        const snap = structuredClone(original.snapshot()); // plain data: it survives a trip to a worker
        const fresh = factory(c.grid, c.options);
        fresh.restore(snap);
        expect(finish(fresh)).toEqual(finish(original));
      }
    },
  );

  it('restores into a search that has already run further, or has finished', () => {
    const c = CASES[1];
    const total = eventCount(finish(factory(c.grid, c.options)).digest);
    const original = factory(c.grid, c.options);
    advance(original, total / 3);
    const snap = original.snapshot();
    const expected = finish(original);

    const ahead = factory(c.grid, c.options);
    advance(ahead, (2 * total) / 3);
    expect(ahead.done).toBe(false);
    ahead.restore(snap);
    expect(finish(ahead)).toEqual(expected);

    const done = factory(c.grid, c.options);
    finish(done);
    done.restore(snap);
    expect(done.done).toBe(false);
    expect(finish(done)).toEqual(expected);
  });

  it('can snapshot a finished search: restored, it stays finished with the same result', () => {
    const c = CASES[0];
    const original = factory(c.grid, c.options);
    const { result } = finish(original);
    const snap = original.snapshot();
    expect(snap.done).toBe(true);
    const restored = factory(c.grid, c.options);
    restored.restore(snap);
    expect(restored.done).toBe(true);
    expect(restored.fill(new Uint32Array(1024))).toBe(0);
    expect(restored.result()).toEqual(result);
  });

  it('reports status cancelled and the counts so far before the end', () => {
    const search = factory(CASES[1].grid, CASES[1].options);
    // Logic needs only a few hundred events on this puzzle.
    advance(search, 100);
    const r = search.result();
    expect(search.done).toBe(false);
    expect(r.status).toBe('cancelled');
    expect(placementsOf(r.counts)).toBeGreaterThan(0);
    if ((ALGOS_WITH_CHECKS as AlgorithmId[]).includes(algo)) expect(r.counts.checks).toBeGreaterThan(0);
  });
});
