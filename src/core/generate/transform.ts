import type { BoxSize } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { randomPermutation, type Rng } from './rng.ts';

/**
 * The transformations that map every valid grid to a valid one (relabel digits, permute bands, rows in bands, stacks,
 * columns in stacks, transpose): 9×9 solutions without search, though only grids equivalent to the one started from.
 */
export interface GridTransform {
  /** digits[d - 1] is what digit d becomes. */
  digits: number[];
  /** Row r of the result is row rows[r] of the source; likewise columns. */
  rows: number[];
  cols: number[];
  transpose: boolean;
}

export function randomTransform(n: BoxSize, rng: Rng): GridTransform {
  return {
    digits: randomPermutation(n * n, rng).map((d) => d + 1),
    rows: linePermutation(n, rng),
    cols: linePermutation(n, rng),
    transpose: rng.int(2) === 1,
  };
}

/** A permutation of rows (or columns) that keeps each band together. */
export function linePermutation(n: BoxSize, rng: Rng): number[] {
  const lines: number[] = [];
  for (const band of randomPermutation(n, rng)) for (const i of randomPermutation(n, rng)) lines.push(band * n + i);
  return lines;
}

export function applyTransform(grid: Grid, t: GridTransform): Grid {
  const size = grid.n * grid.n;
  const cells = new Uint8Array(size * size);
  for (let r = 0; r < size; r++) {
    for (let c = 0; c < size; c++) {
      const from = t.transpose ? t.cols[c] * size + t.rows[r] : t.rows[r] * size + t.cols[c];
      const d = grid.cells[from];
      cells[r * size + c] = d === 0 ? 0 : t.digits[d - 1];
    }
  }
  return { n: grid.n, cells };
}

/** The classic patterned solution: row r is 1..size shifted by (r mod n)·n + ⌊r / n⌋. */
export function patternGrid(n: BoxSize): Grid {
  const size = n * n;
  const cells = new Uint8Array(size * size);
  for (let r = 0; r < size; r++)
    for (let c = 0; c < size; c++) cells[r * size + c] = (((r % n) * n + Math.floor(r / n) + c) % size) + 1;
  return { n, cells };
}

export function transformedFullGrid(n: BoxSize, rng: Rng, base: Grid = patternGrid(n)): Grid {
  return applyTransform(base, randomTransform(n, rng));
}
