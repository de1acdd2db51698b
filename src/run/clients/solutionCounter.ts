import type { Grid } from '../../core/index.ts';
import type { FromWorker } from '../../workers/solverMessages.ts';
import type { WorkerLike } from './runClient.ts';

export type SolutionCount = 0 | 1 | 2 | 'unknown';

/**
 * The editor's "how many solutions?" (0, 1 or 2 = two or more), in its own worker so it never waits behind
 * a run; a new question terminates the worker (a count cannot hear messages) and the open one answers 'unknown'.
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

  get counting(): boolean {
    return this.waiting.size > 0;
  }

  /** An idle worker is kept. */
  cancel(): void {
    if (this.counting) this.destroy();
  }

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
