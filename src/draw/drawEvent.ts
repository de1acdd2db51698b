import type { SolverEvent } from '../core/events.ts';
import { candidateMasks } from '../core/candidates.ts';
import { geometry } from '../core/geometry.ts';
import type { BoardLayout } from './boardLayout.ts';
import { cellCentre, cellRect } from './boardLayout.ts';
import { constraintBadgeCell, drawConstraintMarks, drawConstraintTint, isUnitConstraint } from './drawConstraint.ts';
import type { DrawContext } from './drawContext.ts';
import { drawElimination } from './drawElimination.ts';
import { drawRevise, drawReviseTint } from './drawRevise.ts';
import { drawPatternMarks, drawPatternTint, isLogicEvent, type LogicEvent } from './drawPattern.ts';
import { PALETTE } from './palette.ts';
import { digitSymbol } from './symbols.ts';
import { centredText } from './text.ts';

/* The current event as an overlay in two passes, tints under the digits and marks over them, each kind in its own hue (palette.ts). */

export function drawEventTint(ctx: DrawContext, e: SolverEvent | null, l: BoardLayout): void {
  if (!e) return;
  if (e.type === 'solution' || e.type === 'restart') {
    ctx.fillStyle = e.type === 'solution' ? PALETTE.solutionTint : PALETTE.backtrackTint;
    ctx.fillRect(l.x0, l.y0, l.side, l.side);
    return;
  }
  if (isLogicEvent(e)) return drawPatternTint(ctx, e, l);
  if (e.type === 'check' && !e.ok) {
    const g = geometry(l.n);
    const index = e.unit === 0 ? g.rowOf[e.cell] : e.unit === 1 ? g.colOf[e.cell] : g.boxOf[e.cell];
    ctx.fillStyle = PALETTE.failUnitTint;
    for (const c of g.units[e.unit * g.size + index]) fillCell(ctx, l, c);
    ctx.fillStyle = PALETTE.failTint;
    fillCell(ctx, l, e.peer);
    // Under the solver's digits, so the line joins the two cells without hiding what lies between.
    drawConflictLine(ctx, l, e.cell, e.peer);
  }
  if (e.type === 'select' && isUnitConstraint(e.constraint)) {
    drawConstraintTint(ctx, e.constraint, l);
    return;
  }
  if (e.type === 'revise') {
    drawReviseTint(ctx, e, l);
    return;
  }
  ctx.fillStyle = tintOf(e);
  fillCell(ctx, l, e.cell);
}

/** `cells` is the board at the cursor, from which candidates are derived. */
export function drawEventMarks(ctx: DrawContext, e: SolverEvent | null, l: BoardLayout, cells: Uint8Array): void {
  if (!e) return;
  if (e.type === 'solution') {
    ctx.strokeStyle = PALETTE.solution;
    ctx.lineWidth = l.thick * 2;
    ctx.strokeRect(l.x0 + l.thick, l.y0 + l.thick, l.side - 2 * l.thick, l.side - 2 * l.thick);
    return;
  }
  if (e.type === 'revise') {
    drawRevise(ctx, e, l, cells);
    return;
  }
  if (isLogicEvent(e)) return drawPatternMarks(ctx, e, l);
  if (e.type === 'restart') return;
  const at = cellCentre(l, e.cell);
  if (e.type === 'check') {
    const colour = e.ok ? PALETTE.check : PALETTE.fail;
    centredText(ctx, digitSymbol(e.digit), at.x, at.y, l.fontSize, 700, colour);
    if (!e.ok) ringPeer(ctx, l, e.peer);
  } else if (e.type === 'backtrack') {
    ctx.globalAlpha = 0.85;
    centredText(ctx, digitSymbol(e.digit), at.x, at.y, l.fontSize, 500, PALETTE.backtrack);
    ctx.globalAlpha = 1;
    const r = cellRect(l, e.cell);
    const inset = r.w * 0.22;
    ctx.beginPath();
    ctx.moveTo(r.x + inset, r.y + r.h - inset);
    ctx.lineTo(r.x + r.w - inset, r.y + inset);
    ctx.strokeStyle = PALETTE.backtrack;
    ctx.lineWidth = Math.max(2, l.cell / 14);
    ctx.lineCap = 'round';
    ctx.stroke();
  } else if (e.type === 'eliminate') {
    drawElimination(ctx, e, cells, l);
    // A wipe-out: the cell's last candidate went, so it is marked as a dead end, as a select with none.
    if (e.wipeout)
      drawBadge(ctx, l, e.cell, '0', PALETTE.fail, candidateMasks(l.n, cells)[e.cell] | (1 << (e.digit - 1)));
  } else if (e.type === 'assign') {
    // Dashed, as the digit was forced rather than chosen; inside the cell so it never merges with the grid lines.
    const r = cellRect(l, e.cell);
    const w = Math.max(2, l.thick * 1.25);
    ctx.setLineDash([w * 2, w * 1.5]);
    ringCell(ctx, l, e.cell, PALETTE.assign);
    ctx.setLineDash([]);
    ctx.strokeStyle = PALETTE.assign;
    ctx.lineWidth = w / 2;
    ctx.strokeRect(r.x + w * 2, r.y + w * 2, r.w - w * 4, r.h - w * 4);
    return;
  } else if (e.type === 'select' && isUnitConstraint(e.constraint)) {
    drawConstraintMarks(ctx, e.constraint, cells, l);
    drawBadge(
      ctx,
      l,
      constraintBadgeCell(l, e.constraint, cells),
      String(e.candidates),
      e.candidates === 0 ? PALETTE.fail : PALETTE.select,
    );
    return;
  } else if (e.type === 'select') {
    drawBadge(ctx, l, e.cell, String(e.candidates), e.candidates === 0 ? PALETTE.fail : PALETTE.select);
  } else if (e.type === 'initial' || e.type === 'repair') {
    // Local search: the badge is the cell's clashes after the move, red while it still clashes.
    drawBadge(ctx, l, e.cell, String(e.conflicts), e.conflicts > 0 ? PALETTE.fail : PALETTE.check);
  }
  ringCell(ctx, l, e.cell, ringOf(e));
}

