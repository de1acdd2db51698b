/// <reference lib="webworker" />
import { runCountTask } from './countHost.ts';
import type { CountCalls } from './countMessages.ts';
import { answerTasks } from './pool/answerTasks.ts';
import { serve } from './rpc.ts';

// One pool worker of the lab: counts the tasks it is sent and streams their results.
const scope = self as unknown as DedicatedWorkerGlobalScope;
const receive = serve<CountCalls>((w, transfer) => scope.postMessage(w, transfer), {
  tasks: answerTasks(runCountTask),
});
scope.onmessage = (e) => receive(e.data);
