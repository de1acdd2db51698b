import type { Grid } from '../../../src/core/index.ts';

/**
 * Candidates straight from a board, by scanning, sharing no code with the engine: the digits (bit
 * d-1) absent from the cell's row, column and box. 0 for a filled cell.
 */
export function boardCandidates(n: number, cells: Uint8Array, cell: number): number {
  if (cells[cell] !== 0) return 0;
  const size = n * n;
  const row = Math.floor(cell / size),
    col = cell % size;
  let used = 0;
  for (let i = 0; i < size; i++) {
    used |= bitOf(cells[row * size + i]) | bitOf(cells[i * size + col]);
    const br = row - (row % n) + Math.floor(i / n),
      bc = col - (col % n) + (i % n);
    used |= bitOf(cells[br * size + bc]);
  }
  return ((1 << size) - 1) & ~used;
}

const bitOf = (d: number): number => (d === 0 ? 0 : 1 << (d - 1));

export const popcount = (m: number): number => {
  let k = 0;
  for (; m !== 0; m &= m - 1) k++;
  return k;
};

/** The cells of `grid` in each unit: rows, then columns, then boxes, each in reading order. */
export function unitCells(grid: Grid): number[][] {
  const n = grid.n,
    size = n * n;
  const units: number[][] = [];
  for (let r = 0; r < size; r++) units.push(Array.from({ length: size }, (_, i) => r * size + i));
  for (let c = 0; c < size; c++) units.push(Array.from({ length: size }, (_, i) => i * size + c));
  for (let b = 0; b < size; b++) {
    const top = Math.floor(b / n) * n,
      left = (b % n) * n;
    units.push(Array.from({ length: size }, (_, i) => (top + Math.floor(i / n)) * size + left + (i % n)));
  }
  return units;
}
