import { type FromWorker, serve, type ToWorker, type WorkerLike } from '../../../src/workers/rpc.ts';
import { type HostOptions, solverHandlers } from '../../../src/workers/solverHost.ts';
import type { SolverCalls } from '../../../src/workers/solverMessages.ts';

/**
 * A solver worker in the same process: the real host behind one task queue, which the test runs by
 * hand. Messages go through structuredClone with their transfer lists, as they would between threads.
 */
export class InProcessWorker implements WorkerLike {
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  terminated = false;
  sent: ToWorker[] = [];
  received: FromWorker[] = [];
  private tasks: Array<() => void> = [];
  private readonly receive: (w: ToWorker) => void;

  /** @param record keep every message in `sent` and `received` (off for long runs: it holds every chunk) */
  constructor(
    sliceMs = 8,
    private readonly record = true,
    hostOptions: HostOptions = {},
  ) {
    const post = (msg: FromWorker, transfer: Transferable[]) => {
      const copy = structuredClone(msg, { transfer });
      this.tasks.push(() => {
        if (this.record) this.received.push(copy);
        this.onmessage?.({ data: copy } as MessageEvent<FromWorker>);
      });
    };
    const io = { schedule: (cb: () => void) => this.tasks.push(cb), now: () => performance.now() };
    this.receive = serve<SolverCalls>(post, solverHandlers(io, { sliceMs, ...hostOptions }));
  }

  postMessage(msg: ToWorker, transfer?: Transferable[]): void {
    if (this.terminated) return;
    const copy = structuredClone(msg, { transfer: transfer ?? [] });
    if (this.record) this.sent.push(copy);
    this.tasks.push(() => this.receive(copy));
  }

  terminate(): void {
    this.terminated = true;
    this.tasks = [];
  }

  get idle(): boolean {
    return this.tasks.length === 0;
  }

  /** Runs queued tasks in order until none remain (or `max` have run); returns how many ran. */
  flush(max = Infinity): number {
    let ran = 0;
    while (ran < max && this.tasks.length > 0 && !this.terminated) {
      this.tasks.shift()!();
      ran++;
    }
    return ran;
  }
}
