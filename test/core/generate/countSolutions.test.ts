import { describe, expect, it } from 'vitest';
import { countSolutions, countSolutionsOf } from '../../../src/core/generate/index.ts';
import { ALGORITHMS, emptyGrid, isSolved } from '../../../src/core/index.ts';
import { fixtureGrids, tdokuPuzzles } from '../../helpers/fixtures.ts';
import { lineFromCells } from '../../helpers/gridText.ts';

describe('countSolutions (the generator’s own counter)', () => {
  it("counts every tdoku test puzzle's solutions exactly (0, 1, or 3 to 847)", () => {
    for (const p of tdokuPuzzles()) {
      const r = countSolutions(p.grid, { limit: 0 });
      expect(r.count, `line ${p.line}`).toBe(p.solutions);
      if (p.solution) expect(lineFromCells(r.solution!)).toBe(p.solution);
    }
  });

  it('finds exactly one solution for every PE96, top95 and hardest puzzle, the one MRV finds', () => {
    for (const name of ['pe96.txt', 'norvig_top95.txt', 'norvig_hardest.txt']) {
      for (const grid of fixtureGrids(name)) {
        const r = countSolutions(grid, { limit: 2 });
        expect(r.count).toBe(1);
        expect(r.solution).toEqual(ALGORITHMS.mrv.count(grid).solutions[0]);
      }
    }
  });

  it('stops at the limit: 2 for puzzles with many solutions', () => {
    for (const grid of fixtureGrids('serg_benchmark_multisolution_first20.txt'))
      expect(countSolutions(grid).count).toBe(2);
    expect(countSolutions(emptyGrid(3), { limit: 5 }).count).toBe(5);
  });

  it('says no solution for givens that clash', () => {
    const cells = new Uint8Array(81);
    cells[0] = cells[1] = 5;
    expect(countSolutionsOf(3, cells)).toMatchObject({ count: 0, solution: null, outOfBudget: false });
  });

  it('solves empty boards of every size with a valid grid', () => {
    for (const n of [2, 3, 4] as const) {
      const r = countSolutions(emptyGrid(n), { limit: 1 });
      expect(isSolved({ n, cells: r.solution! })).toBe(true);
    }
  });

  it('reports a spent guess budget instead of an answer', () => {
    // Norvig's "impossible" puzzle: no solution, but refuting it takes millions of guesses.
    const impossible = fixtureGrids('nonunique_or_unsolvable.txt')[2];
    const r = countSolutions(impossible, { budget: 1000 });
    expect(r).toMatchObject({ count: 0, outOfBudget: true, guesses: 1000 });
  });
});
