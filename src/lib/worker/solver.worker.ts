/// <reference lib="webworker" />
import type { ToWorker } from './protocol.ts';
import { createSolverHost } from './solverHost.ts';

// The worker file only connects the host to `self`. A MessageChannel yields between solving slices:
// unlike setTimeout it is not clamped to 4 ms, and queued messages (cancel, words) run in between.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const channel = new MessageChannel();
const queue: Array<() => void> = [];
channel.port1.onmessage = () => queue.shift()?.();

const host = createSolverHost({
  post: (msg, transfer) => scope.postMessage(msg, transfer ?? []),
  schedule: (cb) => {
    queue.push(cb);
    channel.port2.postMessage(null);
  },
  now: () => performance.now(),
});

scope.onmessage = (e: MessageEvent<ToWorker>) => host.receive(e.data);
