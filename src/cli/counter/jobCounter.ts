import type { CountJob } from './countJob.ts';
import { startSolverProcess } from './solverProcess.ts';
import { type Counter, startWorkerCounter } from './workerCounter.ts';

/**
 * Where each job runs: a built-in on the counting worker thread, learners' solver files in a process
 * of their own (solverProcess.ts), so nothing they do reaches the CLI. `say` gets the lines a solver
 * prints.
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
