import type { CountReply, CountTask } from '../protocol/countTask.ts';
import type { PoolEndpoint, PoolRequest, PoolResponse } from './pool/workerPool.ts';

/** A counting worker of the page's pool, bundled by Vite as a module worker. */
export function createCountWorker(): PoolEndpoint<PoolRequest<CountTask>, PoolResponse<CountReply>> {
  const worker = new Worker(new URL('./count.worker.ts', import.meta.url), { type: 'module' });
  return {
    post: (msg) => worker.postMessage(msg),
    listen(onMessage, onError) {
      worker.onmessage = (e: MessageEvent<PoolResponse<CountReply>>) => onMessage(e.data);
      worker.onerror = (e) => onError(new Error(e.message || 'a counting worker failed'));
    },
    terminate: () => worker.terminate(),
  };
}
