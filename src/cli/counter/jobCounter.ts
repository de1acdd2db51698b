import type { CountJob } from './countJob.ts';
import { startSolverProcess } from './solverProcess.ts';
import { type Counter, type Rater, startWorkerCounter } from './workerCounter.ts';

/**
 * Built-ins run on the counting thread, solver files in a process of their own so nothing they do reaches the CLI;
 * `say` gets the lines a solver prints. Puzzles are rated on the counting thread.
 */
export function startJobCounter(say: (line: string) => void): Counter & Rater {
  let builtIns: (Counter & Rater) | undefined;
  let solvers: Counter | undefined;
  return {
    count(job: CountJob, onSolutions) {
      if (typeof job.algo !== 'object') return (builtIns ??= startWorkerCounter()).count(job, onSolutions);
      return (solvers ??= startSolverProcess(say)).count(job, onSolutions);
    },
    rate: (grid) => (builtIns ??= startWorkerCounter()).rate(grid),
    async close() {
      await Promise.all([builtIns?.close(), solvers?.close()]);
    },
  };
}
