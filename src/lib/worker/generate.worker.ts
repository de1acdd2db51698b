/// <reference lib="webworker" />
import type { ToGenerator } from '../protocol/generateProtocol.ts';
import { createGenerateHost } from './generateHost.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const host = createGenerateHost({
  post: (msg, transfer) => scope.postMessage(msg, transfer ?? []),
  now: () => performance.now(),
});
scope.onmessage = (e: MessageEvent<ToGenerator>) => host.receive(e.data);
