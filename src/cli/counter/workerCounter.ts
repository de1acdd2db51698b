import type { Grid } from '../../core/grid.ts';
import type { PuzzleRating } from '../../core/logic/rate.ts';
import type { CountReply, CountTask } from '../../workers/countMessages.ts';
import { type Outcome, RpcClient } from '../../workers/rpc.ts';
import type { CountJob, JobOutcome, ThreadCalls } from './countJob.ts';
import { type CountThread, spawnCountThread } from './countThreads.ts';

/** Counts on a worker thread, one job at a time, in the order asked. */
export interface Counter {
  /**
   * Queues a job; with `job.solutions`, `onSolutions` gets the boards as they come, and if it throws (output gone) the
   * job fails.
   */
  count(job: CountJob, onSolutions?: (boards: Uint8Array) => void): Promise<JobOutcome>;
  close(): Promise<void>;
}

/** Rates puzzles on the thread that counts, as the pool's workers do, so no rating blocks the CLI's thread. */
export interface Rater {
  rate(grid: Grid): Promise<PuzzleRating | undefined>;
}

type Idle = CountThread & { client: RpcClient<ThreadCalls> };

/** A thread a finished command left idle, since tests run many commands and a thread costs a module load. */
const idle: Idle[] = [];

/** `solve`'s built-in jobs, and `stats` beside a solver file. */
export function startWorkerCounter(): Counter & Rater {
  const thread = idle.pop() ?? connect(spawnCountThread('the counting worker'));
  const { worker, flow, client } = thread;
  worker.ref();
  const pending = new Set<(e: unknown) => void>();
  let failure: unknown;
  const fail = (e: unknown) => {
    failure ??= e;
    for (const reject of pending) reject(e);
    pending.clear();
  };
  /** The call's end; a failed call fails every open one, and a cancelled one never settles. */
  function ask<T>(start: () => Promise<Outcome<T>>): Promise<T> {
    if (failure !== undefined) return Promise.reject(failure);
    return new Promise<T>((resolve, reject) => {
      pending.add(reject);
      void start().then((o) => {
        if (!pending.delete(reject)) return;
        if (o.ok) resolve(o.value);
        else if (o.why === 'cancelled') return;
        else fail(new Error(o.message ?? 'the counting worker stopped'));
      });
    });
  }
  return {
    count(job, onSolutions) {
      const onMessage = (boards: Uint8Array) => {
        try {
          if (failure === undefined) onSolutions?.(boards);
        } catch (e) {
          fail(e);
        } finally {
          Atomics.sub(flow, 0, 1);
          Atomics.notify(flow, 0);
        }
      };
      return ask(() => client.call('solve', job, { onMessage }).result);
    },
    async rate(grid) {
      const task: CountTask = {
        source: { kind: 'grid', n: grid.n, cells: grid.cells },
        runs: [],
        limit: 1,
        budget: Infinity,
        rate: true,
      };
      let rating: PuzzleRating | undefined;
      const onMessage = (reply: CountReply) => void (rating = reply.ok ? reply.rating : undefined);
      await ask(() => client.call('tasks', [task], { onMessage }).result);
      return rating;
    },
    async close() {
      if (pending.size === 0 && failure === undefined) {
        // Kept for the next command without keeping the process alive.
        worker.unref();
        idle.push(thread);
        return;
      }
      // Stopped halfway: a thread waiting for the writer is woken, then ended.
      Atomics.store(flow, 0, -(2 ** 30));
      Atomics.notify(flow, 0);
      client.terminate();
      await worker.terminate();
    },
  };
}

function connect(thread: CountThread): Idle {
  const entry = { ...thread, client: new RpcClient<ThreadCalls>(thread.port) };
  thread.worker.once('exit', () => {
    const at = idle.indexOf(entry);
    if (at >= 0) idle.splice(at, 1);
  });
  return entry;
}
