import type { BoxSize } from '../geometry.ts';

/**
 * Symmetries a puzzle's givens may keep: the givens are dug (and added) an orbit at a time, the cells
 * the symmetry maps onto each other, so the pattern of givens keeps it.
 * - none: each cell alone;
 * - rotational: 180° rotation about the centre (cell c with cell size²-1-c), the newspaper classic;
 * - mirror: reflection in the vertical centre line (column c with column size-1-c).
 */
export const SYMMETRIES = ['none', 'rotational', 'mirror'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

export function isSymmetry(s: string): s is Symmetry {
  return (SYMMETRIES as readonly string[]).includes(s);
}

/** The cell that `cell` maps to under the symmetry (itself for `none` and for cells on the axis). */
export function mirrorCell(n: BoxSize, symmetry: Symmetry, cell: number): number {
  const size = n * n;
  if (symmetry === 'rotational') return size * size - 1 - cell;
  if (symmetry === 'mirror') return cell - (cell % size) + (size - 1 - (cell % size));
  return cell;
}

/** Every orbit once, each as its cells in ascending order (one or two cells). */
export function orbits(n: BoxSize, symmetry: Symmetry): number[][] {
  const out: number[][] = [];
  for (let c = 0; c < n ** 4; c++) {
    const m = mirrorCell(n, symmetry, c);
    if (m === c) out.push([c]);
    else if (m > c) out.push([c, m]);
  }
  return out;
}
