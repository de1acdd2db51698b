import { drawClipFrame } from '../../render/clip/drawClipFrame.ts';
import type { DrawContext } from '../../render/drawContext.ts';
import { type ClipRequest, clipFrames, frameCount } from './clipFrames.ts';
import type { ClipCommand, ClipReport } from './clipProtocol.ts';
import { GifWriter } from './gifWriter.ts';

/** Frames a GIF's palette is made from: spread over the clip, so every event colour that shows is in it. */
const PALETTE_SAMPLES = 6;

/**
 * The clip worker's work, apart from `self` (clip.worker.ts connects it): draws each frame with the
 * render layer's pure functions on an OffscreenCanvas and either encodes a GIF or paces the frames on
 * a canvas the page records as WebM. Cancel stops it between two frames.
 */
export class ClipHost {
  private cancelled = new Set<number>();

  constructor(
    private readonly post: (report: ClipReport, transfer?: Transferable[]) => void,
    private readonly wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
    private readonly now: () => number = () => performance.now(),
  ) {}

  receive(c: ClipCommand): void {
    if (c.type === 'cancel') this.cancelled.add(c.id);
    else {
      const work =
        c.type === 'gif' ? this.gif(c.id, c.request, c.width, c.height) : this.webm(c.id, c.request, c.canvas);
      work.catch((e: unknown) => this.post({ type: 'error', id: c.id, message: String((e as Error)?.message ?? e) }));
    }
  }

  private async gif(id: number, r: ClipRequest, width: number, height: number): Promise<void> {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const total = frameCount(r);
    const writer = new GifWriter(width, height, 1000 / r.fps);
    writer.setPalette(this.samples(r, ctx, width, height, total));
    let done = 0;
    for (const frame of clipFrames(r)) {
      drawClipFrame(ctx as unknown as DrawContext, frame, width, height);
      writer.add(ctx.getImageData(0, 0, width, height).data);
      this.post({ type: 'progress', id, done: ++done, total });
      await this.wait(0); // lets a Cancel in
      if (this.cancelled.delete(id)) return;
    }
    const bytes = writer.finish();
    this.post({ type: 'gif', id, bytes }, [bytes.buffer]);
  }

  /** Draws the frames onto the page's canvas at the clip's pace (the page records what it shows). */
  private async webm(id: number, r: ClipRequest, canvas: OffscreenCanvas): Promise<void> {
    const ctx = canvas.getContext('2d')!;
    const total = frameCount(r);
    const start = this.now();
    let k = 0;
    for (const frame of clipFrames(r)) {
      await this.wait(Math.max(0, start + (k * 1000) / r.fps - this.now()));
      if (this.cancelled.delete(id)) return;
      drawClipFrame(ctx as unknown as DrawContext, frame, canvas.width, canvas.height);
      this.post({ type: 'progress', id, done: ++k, total });
    }
    // The last frame stays one frame's time, so the recording shows it.
    await this.wait(1000 / r.fps);
    this.post({ type: 'drawn', id });
  }

  private samples(r: ClipRequest, ctx: OffscreenCanvasRenderingContext2D, w: number, h: number, total: number) {
    const picks = new Set(
      Array.from({ length: PALETTE_SAMPLES }, (_, i) => Math.round((i * (total - 1)) / (PALETTE_SAMPLES - 1))),
    );
    const out: Uint8ClampedArray[] = [];
    let k = 0;
    for (const frame of clipFrames(r)) {
      if (picks.has(k++)) {
        drawClipFrame(ctx as unknown as DrawContext, frame, w, h);
        out.push(ctx.getImageData(0, 0, w, h).data);
      }
    }
    return out;
  }
}
