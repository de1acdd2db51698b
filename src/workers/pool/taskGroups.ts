/**
 * Tasks that come in groups (a file read in chunks), sent `batch` to a message; single tasks from an async iterable go
 * alone.
 */
export interface TaskGroups<T> {
  groups: AsyncIterable<T[]>;
}

/** A plain iterator, an async one, or one that answers at once when it can. */
export interface TaskPuller<T> {
  next(): IteratorResult<T> | Promise<IteratorResult<T>>;
  return?(): unknown;
}

/** One at a time: at once while a group lasts, then a promise of the next group's first. */
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
