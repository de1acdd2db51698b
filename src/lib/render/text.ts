import type { DrawContext } from './drawContext.ts';

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Writes `text` centred on (x, y). Digits sit a touch low with 'middle', hence the nudge. */
export function centredText(ctx: DrawContext, text: string, x: number, y: number, px: number, weight: number, colour: string): void {
  ctx.font = `${weight} ${Math.max(1, Math.round(px))}px ${FONT_FAMILY}`;
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + px * 0.06);
}
