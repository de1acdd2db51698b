import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  isSolved,
  naiveOrderedSearch,
  pack,
  type Grid,
  type Search,
  type SolveOptions,
} from '../../../src/core/index.ts';
import { referenceSolve } from '../../reference/referenceSolver.ts';
import { fixtureGrids, tdokuPuzzles } from '../../helpers/fixtures.ts';
import { gridFromLine, lineFromCells } from '../../helpers/gridText.ts';
import { StreamDigest } from '../../helpers/runs.ts';

/*
 * Naive and MRV in every value order against the independent reference solver, event for event.
 * Naive's other orders run their own loop (naiveOrderedSearch.ts says why): in ascending order it must
 * give naiveSearch's very stream. Short runs (budgets): bench:verify runs whole canonical streams.
 */

const PUZZLES: Grid[] = [
  ...fixtureGrids('pe96.txt').slice(0, 3),
  fixtureGrids('norvig_top95.txt')[0],
  ...['.3...1433..2...4', '..2...4.3..2..34', '1...........2...'].map(gridFromLine),
];
const KINDS = ['naive', 'mrv'] as const;
// Ascending, the default order, is held to the reference on every fixture in fixtureSweep.test.ts.
const ORDERS: SolveOptions[] = [
  { valueOrder: 'random', seed: 1 },
  { valueOrder: 'random', seed: 'x' },
  { valueOrder: 'lcv' },
];
const label = (o: SolveOptions) => (o.valueOrder === 'random' ? `random(${String(o.seed)})` : o.valueOrder!);

function finish(search: Search, batch = 601) {
  const digest = new StreamDigest();
  const buf = new Uint32Array(Math.max(batch, search.room));
  while (!search.done) digest.addAll(buf.subarray(0, search.fill(buf)));
  return { digest: digest.toString(), result: search.result() };
}

describe.each(KINDS)('%s in every value order', (kind) => {
  it.each(ORDERS.map((o) => [label(o), o] as const))(
    '%s: the search and the count agree with the reference solver, event for event',
    (_, order) => {
      PUZZLES.forEach((grid, i) => {
        for (const limit of [1, 2]) {
          const options = { ...order, limit, budget: 4_000 };
          const expected = new StreamDigest();
          const ref = referenceSolve(grid, kind, options, (e) => expected.add(pack(e)));
          const { digest, result } = finish(ALGORITHMS[kind].search(grid, options));
          expect(digest, `puzzle ${i + 1}, limit ${limit}`).toBe(expected.toString());
          expect(result).toEqual({ status: ref.status, counts: ref.counts, solutions: ref.solutions });
          expect(ALGORITHMS[kind].count(grid, options)).toEqual(result);
        }
      });
    },
  );

  it('random: the same seed gives the same run, another seed another run, both solved correctly', () => {
    const grid = PUZZLES[3];
    const run = (seed: number) => finish(ALGORITHMS[kind].search(grid, { valueOrder: 'random', seed, budget: 50_000 }));
    const a = run(1),
      b = run(1),
      c = run(2);
    expect(a).toEqual(b);
    expect(c.digest).not.toBe(a.digest);
    for (const r of [a, c])
      if (r.result.status === 'solved') expect(isSolved({ n: 3, cells: r.result.solutions[0] })).toBe(true);
  });

  it.each(['random', 'lcv'] as const)(
    "%s finds exactly the solutions of tdoku's multi-solution puzzles",
    (valueOrder) => {
      const multi = tdokuPuzzles()
        .filter((p) => p.solutions > 1 && p.solutions < 60)
        .slice(0, 4);
      expect(multi.length).toBeGreaterThan(0);
      for (const p of multi) {
        const mine = ALGORITHMS[kind].count(p.grid, { limit: 0, valueOrder, seed: 'tdoku', maxStoredSolutions: 1000 });
        const canonical = ALGORITHMS.mrv.count(p.grid, { limit: 0, maxStoredSolutions: 1000 });
        expect(mine.counts.solutions).toBe(p.solutions);
        expect(mine.solutions.map(lineFromCells).sort()).toEqual(canonical.solutions.map(lineFromCells).sort());
      }
    },
  );

  it.each(['random', 'lcv'] as const)(
    '%s: a restored search continues with the identical remaining stream',
    (valueOrder) => {
      const grid = fixtureGrids('norvig_top95.txt')[1];
      const options: SolveOptions = { valueOrder, seed: 7, limit: 2, budget: 5000 };
      const original = ALGORITHMS[kind].search(grid, options);
      original.fill(new Uint32Array(Math.max(977, original.room)));
      const snap = structuredClone(original.snapshot());
      const fresh = ALGORITHMS[kind].search(grid, options);
      fresh.restore(snap);
      expect(finish(fresh)).toEqual(finish(original));
    },
  );
});

describe('naive’s value-order loop', () => {
  it.each(PUZZLES.map((g, i) => [i + 1, g] as const))(
    'puzzle %i: in ascending order it emits exactly the tuned loop’s stream and counts',
    (_, grid) => {
      for (const options of [
        { limit: 2, budget: 20_000 },
        { limit: 1, budget: 300_000 },
      ] as SolveOptions[]) {
        expect(finish(naiveOrderedSearch(grid, options))).toEqual(finish(ALGORITHMS.naive.search(grid, options)));
      }
    },
  );

  it('rejects an unknown value order', () => {
    expect(() => ALGORITHMS.naive.count(PUZZLES[0], { valueOrder: 'sideways' as never })).toThrow(RangeError);
  });
});
