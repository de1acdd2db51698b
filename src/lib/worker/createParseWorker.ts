import type { PackedPuzzles } from '../protocol/packedPuzzles.ts';

/** Parses puzzle text on a worker of its own (parse.worker.ts), which ends once it has answered. */
export function parseOffThread(text: string): Promise<PackedPuzzles> {
  const worker = new Worker(new URL('./parse.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<PackedPuzzles>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<PackedPuzzles>) => resolve(e.data);
    worker.onerror = (e) => reject(new Error(e.message || 'the puzzle text could not be read'));
    worker.postMessage(text);
  }).finally(() => worker.terminate());
}
