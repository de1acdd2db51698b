import { Worker } from 'node:worker_threads';
import type { CountReply, CountTask } from '../../lib/protocol/countTask.ts';
import { OWN_STDIO } from './workerStdio.ts';
import type { PoolEndpoint, PoolRequest, PoolResponse } from '../../lib/worker/pool/workerPool.ts';

/**
 * One worker thread of the `stats` pool. Built (bin/build/, where this module is part of
 * stepdoku.js), the worker is bin/build/poolWorker.js. Run from source (tests, tsx), it is
 * TypeScript, so it registers tsx itself before importing poolWorker.ts: a worker does not inherit
 * its parent's loader (as in workerCounter.ts).
 */
export function spawnPoolThread(): PoolEndpoint<PoolRequest<CountTask>, PoolResponse<CountReply>> {
  const options = { execArgv: [], ...OWN_STDIO };
  const worker = import.meta.url.endsWith('.js')
    ? new Worker(new URL('./poolWorker.js', import.meta.url), options)
    : new Worker(tsxBoot(), { ...options, eval: true });
  let terminated = false;
  return {
    post: (msg) => worker.postMessage(msg),
    listen(onMessage, onError) {
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', (code) => {
        if (!terminated) onError(new Error(`a counting worker stopped (exit code ${code})`));
      });
    },
    terminate() {
      terminated = true;
      void worker.terminate();
    },
  };
}

function tsxBoot(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const script = new URL('./poolWorker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(script)}); });`;
}
