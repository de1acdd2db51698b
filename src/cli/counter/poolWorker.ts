import { parentPort } from 'node:worker_threads';
import type { CountReply, CountTask } from '../../lib/protocol/countTask.ts';
import { runCountTask } from '../../lib/worker/countHost.ts';
import { answerRequest } from '../../lib/worker/pool/answerRequest.ts';
import type { PoolRequest, PoolResponse } from '../../lib/worker/pool/workerPool.ts';

// A worker thread of `stats`' pool: the same task function as the lab's Web Workers (countHost.ts).
// The counting blocks this thread, not the CLI's, which is what lets Ctrl-C stop `stats` at once.
parentPort!.on('message', (req: PoolRequest<CountTask>) =>
  answerRequest(req, runCountTask, (res: PoolResponse<CountReply>) => parentPort!.postMessage(res)),
);
