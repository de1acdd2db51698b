import type { Grid } from '../grid.ts';
import { loadGivens, propagate, workspace } from './singlesState.ts';

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
  const w = workspace(grid.n);
  const masks = new Uint16Array(w.cellCount),
    cells = new Uint8Array(w.cellCount);
  const queued = loadGivens(w, grid.cells, masks, cells);
  if (queued < 0 || !propagate(w, masks, cells, queued, hiddenSingles)) return false;
  return cells.every((d) => d !== 0);
}
