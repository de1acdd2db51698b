import { describe, expect, it } from 'vitest';
import { ALGORITHMS, type AlgorithmId, type Grid } from '../../src/core/index.ts';
import { fixtureGrids } from '../helpers/fixtures.ts';

/*
 * The large data sets through the counting fast path of the searches fast enough for them. Each
 * solution is checked here with a plain scan, not with the engine's isSolved, and against the givens.
 * The suite takes every 10th top1465 puzzle and every 100th 17-clue one; `npm run bench:verify` runs
 * every puzzle of both sets (about 40 s).
 */

const TOP1465 = fixtureGrids('magictour_top1465.txt');
const SEVENTEEN = fixtureGrids('sudoku17_49158.txt');
const every = <T>(items: T[], k: number): T[] => items.filter((_, i) => i % k === 0);

function wrongSolutions(algo: AlgorithmId, grids: Grid[]): number[] {
  const wrong: number[] = [];
  grids.forEach((grid, i) => {
    const r = ALGORITHMS[algo].count(grid);
    if (r.status !== 'solved' || !validSolution(grid.cells, r.solutions[0])) wrong.push(i + 1);
  });
  return wrong;
}

function validSolution(givens: Uint8Array, s: Uint8Array): boolean {
  for (let c = 0; c < 81; c++) if (s[c] < 1 || s[c] > 9 || (givens[c] !== 0 && givens[c] !== s[c])) return false;
  for (let i = 0; i < 9; i++) {
    const row = new Set<number>(),
      col = new Set<number>(),
      box = new Set<number>();
    for (let j = 0; j < 9; j++) {
      row.add(s[i * 9 + j]);
      col.add(s[j * 9 + i]);
      box.add(s[(Math.floor(i / 3) * 3 + Math.floor(j / 3)) * 9 + (i % 3) * 3 + (j % 3)]);
    }
    if (row.size !== 9 || col.size !== 9 || box.size !== 9) return false;
  }
  return true;
}

describe.each(['propagate', 'dlx'] as const)('%s on the large sets', (algo) => {
  it('solves every 10th puzzle of magictour top1465 correctly', () => {
    expect(TOP1465).toHaveLength(1465);
    expect(wrongSolutions(algo, every(TOP1465, 10))).toEqual([]);
  });

  it('solves every 100th of the 49,158 17-clue puzzles correctly', () => {
    expect(SEVENTEEN).toHaveLength(49158);
    expect(wrongSolutions(algo, every(SEVENTEEN, 100))).toEqual([]);
  });
});
