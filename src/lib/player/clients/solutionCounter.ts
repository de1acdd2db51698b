import type { Grid } from '../../engine/index.ts';
import type { FromWorker } from '../../protocol/solverProtocol.ts';
import type { WorkerLike } from './runClient.ts';

export type SolutionCount = 0 | 1 | 2 | 'unknown';

/** Placements a count may make before it answers 'unknown' (MRV without propagation: ~1.5 million a second). */
export const COUNT_BUDGET = 4_000_000;

/**
 * "How many solutions?" for the editor, in a worker of its own so a count never waits behind a long
 * run: MRV with solution limit 2, so the answer is 0, 1, 2 (two or more), or 'unknown' when the
 * budget runs out. The worker is made on the first question.
 */
export class SolutionCounter {
  private worker: WorkerLike | null = null;
  private next = 0;
  private readonly waiting = new Map<number, (n: SolutionCount) => void>();

  constructor(
    private readonly createWorker: () => WorkerLike,
    private readonly budget = COUNT_BUDGET,
  ) {}

  count(grid: Grid): Promise<SolutionCount> {
    const worker = (this.worker ??= this.connect());
    const requestId = ++this.next;
    return new Promise((resolve) => {
      this.waiting.set(requestId, resolve);
      worker.postMessage({ type: 'count', requestId, n: grid.n, cells: grid.cells.slice(), budget: this.budget });
    });
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
        this.waiting.get(msg.requestId)?.(msg.count);
        this.waiting.delete(msg.requestId);
      } else if (msg.type === 'error') this.answerAll('unknown');
    };
    return worker;
  }

  private answerAll(count: SolutionCount): void {
    for (const resolve of this.waiting.values()) resolve(count);
    this.waiting.clear();
  }
}
