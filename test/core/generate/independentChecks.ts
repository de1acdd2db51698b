import { ALGORITHMS, type Grid } from '../../../src/core/index.ts';
import { referenceSolve } from '../../reference/referenceSolver.ts';

/*
 * Checks that share no code with the generator: uniqueness by the test suite's reference solver (or
 * the engine's canonical MRV count, when many checks are needed), and a plain singles solver written
 * from the definitions.
 */

/** Exactly one solution, by the reference solver (solution limit 2). */
export function uniqueByReference(grid: Grid): boolean {
  return referenceSolve(grid, 'mrv', { limit: 2 }).counts.solutions === 1;
}

/** Solutions up to 2, by the engine's canonical MRV count (fast enough to call for every given). */
export function solutionsUpTo2(grid: Grid): number {
  return ALGORITHMS.mrv.count(grid, { limit: 2 }).counts.solutions;
}

/** True when every given of `puzzle` stands in `solution` at the same cell. */
export function keepsGivens(puzzle: Grid, solution: Grid): boolean {
  return puzzle.cells.every((d, i) => d === 0 || d === solution.cells[i]);
}

/** The puzzle with cell `c` blanked. */
export function without(puzzle: Grid, c: number): Grid {
  const cells = puzzle.cells.slice();
  cells[c] = 0;
  return { n: puzzle.n, cells };
}

/**
 * Solves by singles only, the slow obvious way: repeatedly find a cell whose peers leave one digit
 * (naked single) or, if `hidden`, a digit with one possible cell in a row, column or box. True when
 * the board fills up.
 */
export function singlesSolve(grid: Grid, hidden: boolean): boolean {
  const n = grid.n,
    size = n * n,
    cells = Array.from(grid.cells);
  const units: number[][] = [];
  for (let i = 0; i < size; i++) {
    units.push(Array.from({ length: size }, (_, j) => i * size + j));
    units.push(Array.from({ length: size }, (_, j) => j * size + i));
    const r0 = Math.floor(i / n) * n,
      c0 = (i % n) * n;
    units.push(Array.from({ length: size }, (_, j) => (r0 + Math.floor(j / n)) * size + c0 + (j % n)));
  }
  const possible = (c: number, d: number) =>
    cells[c] === 0 && units.every((u) => !u.includes(c) || u.every((p) => cells[p] !== d));
  for (let progress = true; progress;) {
    progress = false;
    for (let c = 0; c < cells.length; c++) {
      const ds = [];
      for (let d = 1; d <= size; d++) if (possible(c, d)) ds.push(d);
      if (cells[c] === 0 && ds.length === 1) {
        cells[c] = ds[0];
        progress = true;
      }
    }
    if (progress || !hidden) continue;
    for (const u of units) {
      for (let d = 1; d <= size; d++) {
        const spots = u.filter((c) => possible(c, d));
        if (spots.length === 1 && !u.some((c) => cells[c] === d)) {
          cells[spots[0]] = d;
          progress = true;
        }
      }
    }
  }
  return cells.every((d) => d !== 0);
}
