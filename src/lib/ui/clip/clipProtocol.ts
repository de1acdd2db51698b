import type { ClipRequest } from './clipFrames.ts';

/** The page's messages to the clip worker; every one carries the export's id. */
export type ClipCommand =
  | { type: 'gif'; id: number; request: ClipRequest; width: number; height: number }
  /** Draws the frames onto a canvas the page records (MediaRecorder), at the clip's frame rate. */
  | { type: 'webm'; id: number; request: ClipRequest; canvas: OffscreenCanvas }
  | { type: 'cancel'; id: number };

/** The worker's answers. */
export type ClipReport =
  | { type: 'progress'; id: number; done: number; total: number }
  | { type: 'gif'; id: number; bytes: Uint8Array }
  | { type: 'drawn'; id: number }
  | { type: 'error'; id: number; message: string };
