import { parentPort, workerData } from 'node:worker_threads';
import { ALGORITHMS } from '../../lib/engine/algorithms.ts';
import { geometry } from '../../lib/engine/geometry.ts';
import type { CountOutcome } from '../../lib/engine/table/statsRows.ts';
import { type CountJob, type CountMessage, MAX_BATCHES_IN_FLIGHT } from './countJob.ts';
import { solutionBatches } from './solutionBatches.ts';

// The worker side of workerCounter.ts: runs each job through the algorithm's fast counting loop and
// posts back its solutions (when asked), then its status, counts and time. The loop blocks this
// thread, not the CLI's, which is what lets Ctrl-C stop `stats` and `solve` at once even in the
// middle of a 10^9-placement puzzle.
const flow = new Int32Array(workerData as SharedArrayBuffer);
const post = (m: CountMessage) => parentPort!.postMessage(m);

parentPort!.on('message', runJob);

function runJob(job: CountJob): void {
  const start = performance.now();
  const cellCount = geometry(job.n).cellCount;
  const { add: onSolution, flush } = solutionBatches(
    cellCount,
    (boards) => post({ kind: 'solutions', boards }),
    () => {
      Atomics.add(flow, 0, 1);
      for (let v = Atomics.load(flow, 0); v >= MAX_BATCHES_IN_FLIGHT; v = Atomics.load(flow, 0))
        Atomics.wait(flow, 0, v);
    },
  );
  const { algo } = job;
  // Solver files run in a process of their own (solverProcess.ts), never here.
  if (typeof algo === 'object') throw new Error(`a solver file on the counting worker: ${algo.path}`);
  const result = ALGORITHMS[algo].count(
    { n: job.n, cells: job.cells },
    {
      limit: job.limit,
      budget: job.budget,
      maxStoredSolutions: 0,
      valueOrder: job.valueOrder,
      seed: job.seed,
      onSolution: job.solutions ? onSolution : undefined,
    },
  );
  flush();
  const outcome: CountOutcome = { status: result.status, counts: result.counts, ms: performance.now() - start };
  post({ kind: 'done', outcome });
}
