import type { PatternEvent, TechniqueEvent } from '../core/events.ts';
import { geometry } from '../core/geometry.ts';
import type { BoardLayout } from './boardLayout.ts';
import { cellRect } from './boardLayout.ts';
import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';

export type LogicEvent = PatternEvent | TechniqueEvent;

export const isLogicEvent = (e: { type: string }): e is LogicEvent =>
  e.type === 'technique' || e.type.startsWith('pattern');

/** A step's pattern in its own hue, apart from the red of what it removes: its units lightly, its cells strongly. */
export function drawPatternTint(ctx: DrawContext, e: LogicEvent, l: BoardLayout): void {
  if (e.type === 'patternUnit') {
    ctx.fillStyle = PALETTE.patternUnitTint;
    for (const c of geometry(l.n).units[e.unit]) fill(ctx, l, c);
  } else if (e.type === 'patternCell') {
    ctx.fillStyle = PALETTE.patternTint;
    fill(ctx, l, e.cell);
  }
}

export function drawPatternMarks(ctx: DrawContext, e: LogicEvent, l: BoardLayout): void {
  if (e.type === 'patternCell') ringPattern(ctx, l, e.cell);
}

/** The current step's pattern under its changes: tinted and ringed, as while it was being laid out. */
export function drawPatternCells(ctx: DrawContext, cells: readonly number[], l: BoardLayout): void {
  ctx.fillStyle = PALETTE.patternTint;
  for (const c of cells) fill(ctx, l, c);
  for (const c of cells) ringPattern(ctx, l, c);
}

function ringPattern(ctx: DrawContext, l: BoardLayout, cell: number): void {
  const r = cellRect(l, cell);
  const w = Math.max(2, l.thick * 1.5);
  ctx.strokeStyle = PALETTE.pattern;
  ctx.lineWidth = w;
  ctx.strokeRect(r.x + w / 2, r.y + w / 2, r.w - w, r.h - w);
}

function fill(ctx: DrawContext, l: BoardLayout, cell: number): void {
  const r = cellRect(l, cell);
  ctx.fillRect(r.x, r.y, r.w, r.h);
}
