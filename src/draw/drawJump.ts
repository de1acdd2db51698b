import type { JumpEvent } from '../core/events.ts';
import { geometry } from '../core/geometry.ts';
import type { BoardLayout } from './boardLayout.ts';
import { cellCentre, cellRect } from './boardLayout.ts';
import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';
import { centredText } from './text.ts';

/**
 * The placements that rule out the dead end's digits on this board: for each digit, the first peer holding it (row,
 * column, box), as its failed check named, when the search placed it rather than the puzzle giving it.
 */
export function blamedCells(n: 2 | 3 | 4, cell: number, cells: Uint8Array, givens: Uint8Array): number[] {
  const g = geometry(n);
  const blamed = new Set<number>();
  for (let d = 1; d <= g.size; d++) {
    const peer = g.peers[cell].find((p) => cells[p] === d);
    if (peer !== undefined && givens[peer] === 0) blamed.add(peer);
  }
  return [...blamed].sort((a, b) => a - b);
}

/** The dead end tinted, the placements it blames tinted fainter, so the digits drawn over them stay legible. */
export function drawJumpTint(ctx: DrawContext, e: JumpEvent, l: BoardLayout, blamed: readonly number[]): void {
  ctx.fillStyle = PALETTE.failUnitTint;
  for (const c of blamed) fill(ctx, l, c);
  ctx.fillStyle = PALETTE.failTint;
  fill(ctx, l, e.cell);
}

/** Dashed rings on the blamed placements, an arrow from the dead end to where the search lands, or ∅ when nowhere. */
export function drawJumpMarks(ctx: DrawContext, e: JumpEvent, l: BoardLayout, blamed: readonly number[]): void {
  const w = Math.max(2, l.thick * 1.25);
  ctx.setLineDash([w * 2, w * 1.5]);
  for (const c of blamed) ring(ctx, l, c, PALETTE.fail, w);
  ctx.setLineDash([]);
  ring(ctx, l, e.cell, PALETTE.fail, w);
  const at = cellCentre(l, e.cell);
  if (e.to === null) {
    centredText(ctx, '∅', at.x, at.y, l.fontSize * 0.8, 600, PALETTE.fail);
    return;
  }
  ring(ctx, l, e.to, PALETTE.backtrack, w * 1.5);
  drawArrow(ctx, l, e.cell, e.to);
}

function drawArrow(ctx: DrawContext, l: BoardLayout, from: number, to: number): void {
  const a = cellCentre(l, from),
    b = cellCentre(l, to);
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const [ux, uy] = [(b.x - a.x) / d, (b.y - a.y) / d];
  const trim = l.cell * 0.3;
  const tip = { x: b.x - ux * trim, y: b.y - uy * trim };
  const head = l.cell * 0.28;
  ctx.beginPath();
  ctx.moveTo(a.x + ux * trim, a.y + uy * trim);
  ctx.lineTo(tip.x, tip.y);
  ctx.strokeStyle = PALETTE.backtrack;
  ctx.lineWidth = Math.max(2, l.cell / 12);
  ctx.lineCap = 'round';
  ctx.stroke();
  ctx.beginPath();
  ctx.moveTo(tip.x, tip.y);
  ctx.lineTo(tip.x - ux * head - uy * head * 0.6, tip.y - uy * head + ux * head * 0.6);
  ctx.lineTo(tip.x - ux * head + uy * head * 0.6, tip.y - uy * head - ux * head * 0.6);
  ctx.fillStyle = PALETTE.backtrack;
  ctx.fill();
}

function fill(ctx: DrawContext, l: BoardLayout, cell: number): void {
  const r = cellRect(l, cell);
  ctx.fillRect(r.x, r.y, r.w, r.h);
}

function ring(ctx: DrawContext, l: BoardLayout, cell: number, colour: string, w: number): void {
  const r = cellRect(l, cell);
  ctx.strokeStyle = colour;
  ctx.lineWidth = w;
  ctx.strokeRect(r.x + w / 2, r.y + w / 2, r.w - w, r.h - w);
}
