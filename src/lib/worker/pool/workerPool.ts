/**
 * A pool of workers for many independent tasks (the lab, `stepdoku stats --jobs N`): each worker
 * holds up to `depth` tasks at once, so it never waits on a round trip, and results are handed on
 * as they finish, in whatever order that is (inOrder.ts puts them back in input order).
 *
 * `cancel()` terminates every worker: a 10^9-placement puzzle cannot be interrupted from inside, so
 * stopping at once means killing the thread. The next run spawns fresh workers. Workers are reached
 * through `PoolEndpoint`, so the same pool drives the page's Web Workers and Node's worker threads.
 */
export interface PoolEndpoint<Req, Res> {
  post(msg: Req): void;
  listen(onMessage: (msg: Res) => void, onError: (e: Error) => void): void;
  terminate(): void;
}

export interface PoolRequest<T> {
  id: number;
  task: T;
}

export interface PoolResponse<R> {
  id: number;
  result?: R;
  /** Set when the task threw: the pool then fails the run with this message. */
  error?: string;
}

export type PoolEnd = 'done' | 'cancelled';

interface Slot {
  endpoint: PoolEndpoint<PoolRequest<unknown>, PoolResponse<unknown>>;
  inFlight: number;
}

/** One worker per core but one (the page or the CLI's own thread keeps a core), at least one. */
export function defaultPoolSize(cores: number | undefined): number {
  return Math.max(1, (cores ?? 2) - 1);
}

export class WorkerPool<T, R> {
  private slots: Slot[] = [];
  private stop: ((end: PoolEnd) => void) | null = null;
  /** The run under way's handlers; workers outlive a run, so their listeners reach it through these. */
  private onReply: ((slot: Slot, msg: PoolResponse<R>) => void) | null = null;
  private onFail: ((e: Error) => void) | null = null;

  constructor(
    private readonly spawn: () => PoolEndpoint<PoolRequest<T>, PoolResponse<R>>,
    readonly size: number,
    private readonly depth = 2,
  ) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`a pool needs 1 worker or more, got ${size}`);
  }

  /**
   * Runs tasks 0..count-1 (`task(i)` builds each when it is sent, so a big set is never all in
   * messages at once) and calls `onResult(i, r)` as each finishes. Ends 'done' when all have, or
   * 'cancelled' at once on `cancel()`; rejects if a worker fails.
   */
  run(count: number, task: (i: number) => T, onResult: (i: number, r: R) => void): Promise<PoolEnd> {
    if (this.stop) throw new Error('the pool is already running');
    if (count === 0) return Promise.resolve('done');
    return new Promise<PoolEnd>((resolve, reject) => {
      let next = 0;
      let finished = 0;
      const owner = new Map<number, Slot>();
      const end = (e: PoolEnd | Error) => {
        this.stop = null;
        this.onReply = null;
        this.onFail = null;
        if (e instanceof Error) {
          this.terminateAll();
          reject(e);
        } else resolve(e);
      };
      this.stop = end;
      const feed = (slot: Slot) => {
        while (slot.inFlight < this.depth && next < count) {
          const id = next++;
          owner.set(id, slot);
          slot.inFlight++;
          slot.endpoint.post({ id, task: task(id) });
        }
      };
      this.onFail = end;
      this.onReply = (slot, msg) => {
        if (owner.get(msg.id) !== slot) return;
        owner.delete(msg.id);
        slot.inFlight--;
        if (msg.error !== undefined) return end(new Error(msg.error));
        finished++;
        onResult(msg.id, msg.result as R);
        if (this.stop !== end) return; // onResult cancelled the run
        if (finished === count) return end('done');
        feed(slot);
      };
      while (this.slots.length < this.size) {
        const endpoint = this.spawn() as Slot['endpoint'];
        const slot: Slot = { endpoint, inFlight: 0 };
        endpoint.listen(
          (msg) => this.onReply?.(slot, msg as PoolResponse<R>),
          (e) => this.onFail?.(e),
        );
        this.slots.push(slot);
      }
      for (const slot of this.slots) slot.inFlight = 0;
      for (const slot of this.slots) feed(slot);
    });
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
    for (const s of this.slots) s.endpoint.terminate();
    this.slots = [];
  }
}
