/** A counting worker of the page's pool (count.worker.ts), bundled by Vite as a module worker. */
export function createCountWorker(): Worker {
  return new Worker(new URL('./count.worker.ts', import.meta.url), { type: 'module' });
}
