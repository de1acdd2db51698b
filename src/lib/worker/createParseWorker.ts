import type { PackedPuzzles } from '../protocol/packedPuzzles.ts';

/** Why reading stopped: the worker died (out of memory, most likely); the page words it. */
export class ParseFailed extends Error {}

/**
 * Parses puzzle text, or a file, on a worker of its own (parse.worker.ts), which ends once it has
 * answered. A file is posted as it is (a handle, not its bytes) and read there.
 */
export function parseOffThread(input: string | Blob): Promise<PackedPuzzles> {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<PackedPuzzles>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<PackedPuzzles>) => resolve(e.data);
    worker.onerror = () => reject(new ParseFailed());
    worker.onmessageerror = () => reject(new ParseFailed());
    worker.postMessage(input);
  }).finally(() => worker.terminate());
}
