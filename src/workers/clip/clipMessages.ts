import type { ClipRequest } from './clipFrames.ts';

export type ClipProgress = { done: number; total: number };

/**
 * The clip worker's calls: a GIF encoded there, or WebM frames drawn onto a canvas the page records; both stream
 * progress.
 */
export type ClipCalls = {
  gif: { req: { request: ClipRequest; width: number; height: number }; msg: ClipProgress; end: Uint8Array };
  webm: { req: { request: ClipRequest; canvas: OffscreenCanvas }; msg: ClipProgress; end: void };
};
