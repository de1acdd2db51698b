import { describe, expect, it } from 'vitest';
import { ALGORITHMS, type AlgorithmId, type Grid, solve, solveBatches, zeroCounts } from '../../src/core/index.ts';
import { fixtureGrids } from '../helpers/fixtures.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { allForms, collectEvents } from '../helpers/runs.ts';
import { ALGOS, ALL_ALGOS } from '../helpers/puzzleSets.ts';
import { patternGrid } from '../helpers/validGrids.ts';

/*
 * The options every search takes (budget, limit, maxStoredSolutions) and how every search ends, one
 * suite for all the algorithms; then what differs: the searches that check digits (naive, MRV) stop a
 * budget at a check, those that propagate, cover or reason (propagate, dlx, logic) emit no checks and count guesses.
 */

const PROPAGATING: AlgorithmId[] = ['propagate', 'dlx', 'logic'];
const TOP95_1 = fixtureGrids('norvig_top95.txt')[0];
// Hard enough that propagation and Dancing Links need hundreds of placements: the forum's hardest #1.
const FORUM_1 = fixtureGrids('forum_hardest_1106.txt')[0];
const MULTI = fixtureGrids('serg_benchmark_multisolution_first20.txt').slice(0, 5);
const PE96_1 = fixtureGrids('pe96.txt')[0];
const propagates = (algo: AlgorithmId) => PROPAGATING.includes(algo);
/** A puzzle the budget tests cut short. */
const hard = (algo: AlgorithmId): Grid => (propagates(algo) ? FORUM_1 : TOP95_1);
/** A unique puzzle whose whole tree is quick to search (limit 2). */
const unique = (algo: AlgorithmId): Grid => (propagates(algo) ? FORUM_1 : PE96_1);

describe.each(ALL_ALGOS)('%s options', (algo) => {
  const HARD = hard(algo);
  it.each([0, 1, 7, 200])(
    'a budget of %i placements ends the run with status budget after exactly that many',
    (budget) => {
      const { events, result } = allForms(HARD, algo, { budget });
      expect(result.status).toBe('budget');
      expect(result.counts.placements).toBe(budget);
      expect(events.filter((e) => e.type === 'place')).toHaveLength(budget);
    },
  );

  it('a budget the run does not need changes nothing', () => {
    const free = allForms(PE96_1, algo, {});
    const { result } = allForms(PE96_1, algo, { budget: free.result.counts.placements });
    expect(result).toEqual(free.result);
  });

  it.each(MULTI.map((g, i) => [i + 1, g] as const))(
    'limit 2 on multi-solution puzzle serg #%i stops at the second solution with status limit',
    (_, grid) => {
      const { events, result } = allForms(grid, algo, { limit: 2 });
      expect(result.status).toBe('limit');
      expect(result.counts.solutions).toBe(2);
      expect(result.solutions).toHaveLength(2);
      expect(events.filter((e) => e.type === 'solution')).toEqual([
        { type: 'solution', index: 1 },
        { type: 'solution', index: 2 },
      ]);
      expect(events.at(-1)).toEqual({ type: 'solution', index: 2 });
      expect(result.solutions[0]).not.toEqual(result.solutions[1]);
    },
  );

  it('limit 1 on a multi-solution puzzle is solved at its first solution', () => {
    const { events, result } = allForms(MULTI[0], algo, { limit: 1 });
    expect(result.status).toBe('solved');
    expect(events.at(-1)).toEqual({ type: 'solution', index: 1 });
  });

  it('limit 2 on a unique puzzle searches the whole tree, erases every digit it wrote and ends solved', () => {
    const { events, result } = allForms(unique(algo), algo, { limit: 2 });
    expect(result.status).toBe('solved');
    expect(result.counts.solutions).toBe(1);
    expect(result.counts.backtracks).toBe(result.counts.placements + result.counts.assigns);
    expect(events.filter((e) => e.type === 'backtrack')).toHaveLength(result.counts.backtracks);
    expect([...events].reverse().find((e) => e.type === 'place' || e.type === 'backtrack')?.type).toBe('backtrack');
  });

  it('keeps only maxStoredSolutions solutions but counts them all', () => {
    const { result } = allForms(gridFromLine('1...........2...'), algo, { limit: 0, maxStoredSolutions: 3 });
    expect(result.counts.solutions).toBeGreaterThan(3);
    expect(result.solutions).toHaveLength(3);
  });

  it.each([
    ['a row', '11..............'],
    ['a column', '1...1...........'],
    ['a box', '1....1..........'],
  ])('clashing givens in %s end at once with no-solution, zero counts and no events', (_, line) => {
    const { events, result } = allForms(gridFromLine(line), algo, { limit: 0 });
    expect(events).toEqual([]);
    expect(result).toEqual({ status: 'no-solution', counts: zeroCounts(), solutions: [] });
  });

  it('clashing givens that a search would never reach still give no-solution', () => {
    const cells = patternGrid(3).cells.slice();
    cells.fill(0, 0, 40);
    cells[80] = cells[79]; // two equal digits in the last row
    const { events, result } = allForms({ n: 3, cells }, algo, {});
    expect(events).toEqual([]);
    expect(result.status).toBe('no-solution');
  });

  it.each([1, 2, 0])('a full valid grid is solved with one solution event and nothing else (limit %i)', (limit) => {
    const grid = patternGrid(3);
    const { events, result } = allForms(grid, algo, { limit });
    expect(events).toEqual([{ type: 'solution', index: 1 }]);
    expect(result).toEqual({ status: 'solved', counts: { ...zeroCounts(), solutions: 1 }, solutions: [grid.cells] });
  });

  it('an unsolvable puzzle with consistent givens searches everything and ends no-solution', () => {
    // Row 1 needs a 4 in r1c1, but column 1 already has one; nothing clashes yet.
    const { result } = allForms(gridFromLine('.123....4.......'), algo, {});
    expect(result.status).toBe('no-solution');
    expect(result.counts.solutions).toBe(0);
    expect(result.counts.backtracks).toBe(result.counts.placements + result.counts.assigns);
  });

  it('rejects a negative or fractional limit and a negative budget', () => {
    expect(() => collectEvents(HARD, algo, { limit: -1 })).toThrow(RangeError);
    expect(() => collectEvents(HARD, algo, { limit: 1.5 })).toThrow(RangeError);
    expect(() => collectEvents(HARD, algo, { budget: -1 })).toThrow(RangeError);
    expect(() => ALGORITHMS[algo].count(HARD, { limit: -1 })).toThrow(RangeError);
  });

  it('rejects a fractional budget, as it does a fractional limit, instead of running without one', () => {
    // A budget is compared with the placement count for equality, so 2.5 would never be reached.
    expect(() => ALGORITHMS[algo].count(PE96_1, { budget: 2.5 })).toThrow(RangeError);
    expect(() => collectEvents(PE96_1, algo, { budget: 2.5 })).toThrow(RangeError);
    expect(ALGORITHMS[algo].count(PE96_1, { budget: Infinity }).status).toBe('solved');
  });
});

