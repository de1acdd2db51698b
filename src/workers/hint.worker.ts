/// <reference lib="webworker" />
import { serveHints } from './hintHost.ts';

// The givens' one solution can take longer than a frame on hard puzzles (docs/benchmarks.md, "Hints"), so hints are worked out here.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = serveHints((w, transfer) => scope.postMessage(w, transfer));
scope.onmessage = (e) => receive(e.data);
