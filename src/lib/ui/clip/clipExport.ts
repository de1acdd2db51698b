import type { ClipRequest } from './clipFrames.ts';
import type { ClipCommand, ClipReport } from './clipProtocol.ts';
import { m } from '../i18n/messages.ts';
import { withDetails } from '../withDetails.ts';

export type Progress = (done: number, total: number) => void;

/** The WebM's bit rate: a board's flat colours and sharp digits need little (10 s ≈ 1.2 MB). */
const WEBM_BITS_PER_SECOND = 1_000_000;

const createClipWorker = () => new Worker(new URL('./clip.worker.ts', import.meta.url), { type: 'module' });

/**
 * The page's end of a clip export: the clip worker draws the frames off the page's thread; a GIF
 * comes back encoded, a WebM is recorded here (MediaRecorder over the canvas the worker draws on).
 * One export at a time; `cancel()` stops it and its promise rejects with a CancelledError.
 */
export class ClipExport {
  private worker: Worker | null = null;
  private id = 0;
  private abort: (() => void) | null = null;

  constructor(private readonly createWorker: () => Worker = createClipWorker) {}

  gif(request: ClipRequest, width: number, height: number, onProgress: Progress): Promise<Blob> {
    return this.run({ type: 'gif', id: ++this.id, request, width, height }, onProgress, (report, resolve) => {
      if (report.type === 'gif') resolve(new Blob([report.bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' }));
    });
  }

  webm(request: ClipRequest, width: number, height: number, onProgress: Progress): Promise<Blob> {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const stream = canvas.captureStream(request.fps);
    const recorder = new MediaRecorder(stream, { mimeType: webmType(), videoBitsPerSecond: WEBM_BITS_PER_SECOND });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    const offscreen = canvas.transferControlToOffscreen();
    recorder.start();
    const stopped = () => new Promise<void>((r) => ((recorder.onstop = () => r()), recorder.stop()));
    const id = ++this.id;
    return this.run(
      { type: 'webm', id, request, canvas: offscreen },
      onProgress,
      (report, resolve) => {
        if (report.type === 'drawn')
          void stopped().then(() => {
            stream.getTracks().forEach((t) => t.stop());
            resolve(new Blob(chunks, { type: 'video/webm' }));
          });
      },
      [offscreen],
      () => {
        if (recorder.state !== 'inactive') recorder.stop();
        stream.getTracks().forEach((t) => t.stop());
      },
    );
  }

  cancel(): void {
    this.abort?.();
  }

  destroy(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private run(
    command: Exclude<ClipCommand, { type: 'cancel' }>,
    onProgress: Progress,
    finish: (report: ClipReport, resolve: (b: Blob) => void) => void,
    transfer: Transferable[] = [],
    cleanup: () => void = () => {},
  ): Promise<Blob> {
    this.cancel();
    const worker = (this.worker ??= this.createWorker());
    return new Promise<Blob>((resolve, reject) => {
      const done = (f: () => void) => {
        this.abort = null;
        worker.onmessage = null;
        f();
      };
      this.abort = () =>
        done(() => {
          worker.postMessage({ type: 'cancel', id: command.id } satisfies ClipCommand);
          cleanup();
          reject(new CancelledError());
        });
      worker.onerror = (e) => done(() => (cleanup(), reject(new Error(e.message))));
      worker.onmessage = (e: MessageEvent<ClipReport>) => {
        const report = e.data;
        if (report.id !== command.id) return;
        if (report.type === 'progress') onProgress(report.done, report.total);
        else if (report.type === 'error') done(() => (cleanup(), reject(new Error(report.message))));
        else finish(report, (blob) => done(() => resolve(blob)));
      };
      worker.postMessage(command, transfer);
    });
  }
}

/** Why a clip failed: the page's sentence, and the exception's own text only as the details after it. */
export function clipFailureText(e: unknown): string {
  return withDetails(m.clip_failed(), e instanceof Error ? e.message : String(e));
}

export class CancelledError extends Error {
  constructor() {
    super('Cancelled.');
    this.name = 'CancelledError';
  }
}

/** VP9 where the browser records it (smaller at the same sharpness), else the browser's WebM. */
function webmType(): string {
  return MediaRecorder.isTypeSupported('video/webm;codecs=vp9') ? 'video/webm;codecs=vp9' : 'video/webm';
}
