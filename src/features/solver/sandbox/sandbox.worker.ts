/// <reference lib="webworker" />
/**
 * The worker a learner's solver runs in, inside the sandboxed frame, built as one classic script (an opaque origin
 * cannot start module workers from a blob); the page stops a run by dropping the frame.
 */
import type { PyodideAPI } from 'pyodide';
import type { PyodideFiles, ToSandbox } from './sandboxProtocol.ts';
import { userRun, type UserRunResult } from '../api/userRun.ts';
import { jsRun } from './jsRun.ts';
import { loadSandboxedPyodide } from './sandboxPyodide.ts';
import { pySource } from './pySource.ts';
import { type PostToPage, streamUserRun } from './streamUserRun.ts';

const BATCH = 8192;

const scope = self as unknown as DedicatedWorkerGlobalScope;
let py: Promise<PyodideAPI> | null = null;

scope.onmessage = (ev: MessageEvent) => {
  const port = (ev.data as { port?: unknown } | null)?.port;
  if (!(port instanceof MessagePort)) return;
  scope.onmessage = null;
  // Taken now, before any learner's code runs: replacing MessagePort.prototype.postMessage later
  // changes nothing here (and whatever it sends, the page checks).
  const post = port.postMessage.bind(port) as PostToPage;
  port.onmessage = (m: MessageEvent) =>
    void handle(m.data as ToSandbox, post).catch((e) => giveUp(runOf(m.data), e, post));
};

const runOf = (data: unknown): number => ((data as { runId?: unknown } | null)?.runId as number) ?? 0;

/** The runner itself broke: say so if it still can, else close the worker, which tells the page as much. */
function giveUp(runId: number, e: unknown, post: PostToPage): void {
  try {
    post({ type: 'failed', runId, message: String(e).slice(0, 500) });
  } catch {
    scope.close();
  }
}

async function handle(msg: ToSandbox, post: PostToPage): Promise<void> {
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
      post({ type: 'failed', runId, message: String(e) });
      return;
    }
    run = userRun(grid, pySource(pyodide, msg.code, grid, BATCH), options);
  } else run = jsRun(msg.code, grid, options);
  post({ type: 'started', runId });
  // A runner that broke (e.g. Pyodide after a fatal error of its own) is not used again.
  if (!streamUserRun(runId, run, lineBuffer, post) && msg.language === 'python') py = null;
}
