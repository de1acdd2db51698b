/// <reference lib="webworker" />
import { serve } from './rpc.ts';
import { solverHandlers } from './solverHost.ts';
import type { SolverCalls } from './solverMessages.ts';

// A MessageChannel yields between solving slices: unlike setTimeout it is not clamped to 4 ms, and queued messages run
// in between.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const channel = new MessageChannel();
const queue: Array<() => void> = [];
channel.port1.onmessage = () => queue.shift()?.();

// On two cores or fewer, two solver workers flat out starve the page's main thread, so each worker rests as long as it
// solved (docs/benchmarks.md).
const REST_MS = (navigator.hardwareConcurrency ?? 4) <= 2 ? 8 : 0;

const handlers = solverHandlers({
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

const receive = serve<SolverCalls>((w, transfer) => scope.postMessage(w, transfer), handlers);
scope.onmessage = (e) => receive(e.data);
