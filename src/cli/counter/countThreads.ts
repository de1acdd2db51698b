import { Worker } from 'node:worker_threads';
import type { WorkerLike } from '../../workers/rpc.ts';
import { nodeWorker, tsxWorker } from './nodeWorker.ts';

/**
 * Our worker threads' stdio is not piped to the process's, because readerWatch.ts must be descriptor 1's only reader,
 * and a listener would keep the process alive.
 */
const OWN_STDIO = { stdout: true, stderr: true } as const;

export interface CountThread {
  worker: Worker;
  /** Batches of solutions posted and not yet written out. */
  flow: Int32Array;
  port: WorkerLike;
}

/**
 * Starts the one counting thread `stats` and `solve` use; built, it is bin/build/countThread.js, from source the .ts.
 */
export function spawnCountThread(name = 'a counting worker'): CountThread {
  const flowBuffer = new SharedArrayBuffer(4);
  const options = { execArgv: [], workerData: flowBuffer, ...OWN_STDIO };
  const worker = import.meta.url.endsWith('.js')
    ? new Worker(new URL('./countThread.js', import.meta.url), options)
    : tsxWorker(new URL('./countThread.ts', import.meta.url), options);
  return { worker, flow: new Int32Array(flowBuffer), port: nodeWorker(worker, name) };
}
