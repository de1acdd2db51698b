import { describe, expect, it } from 'vitest';
import type { Grid } from '../../../src/core/grid.ts';
import { solveLogically } from '../../../src/core/logic/solveLogically.ts';
import { solveCount } from '../../../src/core/solvers/solve.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { gridFromLine } from '../../helpers/gridText.ts';

/** Every step agrees with the puzzle's one solution (found by Dancing Links); returns the logic run. */
function checkAgainstSolution(grid: Grid) {
  const solution = solveCount(grid, 'dlx').solutions[0];
  const result = solveLogically(grid);
  const wrong: string[] = [];
  for (const s of result.steps) {
    for (const e of s.eliminations)
      if (solution[e.cell] === e.digit) wrong.push(`${s.technique} removed ${e.digit}@${e.cell}`);
    for (const p of s.placements)
      if (solution[p.cell] !== p.digit) wrong.push(`${s.technique} placed ${p.digit}@${p.cell}`);
  }
  expect(wrong).toEqual([]);
  if (result.status === 'solved') expect([...result.grid.cells]).toEqual([...solution]);
  return result;
}

/**
 * A 16×16 puzzle with one solution: generated_16x16's first solution, its cells blanked in reading order while this
 * ladder still solved it (made once for this test).
 */
const UNIQUE_16 =
  '........................G4EA21F6............5793....12F6CBD8............................79.DC8EB..........C.39D7...DFC51..3.G...............................7DC9..7C....8EBG426A...324.A9D.CBE.8.5F..A...........D9...7....4.6.2........53F7.CB..E.4C.B.26A1F375';

const every = <T>(list: T[], stride: number): T[] => list.filter((_, i) => i % stride === 0);

describe('solveLogically', () => {
  it('solves all of PE96 with the ladder, every step agreeing with the solution', () => {
    const results = fixtureGrids('pe96.txt').map(checkAgainstSolution);
    expect(results.filter((r) => r.status === 'stuck')).toHaveLength(0);
    expect(results.some((r) => r.hardest === 'x-wing')).toBe(true);
  });

  it('never contradicts the solution on top95 and 17-clue samples, even where it gets stuck', () => {
    const grids = [...every(fixtureGrids('norvig_top95.txt'), 5), ...every(fixtureGrids('sudoku17_49158.txt'), 2000)];
    const results = grids.map(checkAgainstSolution);
    expect(results.some((r) => r.status === 'stuck')).toBe(true);
    expect(results.some((r) => r.status === 'solved')).toBe(true);
  });

  it('solves 4×4 and 16×16 boards', () => {
    expect(checkAgainstSolution(gridFromLine('.3.....4..1..2..')).status).toBe('solved');
    expect(checkAgainstSolution(gridFromLine(UNIQUE_16))).toMatchObject({ status: 'solved', hardest: 'hidden-pair' });
    // Two solutions: logic cannot finish it, but what it does is still true of both.
    for (const grid of fixtureGrids('generated_16x16.txt')) expect(checkAgainstSolution(grid).status).toBe('stuck');
  });

  it('names the hardest technique used, and stops without a step on a full board', () => {
    const small = solveLogically(gridFromLine('.3.....4..1..2..'));
    expect(small.steps.at(-1)?.technique).toBe('full-house');
    expect(small.hardest).toBe('hidden-single');
    const full = solveLogically({ n: 2, cells: small.grid.cells });
    expect(full).toMatchObject({ status: 'solved', steps: [], hardest: null });
  });

  it('says stuck when no technique applies, leaving the pencil marks where it stopped', () => {
    const result = solveLogically(gridFromLine('.'.repeat(81)));
    expect(result).toMatchObject({ status: 'stuck', steps: [], hardest: null });
    expect(result.grid.candidates[0]).toBe(0x1ff);
  });
});
