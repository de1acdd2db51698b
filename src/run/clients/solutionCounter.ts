import type { Grid } from '../../core/index.ts';
import type { FromWorker } from '../../workers/solverMessages.ts';
import type { WorkerLike } from './runClient.ts';

export type SolutionCount = 0 | 1 | 2 | 'unknown';

/**
 * "How many solutions?" for the editor, in a worker of its own so a count never waits behind a long
 * run: Dancing Links with solution limit 2, so the answer is 0, 1 or 2 (two or more), exact (no budget:
 * 0.25 s on Norvig's "impossible" puzzle, where MRV without propagation ran out of a 4×10^6 budget). One question at a time: a new one replaces the one still open, whose
 * worker is stopped at once (a count cannot hear messages while it runs); the open question then
 * answers 'unknown'. The worker is made when a question needs it.
 */
export class SolutionCounter {
  private worker: WorkerLike | null = null;
  private next = 0;
  private readonly waiting = new Map<number, (n: SolutionCount) => void>();

  constructor(private readonly createWorker: () => WorkerLike) {}

  count(grid: Grid): Promise<SolutionCount> {
    this.cancel();
    const worker = (this.worker ??= this.connect());
    const id = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ type: 'count', id, n: grid.n, cells: grid.cells.slice() });
    });
  }

  /** True while a question is open (its worker is counting). */
  get counting(): boolean {
    return this.waiting.size > 0;
  }

  /** Stops a count still running (its question answers 'unknown'); an idle worker is kept. */
  cancel(): void {
    if (this.counting) this.destroy();
  }

  /** Stops the worker; questions still open are answered 'unknown'. */
  destroy(): void {
    this.worker?.terminate();
    this.worker = null;
    this.answerAll('unknown');
  }

  private connect(): WorkerLike {
    const worker = this.createWorker();
    worker.onmessage = (e: MessageEvent<FromWorker>) => {
      const msg = e.data;
      if (msg.type === 'counted') {
        this.waiting.get(msg.id)?.(msg.count);
        this.waiting.delete(msg.id);
      } else if (msg.type === 'error') this.answerAll('unknown');
    };
    return worker;
  }

  private answerAll(count: SolutionCount): void {
    for (const resolve of this.waiting.values()) resolve(count);
    this.waiting.clear();
  }
}
