export function createGenerateWorker(): Worker {
  return new Worker(new URL('./generate.worker.ts', import.meta.url), { type: 'module' });
}
