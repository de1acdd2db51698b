import type { SelectConstraint } from '../core/events.ts';
import { geometry } from '../core/geometry.ts';
import type { BoardLayout } from './boardLayout.ts';
import { candidateSlot, cellRect } from './boardLayout.ts';
import { candidateMasks } from '../core/candidates.ts';
import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';
import { digitSymbol } from './symbols.ts';
import { fillCentred, textStyle } from './text.ts';

/* Dancing Links selecting "digit d in this unit": the unit framed in violet and d shown in every cell that can still take it, which are the constraint's rows (dlxSearch.test.ts checks them against the search). */

const UNIT_KIND = { row: 0, column: 1, box: 2 } as const;

export type UnitConstraint = Extract<SelectConstraint, { kind: 'row' | 'column' | 'box' }>;

export function isUnitConstraint(c: SelectConstraint | undefined): c is UnitConstraint {
  return c !== undefined && c.kind !== 'cell';
}

export function constraintCells(l: BoardLayout, c: UnitConstraint): Uint16Array {
  const g = geometry(l.n);
  return g.units[UNIT_KIND[c.kind] * g.size + c.index];
}

export function drawConstraintTint(ctx: DrawContext, c: UnitConstraint, l: BoardLayout): void {
  ctx.fillStyle = PALETTE.selectUnitTint;
  for (const cell of constraintCells(l, c)) {
    const r = cellRect(l, cell);
    ctx.fillRect(r.x, r.y, r.w, r.h);
  }
}

/** Where the row count goes: the first cell that can take the digit, else the unit's first cell. */
export function constraintBadgeCell(l: BoardLayout, c: UnitConstraint, cells: Uint8Array): number {
  const unit = constraintCells(l, c);
  const masks = candidateMasks(l.n, cells);
  for (const cell of unit) if ((masks[cell] & (1 << (c.digit - 1))) !== 0) return cell;
  return unit[0];
}

export function drawConstraintMarks(ctx: DrawContext, c: UnitConstraint, cells: Uint8Array, l: BoardLayout): void {
  const unit = constraintCells(l, c);
  const masks = candidateMasks(l.n, cells);
  const bit = 1 << (c.digit - 1);
  const options = Array.from(unit).filter((cell) => (masks[cell] & bit) !== 0);
  // The options' cells are empty, so their tint hides no digit.
  ctx.fillStyle = PALETTE.selectTint;
  for (const cell of options) {
    const r = cellRect(l, cell);
    ctx.fillRect(r.x, r.y, r.w, r.h);
  }
  const px = (l.cell / l.n) * 1.1;
  textStyle(ctx, px, 700, PALETTE.select);
  for (const cell of options) {
    const s = candidateSlot(l, cell, c.digit);
    fillCentred(ctx, digitSymbol(c.digit), s.x, s.y, px);
  }
  // Rows, columns and boxes are rectangles, so the frame runs from the first cell's corner to the last's.
  const a = cellRect(l, unit[0]);
  const b = cellRect(l, unit[unit.length - 1]);
  const w = Math.max(2, l.thick * 1.25);
  ctx.strokeStyle = PALETTE.select;
  ctx.lineWidth = w;
  ctx.strokeRect(a.x + w / 2, a.y + w / 2, b.x + b.w - a.x - w, b.y + b.h - a.y - w);
}
