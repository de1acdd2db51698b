import { describe, expect, it } from 'vitest';
import { ALGORITHMS, isSolved } from '../../src/core/index.ts';
import { ALL_ALGOS, sampled } from '../helpers/puzzleSets.ts';
import { lineFromCells } from '../helpers/gridText.ts';
import { tdokuPuzzles } from '../helpers/fixtures.ts';

// tdoku's test puzzles (every fourth unless STEPDOKU_SWEEP=full) carry exact solution counts (0, 1, or 3..847) and, for the unique ones, the solution.
const PUZZLES = sampled(tdokuPuzzles());

describe('all solutions (limit 0) of the tdoku test puzzles', () => {
  it.each(PUZZLES.map((p) => [p.line, p.solutions, p] as const))(
    'line %i: every algorithm finds exactly the %i listed solutions, the same set',
    (_, count, p) => {
      const sets = ALL_ALGOS.map((algo) => {
        const result = ALGORITHMS[algo].count(p.grid, { limit: 0, maxStoredSolutions: 1000 });
        expect(result.counts.solutions).toBe(count);
        expect(result.status).toBe(count === 0 ? 'no-solution' : 'solved');
        expect(result.solutions).toHaveLength(count);
        const invalid = result.solutions.filter((s) => !isSolved({ n: 3, cells: s }));
        const givensLost = result.solutions.filter((s) => p.grid.cells.some((d, c) => d !== 0 && s[c] !== d));
        expect(invalid).toEqual([]);
        expect(givensLost).toEqual([]);
        if (p.solution !== undefined) expect(lineFromCells(result.solutions[0])).toBe(p.solution);
        return result.solutions.map(lineFromCells).sort();
      });
      expect(new Set(sets[0]).size).toBe(count);
      for (const s of sets.slice(1)) expect(s).toEqual(sets[0]);
    },
  );
});
