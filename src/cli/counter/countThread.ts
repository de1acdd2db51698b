import { parentPort, workerData } from 'node:worker_threads';
import { ALGORITHMS } from '../../core/algorithms.ts';
import { geometry } from '../../core/geometry.ts';
import { runCountTask } from '../../workers/countHost.ts';
import { answerTasks } from '../../workers/pool/answerTasks.ts';
import { serve } from '../../workers/rpc.ts';
import { MAX_BATCHES_IN_FLIGHT, type ThreadCalls } from './countJob.ts';
import { solutionBatches } from './solutionBatches.ts';

// The CLI's counting thread for `stats` and `solve`: the counting loop blocks this thread, not the CLI's, so Ctrl-C
// stops either at once.
const flow = new Int32Array(workerData as SharedArrayBuffer);

const receive = serve<ThreadCalls>((w, transfer) => parentPort!.postMessage(w, transfer as ArrayBuffer[]), {
  tasks: answerTasks(runCountTask),
  solve(job, call) {
    const start = performance.now();
    const { add: onSolution, flush } = solutionBatches(
      geometry(job.n).cellCount,
      (boards) => call.send(boards),
      () => {
        Atomics.add(flow, 0, 1);
        for (let v = Atomics.load(flow, 0); v >= MAX_BATCHES_IN_FLIGHT; v = Atomics.load(flow, 0))
          Atomics.wait(flow, 0, v);
      },
    );
    const { algo } = job;
    // Solver files run in a process of their own, never here.
    if (typeof algo === 'object') throw new Error(`a solver file on the counting thread: ${algo.path}`);
    const result = ALGORITHMS[algo].count(
      { n: job.n, cells: job.cells },
      {
        limit: job.limit,
        budget: job.budget,
        maxStoredSolutions: 0,
        valueOrder: job.valueOrder,
        seed: job.seed,
        variableOrder: job.variableOrder,
        onSolution: job.solutions ? onSolution : undefined,
      },
    );
    flush();
    call.end({ status: result.status, counts: result.counts, ms: performance.now() - start });
  },
});
parentPort!.on('message', receive);
