import { boardLayout } from '../../../draw/boardLayout.ts';
import { m } from '../../../app/i18n/messages.ts';
import type { BoardModel } from '../../../draw/boardModel.ts';
import { drawDynamic } from '../../../draw/drawDynamic.ts';
import { drawStatic } from '../../../draw/drawStatic.ts';

/** The board as the player shows it, drawn afresh at `side` pixels with a white margin, as a PNG. */
export function boardPng(model: BoardModel, side = 1200): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = side;
  const ctx = canvas.getContext('2d');
  if (!ctx) return Promise.reject(new Error(m.image_no_canvas()));
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, side, side);
  const inner = Math.round(side * 0.96),
    offset = (side - inner) / 2;
  ctx.translate(offset, offset);
  const layout = boardLayout(model.n, inner, inner);
  drawStatic(ctx, model, layout);
  // drawDynamic clears its area first: draw it on a layer of its own, then stack the layers.
  const top = document.createElement('canvas');
  top.width = top.height = inner;
  const topCtx = top.getContext('2d')!;
  drawDynamic(topCtx, model, layout, inner, inner);
  ctx.drawImage(top, 0, 0);
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error(m.image_failed()))), 'image/png'),
  );
}
