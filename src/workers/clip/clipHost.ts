import { drawClipFrame } from '../../draw/clip/drawClipFrame.ts';
import type { DrawContext } from '../../draw/drawContext.ts';
import { type ClipRequest, clipFrames, frameCount } from './clipFrames.ts';
import type { ClipCalls } from './clipMessages.ts';
import type { Handlers, Served } from '../rpc.ts';
import { GifWriter } from './gifWriter.ts';

/** Spread over the clip, so that every event colour that shows is in the palette. */
const PALETTE_SAMPLES = 6;

type Wait = (ms: number) => Promise<void>;

/**
 * The clip worker's calls: frames drawn on an OffscreenCanvas, encoded as a GIF or paced onto a canvas the page
 * records.
 */
export function clipHandlers(
  wait: Wait = (ms) => new Promise((r) => setTimeout(r, ms)),
  now: () => number = () => performance.now(),
): Handlers<ClipCalls> {
  return {
    gif: ({ request, width, height }, call) => gif(call, request, width, height, wait),
    webm: ({ request, canvas }, call) => webm(call, request, canvas, wait, now),
  };
}

async function gif(call: Served<ClipCalls['gif']>, r: ClipRequest, width: number, height: number, wait: Wait) {
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const total = frameCount(r);
  const writer = new GifWriter(width, height, 1000 / r.fps);
  writer.setPalette(samples(r, ctx, width, height, total));
  let done = 0;
  for (const frame of clipFrames(r)) {
    drawClipFrame(ctx as unknown as DrawContext, frame, width, height);
    writer.add(ctx.getImageData(0, 0, width, height).data);
    call.send({ done: ++done, total });
    await wait(0); // lets a Cancel in
    if (call.closed) return;
  }
  const bytes = writer.finish();
  call.end(bytes, [bytes.buffer]);
}

async function webm(
  call: Served<ClipCalls['webm']>,
  r: ClipRequest,
  canvas: OffscreenCanvas,
  wait: Wait,
  now: () => number,
) {
  const ctx = canvas.getContext('2d')!;
  const total = frameCount(r);
  const start = now();
  let k = 0;
  for (const frame of clipFrames(r)) {
    await wait(Math.max(0, start + (k * 1000) / r.fps - now()));
    if (call.closed) return;
    drawClipFrame(ctx as unknown as DrawContext, frame, canvas.width, canvas.height);
    call.send({ done: ++k, total });
  }
  // The last frame stays one frame's time, so the recording shows it.
  await wait(1000 / r.fps);
  call.end(undefined);
}

function samples(r: ClipRequest, ctx: OffscreenCanvasRenderingContext2D, w: number, h: number, total: number) {
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
