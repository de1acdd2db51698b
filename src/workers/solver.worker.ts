/// <reference lib="webworker" />
import type { ToWorker } from './solverMessages.ts';
import { createSolverHost } from './solverHost.ts';

// The worker file only connects the host to `self`. A MessageChannel yields between solving slices:
// unlike setTimeout it is not clamped to 4 ms, and queued messages (cancel, words) run in between.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const channel = new MessageChannel();
const queue: Array<() => void> = [];
channel.port1.onmessage = () => queue.shift()?.();

// On a machine with two cores or fewer, two solver workers running flat out (compare mode, instant
// speed) leave the page's main thread waiting for a core: tasks that need 26 ms of CPU took 50-80 ms
// of wall time (traced). There each worker rests as long as it solved (8 ms slices, 8 ms rests), so a core stays
// free for the page; the run takes longer, the page stays smooth.
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
