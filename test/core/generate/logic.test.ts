import { failureText } from '../../../src/cli/failureText.ts';
import { describe, expect, it } from 'vitest';
import { createRng, generatePuzzle, logicLevel } from '../../../src/core/generate/index.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { singlesSolve } from './independentChecks.ts';

describe('logicLevel', () => {
  it('agrees with a plain singles solver on every PE96 puzzle and Norvig’s hardest', () => {
    const levels = new Map<string, number>();
    for (const grid of [...fixtureGrids('pe96.txt'), ...fixtureGrids('norvig_hardest.txt')]) {
      const expected = singlesSolve(grid, false) ? 'naked-singles' : singlesSolve(grid, true) ? 'singles' : 'beyond';
      expect(logicLevel(grid)).toBe(expected);
      levels.set(expected, (levels.get(expected) ?? 0) + 1);
    }
    // The sets exercise all three levels (measured: 12, 29 and 20 of these 61 puzzles).
    expect([...levels.keys()].sort()).toEqual(['beyond', 'naked-singles', 'singles']);
  });

  it('finds every top95 puzzle beyond singles', () => {
    for (const grid of fixtureGrids('norvig_top95.txt').slice(0, 20)) expect(singlesSolve(grid, true)).toBe(false);
    for (const grid of fixtureGrids('norvig_top95.txt')) expect(logicLevel(grid)).toBe('beyond');
  });

  it('agrees with the plain solver on generated 4×4 and 9×9 puzzles', () => {
    const rng = createRng('logic');
    for (const n of [2, 3] as const) {
      for (let i = 0; i < 10; i++) {
        const r = generatePuzzle({ n }, rng);
        if (!r.ok) throw new Error(failureText(r));
        const expected = singlesSolve(r.puzzle, false)
          ? 'naked-singles'
          : singlesSolve(r.puzzle, true)
            ? 'singles'
            : 'beyond';
        expect(logicLevel(r.puzzle)).toBe(expected);
      }
    }
  });
});
