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

/** Below this size a pencil mark cannot be read. */
export const MIN_PENCIL_PX = 7;

/**
 * Pencil marks in an n×n mini-grid per cell; where they would be too small to read, the cell shows its candidate count
 * in the corner instead.
 */
export function drawPencil(ctx: DrawContext, m: BoardModel, l: BoardLayout, skip = -1): void {
  const masks = candidateMasks(m.n, m.cells);
  if (m.ruledOut) for (let i = 0; i < masks.length; i++) masks[i] &= ~m.ruledOut[i];
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
  // In the corner and small, so it reads as a note about the cell rather than a digit of the board.
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
