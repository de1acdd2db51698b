import { describe, expect, it } from 'vitest';
import { applyPacked, batches, type Grid, type Search, pack, solveCount, solve, unpack } from '../../src/core/index.ts';
import { logicSearch } from '../../src/core/solvers/logicSearch.ts';
import { TECHNIQUE_IDS } from '../../src/core/logic/ladder.ts';
import { fixtureGrids } from '../helpers/fixtures.ts';
import { gridFromLine } from '../helpers/gridText.ts';

/** Every word of a run, copied out of the reused batch buffer. */
function wordsOf(search: Search, batchSize = 1000): number[] {
  const out: number[] = [];
  for (const b of batches(search, batchSize)) out.push(...b);
  return out;
}

const every = <T>(list: T[], stride: number): T[] => list.filter((_, i) => i % stride === 0);

/**
 * Logic's run against the one solution Dancing Links finds: before the first guess every elimination keeps the
 * solution's digit and every placement is the solution's; the board ends on that solution.
 */
function checkAgainstSolution(grid: Grid) {
  const solution = solveCount(grid, 'dlx').solutions[0];
  const wrong: string[] = [];
  let guessed = false;
  let steps = 0;
  const board = grid.cells.slice();
  const gen = solve(grid, 'logic');
  for (;;) {
    const next = gen.next();
    if (next.done) {
      expect(next.value.status).toBe('solved');
      expect([...board]).toEqual([...solution]);
      expect([...next.value.solutions[0]]).toEqual([...solution]);
      return { steps, guessed, result: next.value };
    }
    const e = next.value;
    if (e.type === 'place') guessed = true;
    if (e.type === 'technique') steps++;
    if (!guessed && e.type === 'eliminate' && solution[e.cell] === e.digit) wrong.push(`removed ${e.digit}@${e.cell}`);
    if (!guessed && e.type === 'assign' && solution[e.cell] !== e.digit) wrong.push(`placed ${e.digit}@${e.cell}`);
    applyPacked(board, pack(e));
  }
}

describe('the logic search', () => {
  it('agrees with the solution at every step before a guess, on PE96, top95 and 17-clue samples', () => {
    const grids = [
      ...every(fixtureGrids('pe96.txt'), 4),
      ...every(fixtureGrids('norvig_top95.txt'), 5),
      ...every(fixtureGrids('sudoku17_49158.txt'), 2500),
    ];
    const runs = grids.map(checkAgainstSolution);
    expect(runs.some((r) => r.guessed)).toBe(true);
    expect(runs.some((r) => !r.guessed)).toBe(true);
  });

  it('solves 4×4 and 16×16 boards by techniques, and names each technique on the ladder', () => {
    const small = checkAgainstSolution(gridFromLine('.3.....4..1..2..'));
    expect(small.guessed).toBe(false);
    expect(small.result.counts.placements).toBe(0);
    const words = wordsOf(logicSearch(fixtureGrids('generated_16x16.txt')[0]));
    const techniques = words.map(unpack).filter((e) => e.type === 'technique');
    expect(techniques.length).toBeGreaterThan(10);
    for (const t of techniques) expect(TECHNIQUE_IDS[t.rung]).toBeDefined();
  });

  it('closes each step with its technique event, counting the pattern events just before it', () => {
    const events = [...solve(fixtureGrids('pe96.txt')[1], 'logic')];
    events.forEach((e, i) => {
      if (e.type !== 'technique') return;
      const pattern = events.slice(i - e.patternLength, i);
      expect(pattern.every((p) => p.type.startsWith('pattern'))).toBe(true);
      expect(events[i - e.patternLength - 1]?.type.startsWith('pattern') ?? false).toBe(false);
      expect(['eliminate', 'assign']).toContain(events[i + 1].type);
    });
  });

  it('finds as many solutions as Dancing Links at limits 0, 1 and 2', () => {
    const grids = [
      ...fixtureGrids('nonunique_or_unsolvable.txt').slice(0, 4),
      gridFromLine('................'),
      gridFromLine('12..34..........'),
      ...every(fixtureGrids('pe96.txt'), 12),
    ];
    for (const grid of grids)
      for (const limit of grid.n === 2 ? [0, 1, 2] : [1, 2]) {
        const logic = solveCount(grid, 'logic', { limit, maxStoredSolutions: 1000 });
        const dlx = solveCount(grid, 'dlx', { limit, maxStoredSolutions: 1000 });
        expect([logic.status, logic.counts.solutions]).toEqual([dlx.status, dlx.counts.solutions]);
        const key = (s: Uint8Array) => s.join('');
        // Where the search stops early, each may have met other solutions of several first.
        if (dlx.status === 'no-solution' || (dlx.status === 'solved' && limit !== 1))
          expect(logic.solutions.map(key).sort()).toEqual(dlx.solutions.map(key).sort());
      }
  });

  it('goes on from a snapshot exactly as the run it was taken from', () => {
    const grid = fixtureGrids('norvig_top95.txt')[3];
    const whole = wordsOf(logicSearch(grid), 64);
    const first = logicSearch(grid);
    const buf = new Uint32Array(50);
    const head = [...buf.subarray(0, first.fill(buf))];
    const second = logicSearch(grid);
    second.restore(structuredClone(first.snapshot()));
    const tail = wordsOf(second, 64);
    expect([...head, ...tail]).toEqual(whole);
    expect(second.result()).toEqual(solveCount(grid, 'logic'));
  });
});
