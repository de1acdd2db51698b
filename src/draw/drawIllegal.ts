import type { BoardLayout } from './boardLayout.ts';
import { cellCentre, cellRect } from './boardLayout.ts';
import type { DrawContext } from './drawContext.ts';
import { ringCell } from './drawEvent.ts';
import { PALETTE } from './palette.ts';
import { centredText } from './text.ts';

/**
 * A learner's illegal event on its cell: red stripes, a thick ring and a "!", so a broken rule never reads as a failed
 * check; drawn over everything else.
 */
export function drawIllegal(ctx: DrawContext, l: BoardLayout, cell: number): void {
  if (cell < 0 || cell >= l.size * l.size) return;
  const r = cellRect(l, cell);
  const step = r.w / 5;
  ctx.beginPath();
  // Stripes clipped by hand to the cell's square.
  for (let k = step; k < 2 * r.w; k += step) {
    const a = Math.min(k, r.w);
    const b = Math.max(0, k - r.w);
    ctx.moveTo(r.x + b, r.y + a);
    ctx.lineTo(r.x + a, r.y + b);
  }
  ctx.strokeStyle = PALETTE.illegalStripe;
  ctx.lineWidth = Math.max(1.5, l.cell / 24);
  ctx.lineCap = 'butt';
  ctx.stroke();
  ringCell(ctx, l, cell, PALETTE.illegal);
  const radius = l.cell * 0.2;
  const c = cellCentre(l, cell);
  const x = c.x - r.w / 2 + radius + l.cell * 0.04;
  const y = c.y - r.h / 2 + radius + l.cell * 0.04;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = PALETTE.illegal;
  ctx.fill();
  centredText(ctx, '!', x, y, radius * 1.5, 800, '#ffffff');
}
