import { pyodideBytes, pyodideUrls } from 'virtual:stepdoku-sandbox';
import type { PyodideFiles } from './sandboxProtocol.ts';

/** All of Pyodide's files' bytes together: the loading bar's total and the size the page quotes. */
export { pyodideBytes };

export type LoadProgress = (loaded: number, total: number) => void;

let files: Promise<PyodideFiles> | null = null;
const listeners = new Set<LoadProgress>();
let loaded = 0;

/** Pyodide's files with the start-up snapshot (about 20 MB), fetched from the app's origin on the first Python run and kept for every sandbox. */
export function fetchPyodideFiles(onProgress: LoadProgress = () => {}): Promise<PyodideFiles> {
  listeners.add(onProgress);
  onProgress(loaded, pyodideBytes);
  files ??= load().finally(() => listeners.clear());
  files.catch(() => (files = null));
  return files;
}

async function load(): Promise<PyodideFiles> {
  loaded = 0;
  const [asm, wasm, stdlib, lock, snapshot] = await Promise.all(
    [pyodideUrls.asm, pyodideUrls.wasm, pyodideUrls.stdlib, pyodideUrls.lock, pyodideUrls.snapshot].map(fetchCounting),
  );
  return { asm, wasm, stdlib, lock: new TextDecoder().decode(lock), snapshot };
}

async function fetchCounting(url: string): Promise<ArrayBuffer> {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`${url}: ${response.status} ${response.statusText}`);
  const parts: Uint8Array[] = [];
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    loaded += value.length;
    for (const l of listeners) l(Math.min(loaded, pyodideBytes), pyodideBytes);
  }
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out.buffer;
}
