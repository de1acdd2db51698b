import { HintAsker } from '../../../src/workers/createHintWorker.ts';
import { serveHints } from '../../../src/workers/hintHost.ts';
import type { FromWorker, ToWorker, WorkerLike } from '../../../src/workers/rpc.ts';

/** The hint worker in this process: the real host, its answers posted on a later task as a worker's would be. */
export function inProcessHints(): HintAsker {
  return new HintAsker(() => {
    const worker: WorkerLike = {
      onmessage: null,
      postMessage: (msg: ToWorker) => setTimeout(() => receive(structuredClone(msg))),
      terminate: () => {},
    };
    const receive = serveHints((w: FromWorker) =>
      setTimeout(() => worker.onmessage?.({ data: structuredClone(w) } as MessageEvent<FromWorker>)),
    );
    return worker;
  });
}
