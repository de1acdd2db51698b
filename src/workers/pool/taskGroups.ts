/**
 * Tasks that come in groups, some at hand and more to wait for: a file read in chunks, each chunk's
 * puzzles parsed at once. Given to WorkerPool.run as `{ groups }`, a group's tasks go `batch` to a
 * message, as an array's do, where an async iterable of single tasks sends each alone, when it comes.
 */
export interface TaskGroups<T> {
  groups: AsyncIterable<T[]>;
}

/** What the pool pulls tasks from: a plain iterator, an async one, or one that answers at once when it can. */
export interface TaskPuller<T> {
  next(): IteratorResult<T> | Promise<IteratorResult<T>>;
  return?(): unknown;
}

/** The tasks of `groups` one at a time: at once while a group lasts, then a promise of the next group's first. */
export function ungroup<T>(groups: AsyncIterable<T[]>): TaskPuller<T> {
  const it = groups[Symbol.asyncIterator]();
  let group: T[] = [];
  let at = 0;
  const next = (): IteratorResult<T> | Promise<IteratorResult<T>> => {
    if (at < group.length) return { done: false, value: group[at++] };
    return it.next().then((r) => {
      if (r.done) return r;
      group = r.value;
      at = 0;
      return next();
    });
  };
  return { next, return: () => it.return?.() };
}
