import type { PoolRequest, PoolResponse } from './workerPool.ts';

/**
 * A pool worker's side of one request (the lab's Web Workers and the CLI's threads alike): runs its
 * tasks in order and replies with each result as it finishes. Requests come in batches, replies do
 * not: a worker cannot know the next task is a puzzle that takes minutes, and results held back
 * for it would be lost to a Cancel (which terminates the worker). A task that throws ends the batch
 * with `error` for it.
 */
export function answerRequest<T, R>(
  req: PoolRequest<T>,
  run: (task: T) => R,
  reply: (res: PoolResponse<R>) => void,
): void {
  for (let k = 0; k < req.tasks.length; k++) {
    const id = req.id + k;
    try {
      reply({ id, results: [run(req.tasks[k])] });
    } catch (e) {
      reply({ id, results: [], error: e instanceof Error ? e.message : String(e) });
      return;
    }
  }
}
