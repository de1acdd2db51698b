import { describe, expect, it } from 'vitest';
import { ALGORITHMS, solve, zeroCounts, type AlgorithmId } from '../../../../src/lib/engine/index.ts';
import { fixtureGrids } from '../../../helpers/fixtures.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { allForms } from '../../../helpers/runs.ts';

/*
 * The options of the searches that propagate or cover (propagate, dlx): the same contract as naive
 * and MRV (options.test.ts), with their own ways of erasing: a propagating search erases assignments
 * too, and neither emits checks.
 */

const NEW_ALGOS: AlgorithmId[] = ['propagate', 'dlx'];
// Hard enough that both need hundreds of placements: the first of the forum's hardest list.
const HARD = fixtureGrids('forum_hardest_1106.txt')[0];
const MULTI = fixtureGrids('serg_benchmark_multisolution_first20.txt').slice(0, 5);
const PE96_1 = fixtureGrids('pe96.txt')[0];

describe.each(NEW_ALGOS)('%s options', (algo) => {
  it('needs more than 300 placements on the hard puzzle the budget tests use', () => {
    expect(ALGORITHMS[algo].count(HARD).counts.placements).toBeGreaterThan(300);
  });

  it.each([0, 1, 7, 300])(
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
      expect(result.solutions).toHaveLength(2);
      expect(events.filter((e) => e.type === 'solution')).toEqual([
        { type: 'solution', index: 1 },
        { type: 'solution', index: 2 },
      ]);
      expect(events.at(-1)).toEqual({ type: 'solution', index: 2 });
      expect(result.solutions[0]).not.toEqual(result.solutions[1]);
    },
  );

  it('limit 2 on a unique puzzle searches the whole tree, erases every digit it wrote and ends solved', () => {
    const { events, result } = allForms(HARD, algo, { limit: 2 });
    expect(result.status).toBe('solved');
    expect(result.counts.solutions).toBe(1);
    expect(result.counts.backtracks).toBe(result.counts.placements + result.counts.assigns);
    expect(events.filter((e) => e.type === 'backtrack')).toHaveLength(result.counts.backtracks);
  });

  it('counts guesses as placements made while other candidates were left untried', () => {
    const { events, result } = allForms(HARD, algo, {});
    expect(result.counts.guesses).toBeGreaterThan(0);
    expect(result.counts.guesses).toBeLessThanOrEqual(result.counts.placements);
    // Every select offers at least one candidate that is a guess unless it is the only one.
    const branching = events.filter((e) => e.type === 'select' && e.candidates >= 2).length;
    expect(result.counts.guesses).toBeGreaterThanOrEqual(branching);
  });

  it('emits no checks: it never tests a digit that could clash', () => {
    const { events, result } = allForms(HARD, algo, { budget: 500 });
    expect(events.some((e) => e.type === 'check')).toBe(false);
    expect(result.counts.checks).toBe(0);
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

  it('a full, valid board is solved with one solution event and nothing else', () => {
    const full = ALGORITHMS[algo].count(PE96_1).solutions[0];
    const { events, result } = allForms({ n: 3, cells: full }, algo, { limit: 0 });
    expect(events).toEqual([{ type: 'solution', index: 1 }]);
    expect(result.status).toBe('solved');
  });

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
});
