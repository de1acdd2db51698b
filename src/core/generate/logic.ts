import type { Grid } from '../grid.ts';
import { Singles } from '../solvers/singles.ts';

/** `naked-singles` alone solve it, `singles` needs hidden singles too, `beyond` needs more. */
export type LogicLevel = 'naked-singles' | 'singles' | 'beyond';

export function logicLevel(grid: Grid): LogicLevel {
  if (solvedBySingles(grid, false)) return 'naked-singles';
  return solvedBySingles(grid, true) ? 'singles' : 'beyond';
}

export function solvedBySingles(grid: Grid, hiddenSingles: boolean): boolean {
  const s = new Singles(grid.n);
  const queued = s.load(grid.cells);
  if (queued < 0 || s.propagate(new Uint32Array(s.room), 0, -1, 0, queued, hiddenSingles) < 0) return false;
  return s.cells.every((d) => d !== 0);
}
