import { applyPalette, GIFEncoder, type Palette, quantize } from 'gifenc';

/**
 * An animated GIF (gifenc) with one palette from sample frames, so colours never flicker, and later frames storing only
 * changed pixels.
 */
export class GifWriter {
  private readonly encoder = GIFEncoder();
  private palette: Palette | null = null;
  private transparent = 0;
  private previous: Uint8Array | null = null;
  frames = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Each frame's display time, in milliseconds (GIF keeps hundredths). */
    readonly delayMs: number,
  ) {}

  /** Before the first `add`. */
  setPalette(samples: Uint8ClampedArray[]): void {
    const all = new Uint8Array(samples.reduce((n, s) => n + s.length, 0));
    let at = 0;
    for (const s of samples) {
      all.set(s, at);
      at += s.length;
    }
    const palette = quantize(all, 255);
    this.transparent = palette.length;
    palette.push([255, 0, 255]); // the "unchanged" slot; never drawn
    this.palette = palette;
  }

  add(rgba: Uint8ClampedArray): void {
    if (!this.palette) this.setPalette([rgba]);
    const index = applyPalette(rgba, this.palette!.slice(0, this.transparent));
    const first = this.previous === null;
    const stored = first ? index : unchangedAsTransparent(index, this.previous!, this.transparent);
    this.encoder.writeFrame(stored, this.width, this.height, {
      palette: first ? this.palette! : undefined,
      delay: this.delayMs,
      transparent: !first,
      transparentIndex: this.transparent,
      dispose: 1, // keep the frame: the next one draws only what changed over it
      repeat: 0,
    });
    this.previous = index;
    this.frames++;
  }

  finish(): Uint8Array {
    this.encoder.finish();
    return this.encoder.bytes();
  }
}

function unchangedAsTransparent(index: Uint8Array, previous: Uint8Array, transparent: number): Uint8Array {
  const out = new Uint8Array(index.length);
  for (let i = 0; i < index.length; i++) out[i] = index[i] === previous[i] ? transparent : index[i];
  return out;
}
