/// <reference lib="webworker" />
/**
 * The worker a learner's solver runs in, inside the sandboxed frame (sandboxFrame.ts). Built as one
 * classic script (the sandbox's opaque origin cannot start module workers from a blob), handed to the
 * frame as text by the page. It takes runs from the page's MessagePort and streams back packed legal
 * events and their lines in batches, transferred. It never yields to its event loop while a solver
 * runs: the page stops a run by dropping the frame, which ends this worker wherever it is.
 */
import type { PyodideAPI } from 'pyodide';
import type { FromSandbox, PyodideFiles, ToSandbox } from '../../protocol/sandboxProtocol.ts';
import { userRun, type UserRunResult } from '../../engine/usersolver/userRun.ts';
import { jsRun } from './jsRun.ts';
import { loadSandboxedPyodide } from './sandboxPyodide.ts';
import { pySource } from './pySource.ts';

/** Events per message to the page, and the longest a partial message waits (a slow solver still streams). */
const MESSAGE_EVENTS = 1 << 16;
const MESSAGE_MS = 30;
const BATCH = 8192;

const scope = self as unknown as DedicatedWorkerGlobalScope;
let py: Promise<PyodideAPI> | null = null;

scope.onmessage = (ev: MessageEvent) => {
  const port = (ev.data as { port?: unknown } | null)?.port;
  if (!(port instanceof MessagePort)) return;
  scope.onmessage = null;
  // Taken now, before any learner's code runs: replacing MessagePort.prototype.postMessage later
  // changes nothing here (and whatever it sends, the page checks).
  const post = port.postMessage.bind(port) as (m: FromSandbox, transfer?: Transferable[]) => void;
  port.onmessage = (m: MessageEvent) => void handle(m.data as ToSandbox, post);
};

async function handle(msg: ToSandbox, post: (m: FromSandbox, transfer?: Transferable[]) => void): Promise<void> {
  if (msg?.type !== 'run') return;
  const { runId } = msg;
  const grid = { n: msg.n, cells: msg.cells };
  const lineBuffer = new Uint16Array(BATCH);
  const options = { budget: msg.maxEvents, goOn: msg.goOn, batchSize: BATCH, lineBuffer };
  let run: Generator<Uint32Array, UserRunResult, void>;
  if (msg.language === 'python') {
    let pyodide: PyodideAPI;
    try {
      py ??= loadSandboxedPyodide(msg.pyodide as PyodideFiles);
      pyodide = await py;
    } catch (e) {
      py = null;
      post({ type: 'failed', runId, message: `Python did not start: ${String(e)}` });
      return;
    }
    run = userRun(grid, pySource(pyodide, msg.code, grid, BATCH), options);
  } else run = jsRun(msg.code, grid, options);
  post({ type: 'started', runId });

  let words = new Uint32Array(MESSAGE_EVENTS);
  let lines = new Uint16Array(MESSAGE_EVENTS);
  let filled = 0;
  let last = performance.now();
  const flush = () => {
    if (filled === 0) return;
    const w = filled === words.length ? words : words.slice(0, filled);
    const l = filled === lines.length ? lines : lines.slice(0, filled);
    post({ type: 'events', runId, words: w, lines: l }, [w.buffer, l.buffer]);
    if (w === words) words = new Uint32Array(MESSAGE_EVENTS);
    if (l === lines) lines = new Uint16Array(MESSAGE_EVENTS);
    filled = 0;
    last = performance.now();
  };
  for (;;) {
    const r = run.next();
    if (r.done) {
      flush();
      const { status, yielded, illegal, error } = r.value;
      post({ type: 'end', runId, status, yielded, illegal, ...(error ? { error } : {}) });
      return;
    }
    const batch = r.value;
    for (let from = 0; from < batch.length;) {
      const take = Math.min(batch.length - from, MESSAGE_EVENTS - filled);
      words.set(batch.subarray(from, from + take), filled);
      lines.set(lineBuffer.subarray(from, from + take), filled);
      filled += take;
      from += take;
      if (filled === MESSAGE_EVENTS) flush();
    }
    if (performance.now() - last > MESSAGE_MS) flush();
  }
}
