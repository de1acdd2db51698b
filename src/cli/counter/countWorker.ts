import { parentPort } from 'node:worker_threads';
import { ALGORITHMS } from '../../lib/engine/algorithms.ts';
import type { CountOutcome } from '../statsRows.ts';
import type { CountJob } from './countJob.ts';

// The worker side of workerCounter.ts: runs each job through the algorithm's fast counting loop and
// posts back its status, counts and time. The loop blocks this thread, not the CLI's, which is what
// lets Ctrl-C stop `stats` at once even in the middle of a 10^9-placement puzzle.
parentPort!.on('message', (job: CountJob) => {
  const start = performance.now();
  const result = ALGORITHMS[job.algo].count(
    { n: job.n, cells: job.cells },
    { limit: job.limit, budget: job.budget, maxStoredSolutions: 0, valueOrder: job.valueOrder, seed: job.seed },
  );
  const outcome: CountOutcome = { status: result.status, counts: result.counts, ms: performance.now() - start };
  parentPort!.postMessage(outcome);
});
