/// <reference lib="webworker" />
import type { CountReply, CountTask } from '../protocol/countTask.ts';
import { runCountTask } from './countHost.ts';
import type { PoolRequest, PoolResponse } from './pool/workerPool.ts';

// One pool worker of the lab: counts each task it is sent and replies with its id.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<PoolRequest<CountTask>>) => {
  const { id, task } = e.data;
  let reply: PoolResponse<CountReply>;
  try {
    reply = { id, result: runCountTask(task) };
  } catch (err) {
    reply = { id, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
