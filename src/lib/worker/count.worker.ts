/// <reference lib="webworker" />
import type { CountReply, CountTask } from '../protocol/countTask.ts';
import { runCountTask } from './countHost.ts';
import { answerRequest } from './pool/answerRequest.ts';
import type { PoolRequest, PoolResponse } from './pool/workerPool.ts';

// One pool worker of the lab: counts the tasks it is sent and replies with their results.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (e: MessageEvent<PoolRequest<CountTask>>) =>
  answerRequest(e.data, runCountTask, (res: PoolResponse<CountReply>) => scope.postMessage(res));
