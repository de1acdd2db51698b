import { workerUrl } from 'virtual:stepdoku-sandbox';
import type { ToSandbox } from './sandboxProtocol.ts';

/**
 * The policy of the opaque-origin frame a learner's solver runs under: no connection at all, no script but its own,
 * its blob worker and what that compiles. `data:` stays out of script-src: Pyodide's probe of it must fail to run here.
 */
function sandboxPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' blob: 'unsafe-eval' 'wasm-unsafe-eval'`,
    'worker-src blob:',
    "connect-src 'none'",
    "frame-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** Plain JavaScript, as it runs in the frame. */
const FRAME_SCRIPT = `
addEventListener('message', function (ev) {
  if (ev.source === parent && ev.data && ev.data.type === 'sandbox-ping') parent.postMessage({ type: 'sandbox-pong' }, '*');
});
addEventListener('message', function start(ev) {
  var d = ev.data;
  if (ev.source !== parent || !d || d.type !== 'start' || typeof d.code !== 'string' || !(d.port instanceof MessagePort)) return;
  removeEventListener('message', start);
  var url = URL.createObjectURL(new Blob([d.code], { type: 'text/javascript' }));
  var worker = new Worker(url, { name: 'stepdoku-sandbox' });
  worker.onerror = function (e) {
    parent.postMessage({ type: 'sandbox-error', message: String(e.message || 'the sandboxed worker failed') }, '*');
  };
  worker.postMessage({ port: d.port }, [d.port]);
});
parent.postMessage({ type: 'sandbox-ready' }, '*');
`;

/** The frame's srcdoc. `nonce` must be fresh for each frame. */
function sandboxDocument(nonce: string): string {
  const policy = sandboxPolicy(nonce);
  return `<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="${policy}"></head><body><script nonce="${nonce}">${FRAME_SCRIPT}</script></body></html>`;
}

/** How often the page asks the frame whether it is alive. */
const PING_MS = 3000;
/** Pings missed in a row before the frame counts as gone: a busy machine may be slow, not dead. */
const MISSED_PINGS = 3;

let workerCode: Promise<string> | null = null;

/** Fetched from the app's origin once. */
function sandboxWorkerCode(): Promise<string> {
  workerCode ??= fetch(workerUrl).then((r) => {
    if (!r.ok) throw new Error(`the sandbox's worker did not load (${r.status})`);
    return r.text();
  });
  workerCode.catch(() => (workerCode = null));
  return workerCode;
}

/** What the frame tells its run: the port's raw messages (unchecked), a failure, or that it is gone. */
export interface FrameEvents {
  onData(data: unknown): void;
  /** The frame or its worker failed before any message could tell (a message for the status line). */
  onFailure(message: string): void;
  /** The worker died or the frame stopped answering (out of memory, most likely): no message will come. */
  onStopped(): void;
}

/** One run's way into its frame: sends wait until the frame is up; `drop` ends the worker at once. */
export interface SandboxFrame {
  send(msg: ToSandbox, transfer?: Transferable[]): void;
  drop(): void;
}

/**
 * Makes one hidden sandboxed frame (the document above) and its worker, linked to the page by a
 * MessagePort the page made, with a watchdog: a frame that never comes up or stops answering pings
 * is as gone as one whose worker died.
 */
export function openSandboxFrame(events: FrameEvents, doc: Document = document): SandboxFrame {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const nonce = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  const frame = doc.createElement('iframe');
  const channel = new MessageChannel();
  const queue: Array<[ToSandbox, Transferable[]]> = [];
  let ready = false;
  let dropped = false;
  let unanswered = 0;
  const stopped = () => {
    if (!dropped) events.onStopped();
  };
  const onWindowMessage = (ev: MessageEvent) => {
    if (ev.source !== frame.contentWindow || dropped) return;
    const type = (ev.data as { type?: unknown } | null)?.type;
    if (type === 'sandbox-pong') unanswered = 0;
    else if (type === 'sandbox-ready') void start();
    else if (type === 'sandbox-error')
      events.onFailure(String((ev.data as { message?: unknown }).message).slice(0, 500));
  };
  const start = async () => {
    let code: string;
    try {
      code = await sandboxWorkerCode();
    } catch (e) {
      events.onFailure(String(e));
      return;
    }
    if (dropped) return;
    frame.contentWindow?.postMessage({ type: 'start', code, port: channel.port2 }, '*', [channel.port2]);
    ready = true;
    for (const [msg, transfer] of queue.splice(0)) channel.port1.postMessage(msg, transfer);
  };
  // The frame's own thread does nothing but answer: missed pings mean its process is gone or stuck.
  const watchdog = setInterval(() => {
    if (unanswered >= MISSED_PINGS) return stopped();
    unanswered++;
    frame.contentWindow?.postMessage({ type: 'sandbox-ping' }, '*');
  }, PING_MS);

  frame.setAttribute('sandbox', 'allow-scripts');
  frame.setAttribute('aria-hidden', 'true');
  // No title: the frame is hidden from sight, focus and screen readers.
  frame.tabIndex = -1;
  frame.style.cssText = 'position:absolute;width:0;height:0;border:0;visibility:hidden';
  frame.srcdoc = sandboxDocument(nonce);
  frame.dataset.sandbox = '';
  channel.port1.onmessage = (ev) => {
    if (!dropped) events.onData(ev.data);
  };
  // The worker's end of the port closes when the worker dies, whatever killed it.
  channel.port1.addEventListener('close', stopped);
  addEventListener('message', onWindowMessage);
  doc.body.append(frame);

  return {
    send(msg, transfer = []) {
      if (dropped) return;
      if (ready) channel.port1.postMessage(msg, transfer);
      else queue.push([msg, transfer]);
    },
    drop() {
      if (dropped) return;
      dropped = true;
      clearInterval(watchdog);
      removeEventListener('message', onWindowMessage);
      channel.port1.close();
      frame.remove();
    },
  };
}
