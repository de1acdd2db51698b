import type { CountJob } from './countJob.ts';
import { startSolverProcess } from './solverProcess.ts';
import { type Counter, startWorkerCounter } from './workerCounter.ts';

/**
 * Built-ins run on the counting thread, solver files in a process of their own so nothing they do reaches the CLI;
 * `say` gets the lines a solver prints.
 */
export function startJobCounter(say: (line: string) => void): Counter {
  let builtIns: Counter | undefined;
  let solvers: Counter | undefined;
  return {
    count(job: CountJob, onSolutions) {
      if (typeof job.algo !== 'object') return (builtIns ??= startWorkerCounter()).count(job, onSolutions);
      return (solvers ??= startSolverProcess(say)).count(job, onSolutions);
    },
    async close() {
      await Promise.all([builtIns?.close(), solvers?.close()]);
    },
  };
}
