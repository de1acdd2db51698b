/// <reference lib="webworker" />
import type { ToWorker } from './solverMessages.ts';
import { createSolverHost } from './solverHost.ts';

// A MessageChannel yields between solving slices: unlike setTimeout it is not clamped to 4 ms, and queued messages run
// in between.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const channel = new MessageChannel();
const queue: Array<() => void> = [];
channel.port1.onmessage = () => queue.shift()?.();

// On two cores or fewer, two solver workers flat out starve the page's main thread, so each worker rests as long as it
// solved (docs/benchmarks.md).
const REST_MS = (navigator.hardwareConcurrency ?? 4) <= 2 ? 8 : 0;

const host = createSolverHost({
  post: (msg, transfer) => scope.postMessage(msg, transfer ?? []),
  schedule: (cb) => {
    if (REST_MS > 0) {
      setTimeout(cb, REST_MS);
      return;
    }
    queue.push(cb);
    channel.port2.postMessage(null);
  },
  now: () => performance.now(),
});

scope.onmessage = (e: MessageEvent<ToWorker>) => host.receive(e.data);
