import { applyPalette, GIFEncoder, type Palette, quantize } from 'gifenc';

/**
 * An animated GIF, frame by frame (gifenc). One palette for the whole clip, made from sample frames,
 * so a colour never flickers between frames; and each frame after the first stores only the pixels
 * that changed (the rest transparent over the frame before), which keeps a 10-second 1280×720 clip
 * of a board, where a few cells change per frame, at a few hundred kilobytes.
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
    /** Each frame's display time, in milliseconds (GIF keeps hundredths of a second). */
    readonly delayMs: number,
  ) {}

  /** Makes the clip's palette from a few of its frames (RGBA), before the first `add`. */
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
      repeat: 0, // loop forever
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
