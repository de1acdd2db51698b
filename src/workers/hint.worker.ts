/// <reference lib="webworker" />
import { serveHints } from './hintHost.ts';

// Solving the givens for their one solution takes up to a tenth of a second on the hardest 9×9 puzzles (docs/benchmarks.md).
const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = serveHints((w, transfer) => scope.postMessage(w, transfer));
scope.onmessage = (e) => receive(e.data);
