import { zeroCounts } from '../../core/counts.ts';
import { K_SOLUTION } from '../../core/pack.ts';
import { applyPacked } from '../../core/replay.ts';
import { runUserSolverFile, userRunProblem } from '../../features/solver/sandbox/runUserSolverFile.ts';
import type { SolverFile } from '../algoChoice.ts';
import type { CountJob, JobOutcome } from './countJob.ts';

/**
 * A learner's solver file on one puzzle through the page's checker, loaded only when a job names a file so built-ins
 * never load Pyodide; its solutions are the boards the checked events lead to.
 */
export async function runUserJob(
  job: CountJob & { algo: SolverFile },
  onSolution: (cells: Uint8Array) => void,
  /** Called after every batch of events, so the process can say it is alive. */
  onBatch: () => void = () => {},
): Promise<JobOutcome> {
  const start = performance.now();
  const cells = job.cells.slice();
  const replay = (batch: Uint32Array) => {
    for (const word of batch) {
      if ((word & 7) === K_SOLUTION) onSolution(cells);
      else applyPacked(cells, word);
    }
  };
  try {
    const result = await runUserSolverFile(
      job.algo.path,
      { n: job.n, cells: job.cells },
      {
        limit: job.limit,
        onBatch: (batch) => {
          onBatch();
          if (job.solutions) replay(batch);
        },
      },
    );
    const problem = userRunProblem(job.algo.path, result) ?? undefined;
    return { status: result.status, counts: result.counts, ms: performance.now() - start, problem };
  } catch (e) {
    // The file could not be read or the runner could not start: one line, like any other problem.
    const message = e instanceof Error ? e.message : String(e);
    return { status: 'error', counts: zeroCounts(), ms: performance.now() - start, problem: message };
  }
}
