import { Worker } from 'node:worker_threads';
import type { CountOutcome } from '../statsRows.ts';
import type { CountJob } from './countJob.ts';

/** Counts puzzles on a worker thread, one job at a time, in the order they were asked for. */
export interface Counter {
  count(job: CountJob): Promise<CountOutcome>;
  close(): Promise<void>;
}

/**
 * Starts the counting worker. Built (bin/build/, where this module is part of stepdoku.js), the worker
 * is bin/build/countWorker.js. Run from source (tests, tsx), it is TypeScript, so it registers tsx
 * itself before importing countWorker.ts: a worker does not inherit its parent's loader.
 */
export function startWorkerCounter(): Counter {
  const worker = import.meta.url.endsWith('.js')
    ? new Worker(new URL('./countWorker.js', import.meta.url), { execArgv: [] })
    : new Worker(tsxBoot(), { eval: true, execArgv: [] });
  const pending: { resolve: (o: CountOutcome) => void; reject: (e: Error) => void }[] = [];
  let closing = false;
  const failAll = (e: Error) => {
    for (const p of pending.splice(0)) p.reject(e);
  };
  worker.on('message', (o: CountOutcome) => pending.shift()?.resolve(o));
  worker.on('error', failAll);
  worker.on('exit', (code) => {
    if (!closing) failAll(new Error(`the counting worker stopped (exit code ${code})`));
  });
  return {
    count(job) {
      return new Promise((resolve, reject) => {
        pending.push({ resolve, reject });
        worker.postMessage(job);
      });
    },
    async close() {
      closing = true;
      await worker.terminate();
    },
  };
}

function tsxBoot(): string {
  const tsx = import.meta.resolve('tsx/esm/api');
  const script = new URL('./countWorker.ts', import.meta.url).href;
  return `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(script)}); });`;
}
