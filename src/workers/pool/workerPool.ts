import { RpcClient, type WorkerLike } from '../rpc.ts';
import { type TaskGroups, type TaskPuller, ungroup } from './taskGroups.ts';

/**
 * A pool of workers for many independent tasks (the lab, `stats --jobs N`), pulling tasks only when a worker has room;
 * `cancel()` terminates every worker, as a long puzzle cannot be interrupted from inside.
 */
export type PoolCalls<T, R> = { tasks: { req: T[]; msg: R; end: void } };

export type PoolEnd = 'done' | 'cancelled';

interface Slot<T, R> {
  client: RpcClient<PoolCalls<T, R>>;
  inFlight: number;
}

/** One worker per core but one (the page or the CLI keeps a core), at least one. */
export function defaultPoolSize(cores: number | undefined): number {
  return Math.max(1, (cores ?? 2) - 1);
}

function checkSize(size: number): void {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`a pool needs 1 worker or more, got ${size}`);
}

export class WorkerPool<T, R> {
  private slots: Slot<T, R>[] = [];
  private stop: ((end: PoolEnd) => void) | null = null;

  constructor(
    private readonly spawn: () => WorkerLike,
    private size: number,
    private readonly depth = 2,
    private readonly batch = 1,
  ) {
    checkSize(size);
    if (!(batch >= 1 && batch <= depth)) throw new RangeError(`a batch of ${batch} does not fit a depth of ${depth}`);
  }

  /**
   * Runs every task of `tasks` (an array, a generator that builds each when it is sent, an async
   * iterable such as a file being read, or groups of tasks: taskGroups.ts) and calls `onResult(i, r)`
   * as each finishes, `i` being the task's place in `tasks`. Ends 'done' when all have, or 'cancelled' at once on `cancel()`;
   * rejects if a worker fails, or reading `tasks` or `onResult` throws.
   */
  run(tasks: Iterable<T> | AsyncIterable<T> | TaskGroups<T>, onResult: (i: number, r: R) => void): Promise<PoolEnd> {
    if (this.stop) throw new Error('the pool is already running');
    const it: TaskPuller<T> =
      'groups' in tasks
        ? ungroup(tasks.groups)
        : Symbol.asyncIterator in tasks
          ? tasks[Symbol.asyncIterator]()
          : tasks[Symbol.iterator]();
    return new Promise<PoolEnd>((resolve, reject) => {
      let sent = 0;
      let finished = 0;
      let exhausted = false;
      /** A task an async pull brought: the first of the next message. */
      let carried: { task: T } | null = null;
      let pulling = false;
      const end = (e: PoolEnd | Error) => {
        if (this.stop !== end) return;
        this.stop = null;
        if (!exhausted) void it.return?.();
        if (e instanceof Error) {
          this.terminateAll();
          reject(e);
        } else resolve(e);
      };
      this.stop = end;
      // A slot with room for a whole batch: topping a worker up one task at a time would undo the batching.
      const freeSlot = () => this.slots.find((s) => s.inFlight + this.batch <= this.depth);
      const post = (slot: Slot<T, R>, tasks: T[]) => {
        let next = sent;
        sent += tasks.length;
        slot.inFlight += tasks.length;
        const call = slot.client.call('tasks', tasks, { onMessage: (r) => reply(slot, next++, r) });
        void call.result.then((o) => {
          if (!o.ok && o.why !== 'cancelled') end(new Error(o.message || 'a counting worker failed'));
        });
      };
      const reply = (slot: Slot<T, R>, i: number, r: R) => {
        if (this.stop !== end) return;
        slot.inFlight--;
        finished++;
        try {
          onResult(i, r);
        } catch (e) {
          // Thrown in a worker's message event it would be uncaught (`stats | head` closing the
          // pipe crashed with a stack trace): the run fails with it instead, as its caller expects.
          return end(e instanceof Error ? e : new Error(String(e)));
        }
        if (this.stop === end) pump();
      };
      // Only pump() pulls, and only for a slot with room; a task that had to be waited for goes with
      // the ones at hand after it, if any (a group's), else alone.
      const pump = () => {
        while (!pulling && !exhausted && this.stop === end) {
          const slot = freeSlot();
          if (!slot) break;
          const tasks: T[] = carried ? [carried.task] : [];
          carried = null;
          while (tasks.length < this.batch) {
            let r: IteratorResult<T> | Promise<IteratorResult<T>>;
            try {
              r = it.next();
            } catch (e) {
              return end(e instanceof Error ? e : new Error(String(e)));
            }
            if (r instanceof Promise) {
              if (tasks.length) post(slot, tasks);
              pulling = true;
              r.then(
                (res) => {
                  pulling = false;
                  if (this.stop !== end) return;
                  if (res.done) exhausted = true;
                  else carried = { task: res.value };
                  if (exhausted && finished === sent) return end('done');
                  pump();
                },
                (e: unknown) => {
                  pulling = false;
                  end(e instanceof Error ? e : new Error(String(e)));
                },
              );
              return;
            }
            if (r.done) {
              exhausted = true;
              break;
            }
            tasks.push(r.value);
          }
          if (tasks.length) post(slot, tasks);
        }
        if (exhausted && finished === sent && this.stop === end) end('done');
      };
      while (this.slots.length < this.size) this.slots.push({ client: new RpcClient(this.spawn()), inFlight: 0 });
      for (const slot of this.slots) slot.inFlight = 0;
      pump();
    });
  }

  get workers(): number {
    return this.size;
  }

  /** Sets the number of workers of the runs to come: idle workers over it end now, missing ones spawn at the next run. */
  resize(size: number): void {
    if (this.stop) throw new Error('a running pool cannot be resized');
    checkSize(size);
    this.size = size;
    for (const s of this.slots.splice(size)) s.client.terminate();
  }

  get running(): boolean {
    return this.stop !== null;
  }

  /** Stops the run under way at once: every worker is terminated, and the run ends 'cancelled'. */
  cancel(): void {
    const stop = this.stop;
    if (!stop) return;
    this.terminateAll();
    stop('cancelled');
  }

  /** Ends the workers; the pool spawns new ones if run again. */
  destroy(): void {
    this.cancel();
    this.terminateAll();
  }

  private terminateAll(): void {
    for (const s of this.slots) s.client.terminate();
    this.slots = [];
  }
}
