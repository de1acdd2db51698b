import type { ParseResult } from '../engine/parse.ts';

/** Parses puzzle text on a worker of its own (parse.worker.ts), which ends once it has answered. */
export function parseOffThread(text: string): Promise<ParseResult> {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ParseResult>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<ParseResult>) => resolve(e.data);
    worker.onerror = (e) => reject(new Error(e.message || 'the puzzle text could not be read'));
    worker.postMessage(text);
  }).finally(() => worker.terminate());
}
