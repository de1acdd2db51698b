import type { AlgorithmId, Grid } from '../../core/index.ts';
import { type BoardOrder, orderForRun } from './boardOrder.ts';
import type { WorkerLike } from '../../workers/rpc.ts';
import { RunClient } from './runClient.ts';

/** One run per board, each in its own worker, kept for the next start; a new start cancels the old runs. */
export class RunGroup {
  private readonly clients: RunClient[] = [];

  constructor(private readonly createWorker: () => WorkerLike) {}

  start(puzzle: Grid, algorithms: readonly AlgorithmId[], orders: readonly BoardOrder[], until: number): RunClient[] {
    const started = algorithms.map((algo, side) => {
      // A board whose worker died gets a new one, or every later run would end at once.
      const old = this.clients[side];
      if (old?.dead) old.destroy();
      const client = (this.clients[side] = old && !old.dead ? old : new RunClient(this.createWorker()));
      client.start(puzzle, algo, until, orderForRun(algo, orders[side]));
      return client;
    });
    for (const extra of this.clients.slice(algorithms.length)) extra.cancel();
    return started;
  }

  destroy(): void {
    for (const c of this.clients) c.destroy();
    this.clients.length = 0;
  }
}