type CellEvent = Exclude<SolverEvent, { type: 'solution' | 'restart' } | LogicEvent>;

function tintOf(e: CellEvent): string {
  if (e.type === 'check') return e.ok ? PALETTE.checkTint : PALETTE.failTint;
  if (e.type === 'place' || e.type === 'initial') return PALETTE.placeTint;
  if (e.type === 'backtrack') return PALETTE.backtrackTint;
  if (e.type === 'assign') return PALETTE.assignTint;
  if (e.type === 'eliminate') return e.wipeout ? PALETTE.failTint : PALETTE.eliminateTint;
  return PALETTE.selectTint;
}

function ringOf(e: CellEvent): string {
  if (e.type === 'check') return e.ok ? PALETTE.check : PALETTE.fail;
  if (e.type === 'place' || e.type === 'initial') return PALETTE.place;
  if (e.type === 'backtrack') return PALETTE.backtrack;
  if (e.type === 'eliminate') return e.wipeout ? PALETTE.fail : PALETTE.eliminate;
  return PALETTE.select;
}

function fillCell(ctx: DrawContext, l: BoardLayout, cell: number): void {
  const r = cellRect(l, cell);
  ctx.fillRect(r.x, r.y, r.w, r.h);
}

export function ringCell(ctx: DrawContext, l: BoardLayout, cell: number, colour: string): void {
  const r = cellRect(l, cell);
  const w = Math.max(2, l.thick * 1.25);
  ctx.strokeStyle = colour;
  ctx.lineWidth = w;
  ctx.strokeRect(r.x + w / 2, r.y + w / 2, r.w - w, r.h - w);
}

/** Trimmed to stop short of both digits. */
function drawConflictLine(ctx: DrawContext, l: BoardLayout, cell: number, peer: number): void {
  const a = cellCentre(l, cell);
  const b = cellCentre(l, peer);
  const d = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const trim = l.cell * 0.36;
  ctx.beginPath();
  ctx.moveTo(a.x + ((b.x - a.x) * trim) / d, a.y + ((b.y - a.y) * trim) / d);
  ctx.lineTo(b.x - ((b.x - a.x) * trim) / d, b.y - ((b.y - a.y) * trim) / d);
  ctx.strokeStyle = PALETTE.fail;
  ctx.lineWidth = Math.max(2, l.cell / 16);
  ctx.lineCap = 'round';
  ctx.setLineDash([l.cell / 8, l.cell / 10]);
  ctx.stroke();
  ctx.setLineDash([]);
}

function ringPeer(ctx: DrawContext, l: BoardLayout, peer: number): void {
  const c = cellCentre(l, peer);
  ctx.beginPath();
  ctx.arc(c.x, c.y, l.cell * 0.4, 0, 2 * Math.PI);
  ctx.strokeStyle = PALETTE.fail;
  ctx.lineWidth = Math.max(2, l.cell / 14);
  ctx.stroke();
}

/**
 * A filled disc with a count (MRV's candidates) in the cell's first corner whose pencil slot holds none of `marks`
 * (top right, top left, bottom right, bottom left), so that it hides no mark drawn in the cell.
 */
function drawBadge(ctx: DrawContext, l: BoardLayout, cell: number, text: string, colour: string, marks = 0): void {
  const r = cellRect(l, cell);
  const radius = l.cell * 0.2;
  const corners = [
    [l.n, 1, 0],
    [1, 0, 0],
    [l.size, 1, 1],
    [l.size - l.n + 1, 0, 1],
  ];
  const [, right, bottom] = corners.find(([d]) => (marks & (1 << (d - 1))) === 0) ?? corners[0];
  const inset = radius + l.cell * 0.06;
  const x = right ? r.x + r.w - inset : r.x + inset;
  const y = bottom ? r.y + r.h - inset : r.y + inset;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, 2 * Math.PI);
  ctx.fillStyle = colour;
  ctx.fill();
  centredText(ctx, text, x, y, radius * 1.3, 700, '#ffffff');
}

/** The cell a backtrack gives up on, red with an "∅", so the board shows why the search backs up. */
export function drawDeadEnd(ctx: DrawContext, l: BoardLayout, cell: number): void {
  ctx.fillStyle = PALETTE.failTint;
  fillCell(ctx, l, cell);
  const w = Math.max(2, l.thick * 1.25);
  ctx.setLineDash([w * 2, w * 1.5]);
  ringCell(ctx, l, cell, PALETTE.fail);
  ctx.setLineDash([]);
  const at = cellCentre(l, cell);
  centredText(ctx, '∅', at.x, at.y, l.fontSize * 0.8, 600, PALETTE.fail);
}
