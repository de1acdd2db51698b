import { Worker } from 'node:worker_threads';
import type { CountJob, CountMessage, JobOutcome } from './countJob.ts';
import { OWN_STDIO } from './workerStdio.ts';

/** Counts puzzles on a worker thread, one job at a time, in the order they were asked for. */
export interface Counter {
  /**
   * Queues a job. With `job.solutions`, `onSolutions` gets the boards found, one after another, as
   * they come; if it throws (the output is gone), the job fails with that error.
   */
  count(job: CountJob, onSolutions?: (boards: Uint8Array) => void): Promise<JobOutcome>;
  close(): Promise<void>;
}

interface Pending {
  onSolutions?: (boards: Uint8Array) => void;
  resolve: (o: JobOutcome) => void;
  reject: (e: unknown) => void;
}

/**
 * Starts the counting worker, or takes the one a finished command left idle (tests run many commands
 * in one process; a worker costs a module load to start). Built (bin/build/, where this module is
 * part of stepdoku.js), the worker is bin/build/countWorker.js. Run from source (tests, tsx), it is
 * TypeScript, so it registers tsx itself before importing countWorker.ts: a worker does not inherit
 * its parent's loader.
 */
export function startWorkerCounter(): Counter {
  const { worker, flow } = idle.pop() ?? spawnWorker();
  worker.ref();
  const pending: Pending[] = [];
  let failure: unknown;
  const failAll = (e: unknown) => {
    failure ??= e;
    for (const p of pending.splice(0)) p.reject(e);
  };
  const onMessage = (m: CountMessage) => {
    const head = pending[0];
    if (m.kind === 'done') {
      pending.shift()?.resolve(m.outcome);
      return;
    }
    try {
      if (head && failure === undefined) head.onSolutions?.(m.boards);
    } catch (e) {
      failAll(e);
    } finally {
      Atomics.sub(flow, 0, 1);
      Atomics.notify(flow, 0);
    }
  };
  const onExit = (code: number) => failAll(new Error(`the counting worker stopped (exit code ${code})`));
  worker.on('message', onMessage);
  worker.on('error', failAll);
  worker.on('exit', onExit);
  return {
    count(job, onSolutions) {
      if (failure !== undefined) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        pending.push({ onSolutions, resolve, reject });
        worker.postMessage(job);
      });
    },
    async close() {
      worker.off('message', onMessage);
      worker.off('error', failAll);
      worker.off('exit', onExit);
      if (pending.length === 0 && failure === undefined) {
        // Nothing running: kept for the next command, without keeping the process alive.
        worker.unref();
        idle.push({ worker, flow });
        return;
      }
      // Stopped halfway (Ctrl-C, output gone): a worker waiting for the writer is woken, then ended.
      Atomics.store(flow, 0, -(2 ** 30));
      Atomics.notify(flow, 0);
      await worker.terminate();
    },
  };
}

const idle: { worker: Worker; flow: Int32Array }[] = [];

function spawnWorker(): { worker: Worker; flow: Int32Array } {
  const flowBuffer = new SharedArrayBuffer(4);
  const options = { execArgv: [], workerData: flowBuffer, ...OWN_STDIO };
  const worker = import.meta.url.endsWith('.js')
    ? new Worker(new URL('./countWorker.js', import.meta.url), options)
    : new Worker(tsxBoot(), { ...options, eval: true });
  const entry = { worker, flow: new Int32Array(flowBuffer) };
  worker.once('exit', () => {
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
  });
  return entry;
}

function tsxBoot(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const script = new URL('./countWorker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(script)}); });`;
}
