import type { Clash } from '../core/grid.ts';
import type { BoardLayout } from './boardLayout.ts';
import { cellCentre, cellRect } from './boardLayout.ts';
import type { DrawContext } from './drawContext.ts';
import { ringCell } from './drawEvent.ts';
import { PALETTE } from './palette.ts';

/** Clashing givens tinted red with a line between each pair, so a typo shows where it is. */
export function drawClashes(ctx: DrawContext, clashes: readonly Clash[], l: BoardLayout): void {
  if (clashes.length === 0) return;
  ctx.fillStyle = PALETTE.clashTint;
  for (const k of clashes) {
    for (const cell of [k.a, k.b]) {
      const r = cellRect(l, cell);
      ctx.fillRect(r.x, r.y, r.w, r.h);
    }
  }
  ctx.beginPath();
  for (const k of clashes) {
    const a = cellCentre(l, k.a);
    const b = cellCentre(l, k.b);
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
  }
  ctx.strokeStyle = PALETTE.clash;
  ctx.lineWidth = Math.max(1.5, l.cell / 20);
  ctx.setLineDash([l.cell / 8, l.cell / 10]);
  ctx.stroke();
  ctx.setLineDash([]);
}

export function drawFocus(ctx: DrawContext, focus: number, l: BoardLayout): void {
  if (focus < 0 || focus >= l.size * l.size) return;
  ringCell(ctx, l, focus, PALETTE.focus);
}
