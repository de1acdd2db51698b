import { loadPyodide, type PyodideAPI } from 'pyodide';
import type { PyodideFiles } from './sandboxProtocol.ts';

/** A base no request ever reaches: Pyodide's loader asks `fetch` for its files, and ours answers. */
const BASE = 'https://pyodide.invalid/';

/**
 * Starts Pyodide in the sandboxed worker, which may not connect anywhere, from files the page handed in: its loader
 * runs from a blob and `fetch` answers only its files while it starts; Python's `js` sees an empty object.
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
