import { workerUrl } from 'virtual:stepdoku-sandbox';
import { type FromSandbox, readSandboxMessage, type ToSandbox } from '../../protocol/sandboxProtocol.ts';
import { sandboxDocument } from './sandboxFrame.ts';

let workerCode: Promise<string> | null = null;

/** How often the page asks the frame whether it is alive. */
const PING_MS = 3000;
/** Pings missed in a row before the frame counts as gone: a busy machine may be slow, not dead. */
const MISSED_PINGS = 3;

/** The sandboxed worker's script, fetched from the app's origin once. */
function sandboxWorkerCode(): Promise<string> {
  workerCode ??= fetch(workerUrl).then((r) => {
    if (!r.ok) throw new Error(`the sandbox's worker did not load (${r.status})`);
    return r.text();
  });
  workerCode.catch(() => (workerCode = null));
  return workerCode;
}

/** What the player needs of a sandbox: a way to send runs, the messages back, and a way to end it all. */
export interface SandboxLike {
  send(msg: ToSandbox, transfer?: Transferable[]): void;
  onMessage: (msg: FromSandbox) => void;
  /** The frame or its worker failed before any message could tell (a message for the status line). */
  onFailure: (message: string) => void;
  /** The worker died or the frame stopped answering (out of memory, most likely): no message will come. */
  onStopped: () => void;
  /** Drops the frame: its worker ends wherever it is, at once. */
  destroy(): void;
}

/**
 * One sandboxed frame and its worker (sandboxFrame.ts), created hidden in the page. Messages sent
 * before the frame is ready wait. Messages back come over a MessagePort the page made, and only those
 * that have the protocol's shape are passed on (the learner's code shares the worker with the runner).
 */
export class Sandbox implements SandboxLike {
  onMessage: (msg: FromSandbox) => void = () => {};
  onFailure: (message: string) => void = () => {};
  onStopped: () => void = () => {};
  private readonly frame: HTMLIFrameElement;
  private readonly channel = new MessageChannel();
  private readonly queue: Array<[ToSandbox, Transferable[]]> = [];
  private ready = false;
  private destroyed = false;
  private watchdog: ReturnType<typeof setInterval> | undefined;
  private unanswered = 0;
  private readonly onWindowMessage = (ev: MessageEvent) => {
    if (ev.source !== this.frame.contentWindow || this.destroyed) return;
    const type = (ev.data as { type?: unknown } | null)?.type;
    if (type === 'sandbox-pong') this.unanswered = 0;
    else if (type === 'sandbox-ready') void this.start();
    else if (type === 'sandbox-error') this.onFailure(String((ev.data as { message?: unknown }).message).slice(0, 500));
  };

  constructor(doc: Document = document) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const nonce = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
    this.frame = doc.createElement('iframe');
    this.frame.setAttribute('sandbox', 'allow-scripts');
    this.frame.setAttribute('aria-hidden', 'true');
    // No title: the frame is hidden from sight, focus and screen readers, and an English one was the
    // only English a Chinese page still held.
    this.frame.tabIndex = -1;
    this.frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
    this.frame.srcdoc = sandboxDocument(nonce);
    this.frame.dataset.sandbox = '';
    this.channel.port1.onmessage = (ev) => {
      if (this.destroyed) return;
      const msg = readSandboxMessage(ev.data);
      if (msg) this.onMessage(msg);
    };
    // The worker's end of the port closes when the worker dies, whatever killed it.
    this.channel.port1.addEventListener('close', () => this.stopped());
    addEventListener('message', this.onWindowMessage);
    doc.body.append(this.frame);
    // From the start: a frame that never comes up is as gone as one that died.
    this.watchdog = setInterval(() => this.ping(), PING_MS);
  }

  send(msg: ToSandbox, transfer: Transferable[] = []): void {
    if (this.destroyed) return;
    if (this.ready) this.channel.port1.postMessage(msg, transfer);
    else this.queue.push([msg, transfer]);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    clearInterval(this.watchdog);
    removeEventListener('message', this.onWindowMessage);
    this.channel.port1.close();
    this.frame.remove();
  }

  private async start(): Promise<void> {
    let code: string;
    try {
      code = await sandboxWorkerCode();
    } catch (e) {
      this.onFailure(String(e));
      return;
    }
    if (this.destroyed) return;
    this.frame.contentWindow?.postMessage({ type: 'start', code, port: this.channel.port2 }, '*', [this.channel.port2]);
    this.ready = true;
    for (const [msg, transfer] of this.queue.splice(0)) this.channel.port1.postMessage(msg, transfer);
  }

  /**
   * The frame's own thread does nothing but answer: when it misses MISSED_PINGS pings in a row, its
   * process is gone (a browser that kills a sandbox out of memory takes the frame with it) or stuck.
   */
  private ping(): void {
    if (this.unanswered >= MISSED_PINGS) return this.stopped();
    this.unanswered++;
    this.frame.contentWindow?.postMessage({ type: 'sandbox-ping' }, '*');
  }

  private stopped(): void {
    if (!this.destroyed) this.onStopped();
  }
}
