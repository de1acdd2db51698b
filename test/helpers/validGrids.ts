import fc from 'fast-check';
import type { BoxSize, Grid } from '../../src/core/index.ts';

/*
 * Valid full grids for property tests, made without any solver: a patterned solution, then the
 * symmetries that keep a grid valid (relabel the digits, permute bands and the rows within each band,
 * stacks and the columns within each stack, transpose).
 */

/** The classic patterned solution: row r is 1..size shifted by (r mod n)·n + ⌊r / n⌋. */
export function patternGrid(n: BoxSize): Grid {
  const size = n * n;
  const cells = new Uint8Array(size * size);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) cells[r * size + c] = (((r % n) * n + Math.floor(r / n) + c) % size) + 1;
  return { n, cells };
}

export interface Symmetry {
  /** digits[d - 1] is what d becomes. */
  digits: number[];
  bands: number[];
  rowsInBand: number[][];
  stacks: number[];
  colsInStack: number[][];
  transpose: boolean;
}

/** The grid with the symmetry applied; a valid grid stays valid. */
export function transform(grid: Grid, s: Symmetry): Grid {
  const n = grid.n;
  const size = n * n;
  const line = (outer: number[], inner: number[][], i: number) =>
    outer[Math.floor(i / n)] * n + inner[Math.floor(i / n)][i % n];
  const cells = new Uint8Array(size * size);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const fromR = line(s.bands, s.rowsInBand, r);
      const fromC = line(s.stacks, s.colsInStack, c);
      const src = s.transpose ? fromC * size + fromR : fromR * size + fromC;
      cells[r * size + c] = s.digits[grid.cells[src] - 1];
    }
  }
  return { n, cells };
}

const permutation = (k: number, offset = 0) => {
  const items = Array.from({ length: k }, (_, i) => i + offset);
  return fc.shuffledSubarray(items, { minLength: k, maxLength: k });
};

export function symmetryArb(n: BoxSize): fc.Arbitrary<Symmetry> {
  return fc.record({
    digits: permutation(n * n, 1),
    bands: permutation(n),
    rowsInBand: fc.array(permutation(n), { minLength: n, maxLength: n }),
    stacks: permutation(n),
    colsInStack: fc.array(permutation(n), { minLength: n, maxLength: n }),
    transpose: fc.boolean(),
  });
}

export function validGridArb(n: BoxSize): fc.Arbitrary<Grid> {
  return symmetryArb(n).map((s) => transform(patternGrid(n), s));
}

/** A full valid grid and a puzzle made from it by blanking between minBlanks and maxBlanks cells. */
export function puzzleArb(
  n: BoxSize,
  minBlanks: number,
  maxBlanks: number,
): fc.Arbitrary<{ solution: Grid; puzzle: Grid }> {
  const all = Array.from({ length: n ** 4 }, (_, i) => i);
  return fc
    .tuple(validGridArb(n), fc.shuffledSubarray(all, { minLength: minBlanks, maxLength: maxBlanks }))
    .map(([solution, blanks]) => {
      const cells = solution.cells.slice();
      for (const c of blanks) cells[c] = 0;
      return { solution, puzzle: { n, cells } };
    });
}
