import { type ScatterPoints, TIE_COLOUR } from './scatter.ts';

/**
 * The scatter's points blended into an RGBA buffer for one putImageData, since fillRect per point is a long task on a
 * canvas without a GPU: 3 CSS px squares, ties, X then Y, at 0.35 opacity on a transparent background.
 */
export interface Raster {
  width: number;
  height: number;
  /** Premultiplication-free RGBA, row after row, as ImageData wants it. */
  data: Uint8ClampedArray;
}

/** `reuse`: the previous raster, written again when its size matches: a new buffer per redraw means GC pauses. */
export function rasterizeScatter(m: ScatterPoints, width: number, height: number, dpr = 1, reuse?: Raster): Raster {
  const same = reuse && reuse.width === width && reuse.height === height;
  const data = same ? reuse.data.fill(0) : new Uint8ClampedArray(width * height * 4);
  const alpha = 0.35;
  const half = 1.5 * dpr;
  const colours = [TIE_COLOUR, m.input.xColour, m.input.yColour].map(rgbOf);
  for (let w = 0; w < 3; w++) {
    const [r, g, b] = colours[w];
    for (let k = 0; k < m.px.length; k++) {
      if (m.winner[k] !== w) continue;
      const cx = m.px[k] * dpr,
        cy = m.py[k] * dpr;
      // The pixels whose centres fall inside the square, as a canvas fills a rectangle.
      const x0 = Math.max(0, Math.round(cx - half)),
        x1 = Math.min(width, Math.round(cx + half));
      const y0 = Math.max(0, Math.round(cy - half)),
        y1 = Math.min(height, Math.round(cy + half));
      for (let y = y0; y < y1; y++) {
        let at = (y * width + x0) * 4;
        for (let x = x0; x < x1; x++, at += 4) blend(data, at, r, g, b, alpha);
      }
    }
  }
  return { width, height, data };
}

/** Source-over of an opaque colour at `alpha` onto the (non-premultiplied) pixel at `at`. */
function blend(d: Uint8ClampedArray, at: number, r: number, g: number, b: number, alpha: number): void {
  const da = d[at + 3] / 255;
  const oa = alpha + da * (1 - alpha);
  const keep = (da * (1 - alpha)) / oa,
    put = alpha / oa;
  d[at] = r * put + d[at] * keep;
  d[at + 1] = g * put + d[at + 1] * keep;
  d[at + 2] = b * put + d[at + 2] * keep;
  d[at + 3] = oa * 255;
}

function rgbOf(hex: string): [number, number, number] {
  const v = parseInt(hex.slice(1), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}
