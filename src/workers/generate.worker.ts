/// <reference lib="webworker" />
import { generateHandler } from './generateHost.ts';
import type { GenerateCalls } from './generateMessages.ts';
import { serve } from './rpc.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = serve<GenerateCalls>((w, transfer) => scope.postMessage(w, transfer), {
  generate: generateHandler(() => performance.now()),
});
scope.onmessage = (e) => receive(e.data);
