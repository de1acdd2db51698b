import type { ReviseEvent } from '../core/events.ts';
import type { BoardLayout } from './boardLayout.ts';
import { cellCentre, cellRect } from './boardLayout.ts';
import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';
import { digitSymbol } from './symbols.ts';
import { centredText } from './text.ts';

/** Both ends of the arc AC-3 revises, under the digits. */
export function drawReviseTint(ctx: DrawContext, e: ReviseEvent, l: BoardLayout): void {
  ctx.fillStyle = PALETTE.arcTint;
  for (const c of [e.cell, e.peer]) {
    const r = cellRect(l, c);
    ctx.fillRect(r.x, r.y, r.w, r.h);
  }
}

/**
 * An arrow from the peer to the revised cell, the peer's value count in a badge, and its one value written in when it
 * is down to one, since that is the only case in which the cell loses a value.
 */
export function drawRevise(ctx: DrawContext, e: ReviseEvent, l: BoardLayout, cells: Uint8Array): void {
  const from = cellCentre(l, e.peer);
  const to = cellCentre(l, e.cell);
  const d = Math.hypot(to.x - from.x, to.y - from.y) || 1;
  const [ux, uy] = [(to.x - from.x) / d, (to.y - from.y) / d];
  const trim = l.cell * 0.3;
  const [ax, ay] = [from.x + ux * trim, from.y + uy * trim];
  const [bx, by] = [to.x - ux * trim, to.y - uy * trim];
  const head = l.cell * 0.22;
  ctx.beginPath();
  ctx.moveTo(ax, ay);
  ctx.lineTo(bx, by);
  ctx.moveTo(bx - ux * head - uy * head * 0.6, by - uy * head + ux * head * 0.6);
  ctx.lineTo(bx, by);
  ctx.lineTo(bx - ux * head + uy * head * 0.6, by - uy * head - ux * head * 0.6);
  ctx.strokeStyle = PALETTE.arc;
  ctx.lineWidth = Math.max(2, l.cell / 14);
  ctx.lineCap = 'round';
  ctx.stroke();
  if (e.peerSize === 1 && cells[e.peer] === 0)
    centredText(ctx, digitSymbol(e.digit), from.x, from.y, l.fontSize * 0.8, 700, PALETTE.arc);
  const r = cellRect(l, e.peer);
  const radius = l.cell * 0.2;
  const [x, y] = [r.x + r.w - radius - l.cell * 0.06, r.y + radius + l.cell * 0.06];
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = PALETTE.arc;
  ctx.fill();
  centredText(ctx, String(e.peerSize), x, y, radius * 1.3, 700, '#ffffff');
}
