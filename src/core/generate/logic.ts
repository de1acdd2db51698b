import type { Grid } from '../grid.ts';
import { Singles } from '../solvers/singles.ts';

/**
 * How much logic a puzzle needs, of the two simplest kinds a person uses:
 * - naked single: a cell with only one candidate left;
 * - hidden single: a digit with only one possible cell left in a row, column or box.
 * `naked-singles`: naked singles alone solve it; `singles`: it takes hidden singles too; `beyond`:
 * singles get stuck (the puzzle needs pairs, fish, chains … or guessing).
 */
export type LogicLevel = 'naked-singles' | 'singles' | 'beyond';

export function logicLevel(grid: Grid): LogicLevel {
  if (solvedBySingles(grid, false)) return 'naked-singles';
  return solvedBySingles(grid, true) ? 'singles' : 'beyond';
}

/** True when singles (naked only, or naked and hidden) fill the whole board without a contradiction. */
export function solvedBySingles(grid: Grid, hiddenSingles: boolean): boolean {
  const s = new Singles(grid.n);
  const queued = s.load(grid.cells);
  if (queued < 0 || s.propagate(new Uint32Array(s.room), 0, -1, 0, queued, hiddenSingles) < 0) return false;
  return s.cells.every((d) => d !== 0);
}
