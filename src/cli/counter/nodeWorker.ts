import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { WorkerLike } from '../../workers/rpc.ts';

/** A Node worker thread seen as a page Worker, so one RpcClient drives both; an exit not asked for is a death. */
export function nodeWorker(worker: Worker, name: string): WorkerLike {
  let terminated = false;
  const like: WorkerLike = {
    postMessage: (msg, transfer) => worker.postMessage(msg, transfer as ArrayBuffer[]),
    onmessage: null,
    onerror: null,
    onmessageerror: null,
    terminate() {
      terminated = true;
      void worker.terminate();
    },
  };
  const fail = (message: string) => like.onerror?.({ message } as ErrorEvent);
  worker.on('message', (data) => like.onmessage?.({ data } as MessageEvent));
  worker.on('messageerror', (e) => fail(e.message));
  worker.on('error', (e) => fail(e.message));
  worker.on('exit', (code) => terminated || fail(`${name} stopped (exit code ${code})`));
  return like;
}

/** A worker thread running `script` (a TypeScript file) through tsx, which a worker does not inherit from its parent. */
export function tsxWorker(script: URL, options: WorkerOptions = {}): Worker {
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(script.href)}); });`;
  return new Worker(boot, { ...options, eval: true });
}
