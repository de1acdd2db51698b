import type { BoardLayout } from './boardLayout.ts';
import { candidateSlot, cellCentre, cellRect } from './boardLayout.ts';
import type { BoardModel } from './boardModel.ts';
import { candidateMasks } from '../core/candidates.ts';
import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';
import { digitSymbol } from './symbols.ts';
import { fillCentred, textStyle } from './text.ts';

/** The solver's digits: lighter weight and blue, so they never pass for givens. */
export function drawPlaced(ctx: DrawContext, m: BoardModel, l: BoardLayout): void {
  let styled = false;
  for (let i = 0; i < m.cells.length; i++) {
    const d = m.cells[i];
    if (d === 0 || m.givens[i] !== 0) continue;
    if (!styled) textStyle(ctx, l.fontSize, 500, PALETTE.placed);
    styled = true;
    const c = cellCentre(l, i);
    fillCentred(ctx, digitSymbol(d), c.x, c.y, l.fontSize);
  }
}

/** Below this size a pencil mark cannot be read (a 16×16 board on a laptop gives about 4 px). */
export const MIN_PENCIL_PX = 7;

/**
 * Pencil marks: each candidate in its own slot of an n×n mini-grid inside the cell. Where the cell is
 * too small for its marks to be read, the cell shows how many candidates it has instead (what MRV
 * chooses by) in its corner, large enough to read; the marks come back on a larger board.
 */
export function drawPencil(ctx: DrawContext, m: BoardModel, l: BoardLayout, skip = -1): void {
  const masks = candidateMasks(m.n, m.cells);
  const px = (l.cell / l.n) * 0.72;
  if (px < MIN_PENCIL_PX) return drawCandidateCounts(ctx, masks, l, skip);
  textStyle(ctx, px, 400, PALETTE.pencil);
  for (let i = 0; i < masks.length; i++) {
    const mask = masks[i];
    if (mask === 0 || i === skip) continue;
    for (let d = 1; d <= l.size; d++) {
      if ((mask & (1 << (d - 1))) === 0) continue;
      const s = candidateSlot(l, i, d);
      fillCentred(ctx, digitSymbol(d), s.x, s.y, px);
    }
  }
}

function drawCandidateCounts(ctx: DrawContext, masks: Uint32Array, l: BoardLayout, skip: number): void {
  // In the cell's top-left corner, small: a centred digit would pass for a symbol of the board (16×16
  // boards use 1-9 too); a corner number reads as a note about the cell, as in killer Sudoku.
  const px = Math.max(MIN_PENCIL_PX, l.cell * 0.34);
  textStyle(ctx, px, 400, PALETTE.pencil);
  for (let i = 0; i < masks.length; i++) {
    if (masks[i] === 0 || i === skip) continue;
    const r = cellRect(l, i);
    fillCentred(ctx, String(popCount(masks[i])), r.x + l.cell * 0.24, r.y + l.cell * 0.26, px);
  }
}

function popCount(mask: number): number {
  let k = 0;
  for (let m = mask; m; m &= m - 1) k++;
  return k;
}
