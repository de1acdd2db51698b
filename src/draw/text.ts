import type { DrawContext } from './drawContext.ts';

export const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

// The font each context was last given, and how the context reads it back.
const lastFont = new WeakMap<object, { set: string; reads: string }>();

/**
 * Sets the context up for centred text; `font` is set only when it differs, since setting it costs a style
 * recalculation in Chromium, so loops set the style once and call `fillCentred` per digit.
 */
export function textStyle(ctx: DrawContext, px: number, weight: number, colour: string): void {
  const font = `${weight} ${Math.max(1, Math.round(px))}px ${FONT_FAMILY}`;
  const last = lastFont.get(ctx);
  if (!last || last.set !== font || ctx.font !== last.reads) {
    ctx.font = font;
    lastFont.set(ctx, { set: font, reads: ctx.font });
  }
  ctx.fillStyle = colour;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
}

/** Writes `text` centred on (x, y) in the style already set. Digits sit a touch low with 'middle', hence the nudge. */
export function fillCentred(ctx: DrawContext, text: string, x: number, y: number, px: number): void {
  ctx.fillText(text, x, y + px * 0.06);
}

/** Writes `text` centred on (x, y): `textStyle`, then `fillCentred`. */
export function centredText(
  ctx: DrawContext,
  text: string,
  x: number,
  y: number,
  px: number,
  weight: number,
  colour: string,
): void {
  textStyle(ctx, px, weight, colour);
  fillCentred(ctx, text, x, y, px);
}
