import { Worker } from 'node:worker_threads';
import type { WorkerLike } from '../../workers/rpc.ts';
import { nodeWorker, tsxWorker } from './nodeWorker.ts';

/**
 * Options for our worker threads. A worker's stdout and stderr left to Node are piped to
 * process.stdout, which opens descriptor 1 as a stream of Node's own, and readerWatch.ts must be
 * its only reader. Ours print nothing (their errors arrive as 'error' events), and nothing listens
 * to these streams: a listener would keep the process alive while the counting thread waits idle.
 */
const OWN_STDIO = { stdout: true, stderr: true } as const;

export interface CountThread {
  worker: Worker;
  /** Batches of solutions posted and not yet written out (countThread.ts waits on it). */
  flow: Int32Array;
  port: WorkerLike;
}

/**
 * Starts the one counting thread (countThread.ts) `stats`' pool and `solve` use; `name` words its death. Built (bin/build/,
 * where this module is part of stepdoku.js), it is bin/build/countThread.js; from source, the .ts.
 */
export function spawnCountThread(name = 'a counting worker'): CountThread {
  const flowBuffer = new SharedArrayBuffer(4);
  const options = { execArgv: [], workerData: flowBuffer, ...OWN_STDIO };
  const worker = import.meta.url.endsWith('.js')
    ? new Worker(new URL('./countThread.js', import.meta.url), options)
    : tsxWorker(new URL('./countThread.ts', import.meta.url), options);
  return { worker, flow: new Int32Array(flowBuffer), port: nodeWorker(worker, name) };
}
