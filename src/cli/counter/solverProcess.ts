import { zeroCounts } from '../../core/counts.ts';
import type { CountJob, JobOutcome } from './countJob.ts';
import { type HostHandle, startHost } from './hostHandle.ts';
import type { Counter } from './workerCounter.ts';

interface Waiting {
  job: CountJob;
  onSolutions?: (boards: Uint8Array) => void;
  resolve: (o: JobOutcome) => void;
  reject: (e: unknown) => void;
}

/** The process a finished command left idle, as Pyodide takes seconds to load. */
let idle: HostHandle | undefined;

function killIdle(): void {
  idle?.kill();
}

/**
 * Runs solver files' jobs one at a time in a process of their own; a process that dies mid-job ends only that job, as
 * `error` with a one-line reason. What the solver prints reaches `say`, never the CLI's stdout.
 */
export function startSolverProcess(say: (line: string) => void): Counter {
  const queue: Waiting[] = [];
  let host: HostHandle | undefined;
  let failure: unknown;
  let closed = false;

  const listener = {
    say,
    crashed(reason: string) {
      host = undefined;
      const lost = queue.shift();
      const { algo } = lost?.job ?? {};
      const path = typeof algo === 'object' ? algo.path : '';
      lost?.resolve({ status: 'error', counts: zeroCounts(), ms: 0, problem: `${path}: ${reason}` });
      next();
    },
  };
  const take = (): HostHandle => {
    const h = idle ?? startHost();
    idle = undefined;
    process.off('exit', killIdle);
    h.listen(listener);
    return h;
  };
  const next = () => {
    if (closed || queue.length === 0 || host?.busy) return;
    host ??= take();
    const w = queue[0];
    host.run({
      job: w.job,
      onSolutions: w.onSolutions,
      done(outcome) {
        queue.shift()?.resolve(outcome);
        next();
      },
      fail(e) {
        host = undefined;
        failure ??= e;
        for (const q of queue.splice(0)) q.reject(e);
      },
    });
  };

  return {
    count(job, onSolutions) {
      if (failure !== undefined) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        queue.push({ job, onSolutions, resolve, reject });
        next();
      });
    },
    async close() {
      closed = true;
      if (host && !host.busy && queue.length === 0 && idle === undefined) {
        const parked = host;
        parked.park(() => {
          if (idle === parked) idle = undefined;
        });
        idle = parked;
        // Parked, it must still end with us, even if what the solver left running ignores the
        // closed channel.
        process.once('exit', killIdle);
      } else host?.kill();
      host = undefined;
    },
  };
}
