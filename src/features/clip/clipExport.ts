import type { ClipRequest } from '../../workers/clip/clipFrames.ts';
import type { ClipCalls, ClipProgress } from '../../workers/clip/clipMessages.ts';
import { type Call, type Outcome, RpcClient } from '../../workers/rpc.ts';
import { m } from '../../app/i18n/messages.ts';
import { withDetails } from '../../app/withDetails.ts';

export type Progress = (done: number, total: number) => void;

/** The WebM's bit rate: a board's flat colours and sharp digits need little (10 s ≈ 1.2 MB). */
const WEBM_BITS_PER_SECOND = 1_000_000;

const createClipWorker = () =>
  new Worker(new URL('../../workers/clip/clip.worker.ts', import.meta.url), { type: 'module' });

/** The page's end of a clip export: a GIF comes back encoded, a WebM is recorded here from the worker's canvas. */
export class ClipExport {
  private client: RpcClient<ClipCalls> | null = null;
  private open: { cancel(): void } | null = null;

  constructor(private readonly createWorker: () => Worker = createClipWorker) {}

  async gif(request: ClipRequest, width: number, height: number, onProgress: Progress): Promise<Blob> {
    const bytes = await this.run((c) => c.call('gif', { request, width, height }, { onMessage: progress(onProgress) }));
    return new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/gif' });
  }

  async webm(request: ClipRequest, width: number, height: number, onProgress: Progress): Promise<Blob> {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const stream = canvas.captureStream(request.fps);
    const recorder = new MediaRecorder(stream, { mimeType: webmType(), videoBitsPerSecond: WEBM_BITS_PER_SECOND });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (e) => e.data.size > 0 && chunks.push(e.data);
    const offscreen = canvas.transferControlToOffscreen();
    recorder.start();
    try {
      await this.run((c) =>
        c.call('webm', { request, canvas: offscreen }, { transfer: [offscreen], onMessage: progress(onProgress) }),
      );
      await new Promise<void>((r) => ((recorder.onstop = () => r()), recorder.stop()));
      return new Blob(chunks, { type: 'video/webm' });
    } finally {
      if (recorder.state !== 'inactive') recorder.stop();
      stream.getTracks().forEach((t) => t.stop());
    }
  }

  cancel(): void {
    this.open?.cancel();
  }

  destroy(): void {
    this.cancel();
    this.client?.terminate();
    this.client = null;
  }

  /** One export at a time: a new one cancels the one before. */
  private async run<R>(start: (c: RpcClient<ClipCalls>) => Call<{ req: unknown; end: R }>): Promise<R> {
    this.cancel();
    const call = start((this.client ??= new RpcClient(this.createWorker())));
    this.open = call;
    const o: Outcome<R> = await call.result;
    if (this.open === call) this.open = null;
    if (o.ok) return o.value;
    if (o.why === 'cancelled') throw new CancelledError();
    if (o.why === 'died') this.client = null;
    throw new Error(o.message);
  }
}

const progress = (onProgress: Progress) => (p: ClipProgress) => onProgress(p.done, p.total);

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
