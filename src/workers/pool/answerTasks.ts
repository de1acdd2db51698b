import type { Served } from '../rpc.ts';
import type { PoolCalls } from './workerPool.ts';

/**
 * A pool worker's handler (the lab's Web Workers and the CLI's threads alike): runs a call's tasks in
 * order and streams each result as it finishes, not the batch at once: a worker cannot know the next
 * task is a puzzle that takes minutes, and results held back for it would be lost to a Cancel (which
 * terminates the worker). A task that throws ends the call with its error.
 */
export function answerTasks<T, R>(run: (task: T) => R) {
  return (tasks: T[], call: Served<PoolCalls<T, R>['tasks']>): void => {
    for (const task of tasks) call.send(run(task));
    call.end(undefined);
  };
}
