/** A counting worker of the page's pool. */
export function createCountWorker(): Worker {
  return new Worker(new URL('./count.worker.ts', import.meta.url), { type: 'module' });
}
