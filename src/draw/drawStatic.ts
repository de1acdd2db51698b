import type { BoxSize } from '../core/geometry.ts';
import type { BoardLayout } from './boardLayout.ts';
import { cellCentre, cellRect } from './boardLayout.ts';
import type { DrawContext } from './drawContext.ts';
import { PALETTE } from './palette.ts';
import { digitSymbol } from './symbols.ts';
import { fillCentred, textStyle } from './text.ts';

/** What changes only with the puzzle or the panel size. */
export interface StaticModel {
  n: BoxSize;
  givens: Uint8Array;
}

/** The paper, the grid lines, the labels and the givens (bold, on a grey cell). */
export function drawStatic(ctx: DrawContext, model: StaticModel, l: BoardLayout): void {
  ctx.fillStyle = PALETTE.background;
  ctx.fillRect(l.x0, l.y0, l.side, l.side);
  ctx.fillStyle = PALETTE.givenCell;
  model.givens.forEach((d, i) => {
    if (d === 0) return;
    const r = cellRect(l, i);
    ctx.fillRect(r.x, r.y, r.w, r.h);
  });
  drawGridLines(ctx, l);
  drawLabels(ctx, l);
  textStyle(ctx, l.fontSize, 700, PALETTE.given);
  model.givens.forEach((d, i) => {
    if (d === 0) return;
    const c = cellCentre(l, i);
    fillCentred(ctx, digitSymbol(d), c.x, c.y, l.fontSize);
  });
}

export function drawGridLines(ctx: DrawContext, l: BoardLayout): void {
  ctx.lineCap = 'square';
  for (const thickPass of [false, true]) {
    ctx.beginPath();
    for (let i = 0; i <= l.size; i++) {
      if ((i % l.n === 0) !== thickPass) continue;
      const p = i === l.size ? l.x0 + l.side : (l.col(i) ?? 0);
      const q = i === l.size ? l.y0 + l.side : (l.row(i) ?? 0);
      ctx.moveTo(p, l.y0);
      ctx.lineTo(p, l.y0 + l.side);
      ctx.moveTo(l.x0, q);
      ctx.lineTo(l.x0 + l.side, q);
    }
    ctx.strokeStyle = thickPass ? PALETTE.gridThick : PALETTE.gridThin;
    ctx.lineWidth = thickPass ? l.thick : l.thin;
    ctx.stroke();
  }
}

/** Row and column numbers, as the sentences name cells: r4c5. */
export function drawLabels(ctx: DrawContext, l: BoardLayout): void {
  if (l.gutter <= 0 || l.cell <= 0) return;
  const px = Math.min(l.gutter * 0.62, l.cell * 0.5);
  textStyle(ctx, px, 600, PALETTE.label);
  const away = l.thick + (l.gutter - l.thick) / 2;
  for (let i = 0; i < l.size; i++) {
    const at = (l.col(i) ?? 0) + l.cell / 2;
    fillCentred(ctx, String(i + 1), at, l.y0 - away, px);
    fillCentred(ctx, String(i + 1), l.x0 - away, (l.row(i) ?? 0) + l.cell / 2, px);
  }
}
