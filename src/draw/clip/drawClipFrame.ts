import { boardLayout } from '../boardLayout.ts';
import type { DrawContext } from '../drawContext.ts';
import { drawDynamicMarks } from '../drawDynamic.ts';
import { drawStatic } from '../drawStatic.ts';
import { FONT_FAMILY } from '../text.ts';
import type { ClipFrame } from './clipFrame.ts';

const INK = '#111827';
const MUTED = '#4b5563';
const TRACK = '#e5e7eb';
const COUNTERS = ['checks', 'placements', 'backtracks', 'depth'] as const;

/**
 * One frame of a clip (or the share panel's preview): caption, each board under its name and counters, and a progress
 * bar; sizes follow the height so every resolution looks alike.
 */
export function drawClipFrame(ctx: DrawContext, f: ClipFrame, width: number, height: number): void {
  const u = height / 100; // one unit: a hundredth of the height
  const pad = 2.5 * u;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);

  let top = pad;
  if (f.caption) {
    text(ctx, f.caption, pad, top + 3 * u, 4.6 * u, 650, INK, 'left');
    top += 7.5 * u;
  }
  const barH = 5 * u;
  const columns = f.boards.length;
  const gap = 4 * u;
  const colW = (width - 2 * pad - gap * (columns - 1)) / columns;
  const headH = 12 * u;
  const boardH = height - top - headH - barH - 2 * pad;
  f.boards.forEach((b, i) => {
    const x = pad + i * (colW + gap);
    const side = Math.min(colW, boardH);
    const bx = x + (colW - side) / 2;
    ctx.fillStyle = b.colour;
    ctx.fillRect(bx, top + 0.8 * u, 1.6 * u, 3.2 * u);
    text(ctx, b.name, bx + 2.6 * u, top + 2.4 * u, 3.6 * u, 700, INK, 'left');
    COUNTERS.forEach((key, k) => {
      const cx = bx + (k * side) / COUNTERS.length;
      text(ctx, key, cx, top + 6.2 * u, 2.3 * u, 500, MUTED, 'left');
      text(ctx, b.counters[key].toLocaleString('en-US'), cx, top + 9.6 * u, 3.6 * u, 700, INK, 'left');
    });
    const layout = boardLayout(f.n, side, side);
    const model = { n: f.n, givens: f.givens, cells: b.cells, event: b.event, pencil: false };
    ctx.setTransform(1, 0, 0, 1, Math.round(bx), Math.round(top + headH));
    drawStatic(ctx, model, layout);
    drawDynamicMarks(ctx, model, layout);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
  });

  // Where in the range: a thin track, the part played, and the event number.
  const y = height - pad - barH / 2;
  const label = `event ${f.position.toLocaleString('en-US')}`;
  const trackW = width - 2 * pad - 22 * u;
  const done = f.to > f.from ? Math.min(1, Math.max(0, (f.position - f.from) / (f.to - f.from))) : 1;
  ctx.fillStyle = TRACK;
  ctx.fillRect(pad, y - 0.6 * u, trackW, 1.2 * u);
  ctx.fillStyle = '#1d4ed8';
  ctx.fillRect(pad, y - 0.6 * u, trackW * done, 1.2 * u);
  text(ctx, label, width - pad, y, 2.8 * u, 600, MUTED, 'right');
}

function text(
  ctx: DrawContext,
  s: string,
  x: number,
  y: number,
  px: number,
  weight: number,
  colour: string,
  align: CanvasTextAlign,
): void {
  ctx.font = `${weight} ${Math.max(1, Math.round(px))}px ${FONT_FAMILY}`;
  ctx.fillStyle = colour;
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.fillText(s, x, y);
}