describe.each(ALGOS)('%s, which checks digits', (algo) => {
  it('a budget stops at the passing check that would make one placement too many', () => {
    const { events } = allForms(TOP95_1, algo, { budget: 7 });
    expect(events.at(-1)).toMatchObject({ type: 'check', ok: true });
  });
});

describe.each(PROPAGATING)('%s, which propagates or covers', (algo) => {
  it('needs more than 200 placements on the hard puzzle the budget tests use', () => {
    expect(ALGORITHMS[algo].count(FORUM_1).counts.placements).toBeGreaterThan(200);
  });

  it('counts guesses as placements made while other candidates were left untried', () => {
    const { events, result } = allForms(FORUM_1, algo, {});
    expect(result.counts.guesses).toBeGreaterThan(0);
    expect(result.counts.guesses).toBeLessThanOrEqual(result.counts.placements);
    // Every select offers at least one candidate that is a guess unless it is the only one.
    const branching = events.filter((e) => e.type === 'select' && e.candidates >= 2).length;
    expect(result.counts.guesses).toBeGreaterThanOrEqual(branching);
  });

  it('emits no checks: it never tests a digit that could clash', () => {
    const { events, result } = allForms(FORUM_1, algo, { budget: 500 });
    expect(events.some((e) => e.type === 'check')).toBe(false);
    expect(result.counts.checks).toBe(0);
  });
});

describe.each(ALL_ALGOS)('closing a %s run early', (algo) => {
  const HARD = hard(algo);

  it('break in for-of ends the event generator cleanly', () => {
    const gen = solve(HARD, algo);
    let seen = 0;
    for (const e of gen) {
      expect(e.type).toBeDefined();
      if (++seen === 500) break;
    }
    expect(seen).toBe(500);
    expect(gen.next()).toEqual({ done: true, value: undefined });
  });

  it('return() ends the batched generator cleanly, and a new run starts from scratch', () => {
    const gen = solveBatches(HARD, algo, { batchSize: 64 });
    const first = gen.next();
    expect(first.done).toBe(false);
    const firstWords = (first.value as Uint32Array).slice();
    expect(gen.return(undefined as never)).toEqual({ done: true, value: undefined });
    expect(gen.next().done).toBe(true);
    const again = solveBatches(HARD, algo, { batchSize: 64 }).next();
    expect(again.value).toEqual(firstWords);
  });
});
