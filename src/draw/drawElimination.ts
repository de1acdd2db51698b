import type { EliminateEvent } from '../core/events.ts';
import { geometry } from '../core/geometry.ts';
import type { BoardLayout } from './boardLayout.ts';
import { candidateSlot, cellCentre } from './boardLayout.ts';
import { candidateMasks } from '../core/candidates.ts';
import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';
import { digitSymbol } from './symbols.ts';
import { fillCentred, textStyle } from './text.ts';

/* Propagation ruling a candidate out: the cell's remaining candidates (even with pencil marks off), the eliminated one struck in red, and a ring round the peer that ruled it out; the board alone gives both, as between steps propagation's candidates follow from it. */
export function drawElimination(ctx: DrawContext, e: EliminateEvent, cells: Uint8Array, l: BoardLayout): void {
  const mask = candidateMasks(l.n, cells)[e.cell];
  const px = (l.cell / l.n) * 0.72;
  textStyle(ctx, px, 500, PALETTE.pencil);
  for (let d = 1; d <= l.size; d++) {
    if (d === e.digit || (mask & (1 << (d - 1))) === 0) continue;
    const s = candidateSlot(l, e.cell, d);
    fillCentred(ctx, digitSymbol(d), s.x, s.y, px);
  }
  const s = candidateSlot(l, e.cell, e.digit);
  textStyle(ctx, px * 1.35, 700, PALETTE.eliminate);
  fillCentred(ctx, digitSymbol(e.digit), s.x, s.y, px * 1.35);
  ctx.beginPath();
  ctx.moveTo(s.x - s.slot * 0.42, s.y + s.slot * 0.3);
  ctx.lineTo(s.x + s.slot * 0.42, s.y - s.slot * 0.3);
  ctx.strokeStyle = PALETTE.eliminate;
  ctx.lineWidth = Math.max(1.5, s.slot / 9);
  ctx.lineCap = 'round';
  ctx.stroke();
  const peer = eliminatingPeer(l, cells, e);
  if (peer >= 0) {
    const c = cellCentre(l, peer);
    ctx.beginPath();
    ctx.arc(c.x, c.y, l.cell * 0.4, 0, 2 * Math.PI);
    ctx.strokeStyle = PALETTE.eliminate;
    ctx.lineWidth = Math.max(1.5, l.cell / 20);
    ctx.stroke();
  }
}

/** The peer holding the eliminated digit (the one just written), or -1. */
export function eliminatingPeer(l: BoardLayout, cells: Uint8Array, e: EliminateEvent): number {
  for (const p of geometry(l.n).peers[e.cell]) if (cells[p] === e.digit) return p;
  return -1;
}
