import type { BoxSize } from '../geometry.ts';

/**
 * Symmetries a puzzle's givens may keep, since they are dug an orbit at a time: `rotational` maps cell c to size²-1-c,
 * `mirror` column c to size-1-c.
 */
export const SYMMETRIES = ['none', 'rotational', 'mirror'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

export function isSymmetry(s: string): s is Symmetry {
  return (SYMMETRIES as readonly string[]).includes(s);
}

/** The cell that `cell` maps to (itself for `none` and on the axis). */
export function mirrorCell(n: BoxSize, symmetry: Symmetry, cell: number): number {
  const size = n * n;
  if (symmetry === 'rotational') return size * size - 1 - cell;
  if (symmetry === 'mirror') return cell - (cell % size) + (size - 1 - (cell % size));
  return cell;
}

/** Every orbit once, its cells ascending. */
export function orbits(n: BoxSize, symmetry: Symmetry): number[][] {
  const out: number[][] = [];
  for (let c = 0; c < n ** 4; c++) {
    const m = mirrorCell(n, symmetry, c);
    if (m === c) out.push([c]);
    else if (m > c) out.push([c, m]);
  }
  return out;
}
