import type { Hint } from '../../core/logic/hint.ts';
import { geometry } from '../../core/geometry.ts';
import { type BoardLayout, candidateSlot, cellCentre, cellRect } from '../../draw/boardLayout.ts';
import type { DrawContext } from '../../draw/drawContext.ts';
import { drawPatternCells } from '../../draw/drawPattern.ts';
import { PALETTE } from '../../draw/palette.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { centredText, fillCentred, textStyle } from '../../draw/text.ts';

export interface HintDrawing {
  readonly hint: Hint;
  readonly level: 1 | 2 | 3;
  /** Each empty cell's candidates on the board as it stands (bit d-1 for digit d). */
  readonly candidates: Uint32Array;
}

/**
 * The hint over the board: nothing at level 1; then the step's units and pattern cells with their pencil marks; then
 * what it removes (struck in red) and places; wrong or clashing digits ringed in red at any level.
 */
export function drawHint(ctx: DrawContext, d: HintDrawing, l: BoardLayout): void {
  const { hint, level } = d;
  if (hint.kind === 'wrong' || hint.kind === 'no-solution') {
    for (const c of hint.cells) ringCell(ctx, l, c, PALETTE.clash, PALETTE.clashTint);
    return;
  }
  if (hint.kind !== 'step' || level < 2) return;
  const { step } = hint;
  ctx.fillStyle = PALETTE.patternUnitTint;
  for (const u of step.units) for (const c of geometry(l.n).units[u]) fillCell(ctx, l, c);
  const removed = new Map<number, number>();
  if (level === 3)
    for (const e of step.eliminations) removed.set(e.cell, (removed.get(e.cell) ?? 0) | (1 << (e.digit - 1)));
  const marked = [...new Set([...step.cells, ...removed.keys()])];
  // The board's own pencil marks (when on) would sit under these: the cell is cleared first.
  ctx.fillStyle = PALETTE.background;
  for (const c of marked) fillCell(ctx, l, c);
  ctx.fillStyle = PALETTE.eliminateTint;
  for (const c of removed.keys()) fillCell(ctx, l, c);
  drawPatternCells(ctx, step.cells, l);
  const placed = new Set(level === 3 ? step.placements.map((p) => p.cell) : []);
  for (const c of marked)
    if (!placed.has(c)) pencil(ctx, l, c, d.candidates[c], removed.get(c) ?? 0, new Set(step.digits));
  if (level === 3)
    for (const p of step.placements) {
      ringCell(ctx, l, p.cell, PALETTE.place, PALETTE.placeTint);
      const at = cellCentre(l, p.cell);
      centredText(ctx, digitSymbol(p.digit), at.x, at.y, l.fontSize, 700, PALETTE.place);
    }
}

/** A cell's candidates: the pattern's digits in its colour, the removed ones struck in red. */
function pencil(ctx: DrawContext, l: BoardLayout, cell: number, mask: number, removed: number, pattern: Set<number>) {
  const px = (l.cell / l.n) * 0.72;
  for (let digit = 1; digit <= l.size; digit++) {
    const bit = 1 << (digit - 1);
    if ((mask & bit) === 0) continue;
    const s = candidateSlot(l, cell, digit);
    const struck = (removed & bit) !== 0;
    textStyle(
      ctx,
      px,
      struck || pattern.has(digit) ? 700 : 500,
      struck ? PALETTE.eliminate : pattern.has(digit) ? PALETTE.pattern : PALETTE.pencil,
    );
    fillCentred(ctx, digitSymbol(digit), s.x, s.y, px);
    if (!struck) continue;
    ctx.beginPath();
    ctx.moveTo(s.x - s.slot * 0.42, s.y + s.slot * 0.3);
    ctx.lineTo(s.x + s.slot * 0.42, s.y - s.slot * 0.3);
    ctx.strokeStyle = PALETTE.eliminate;
    ctx.lineWidth = Math.max(1.5, s.slot / 9);
    ctx.lineCap = 'round';
    ctx.stroke();
  }
}

function ringCell(ctx: DrawContext, l: BoardLayout, cell: number, colour: string, tint: string): void {
  ctx.fillStyle = tint;
  fillCell(ctx, l, cell);
  const r = cellRect(l, cell);
  const w = Math.max(2, l.thick * 1.5);
  ctx.strokeStyle = colour;
  ctx.lineWidth = w;
  ctx.strokeRect(r.x + w / 2, r.y + w / 2, r.w - w, r.h - w);
}

function fillCell(ctx: DrawContext, l: BoardLayout, cell: number): void {
  const r = cellRect(l, cell);
  ctx.fillRect(r.x, r.y, r.w, r.h);
}
