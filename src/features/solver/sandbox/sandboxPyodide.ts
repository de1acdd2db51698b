import { loadPyodide, type PyodideAPI } from 'pyodide';
import type { PyodideFiles } from './sandboxProtocol.ts';

/** A base no request ever reaches: Pyodide's loader asks `fetch` for its files, and ours answers. */
const BASE = 'https://pyodide.invalid/';

/**
 * Starts Pyodide inside the sandboxed worker from files the page fetched and handed in: the sandbox's
 * policy forbids every connection, its own origin included. Emscripten's loader runs from a blob URL
 * (the policy allows scripts from blobs the worker makes itself), and while Pyodide starts, `fetch`
 * is a function that answers only Pyodide's two files from memory (the real one is put back after:
 * the policy refuses it every connection). Python's `js` module sees an empty object, not the
 * worker's globals.
 */
export async function loadSandboxedPyodide(files: PyodideFiles): Promise<PyodideAPI> {
  const scope = self as unknown as WorkerGlobalScope & { _createPyodideModule?: unknown; fetch: typeof fetch };
  const asmUrl = URL.createObjectURL(new Blob([files.asm], { type: 'text/javascript' }));
  try {
    scope.importScripts(asmUrl);
  } finally {
    URL.revokeObjectURL(asmUrl);
  }
  const create = scope._createPyodideModule;
  if (typeof create !== 'function') throw new Error('pyodide.asm.js did not define _createPyodideModule');
  const served = new Map<string, () => Response>([
    [BASE + 'pyodide.asm.wasm', () => new Response(files.wasm, { headers: { 'content-type': 'application/wasm' } })],
    [BASE + 'python_stdlib.zip', () => new Response(files.stdlib)],
  ]);
  const realFetch = scope.fetch;
  scope.fetch = (async (input: RequestInfo | URL) => {
    const answer = served.get(String(input instanceof Request ? input.url : input));
    if (!answer) throw new TypeError(`the sandbox fetches nothing (${String(input)})`);
    return answer();
  }) as typeof fetch;
  try {
    return await loadPyodide({
      _loadSnapshot: gunzip(files.snapshot),
      indexURL: BASE,
      lockFileContents: files.lock,
      createPyodideModule: create as never,
      jsglobals: {},
      stdout: () => {},
      stderr: () => {},
    });
  } finally {
    scope.fetch = realFetch;
  }
}

function gunzip(bytes: ArrayBuffer): Promise<ArrayBuffer> {
  return new Response(new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'))).arrayBuffer();
}
