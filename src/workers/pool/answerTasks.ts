import type { Served } from '../rpc.ts';
import type { PoolCalls } from './workerPool.ts';

/**
 * A pool worker's handler: runs a call's tasks in order and streams each result as it finishes, so results are not lost
 * to a Cancel, which terminates the worker; a task that throws fails the call.
 */
export function answerTasks<T, R>(run: (task: T) => R) {
  return (tasks: T[], call: Served<PoolCalls<T, R>['tasks']>): void => {
    for (const task of tasks) call.send(run(task));
    call.end(undefined);
  };
}
