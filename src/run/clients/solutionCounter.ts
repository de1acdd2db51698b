import type { Grid } from '../../core/index.ts';
import { RpcClient, type WorkerLike } from '../../workers/rpc.ts';
import type { SolverCalls } from '../../workers/solverMessages.ts';

export type SolutionCount = 0 | 1 | 2 | 'unknown';

/**
 * The editor's "how many solutions?" (0, 1 or 2 = two or more), in its own worker so it never waits behind
 * a run; a new question terminates the worker (a count cannot hear messages) and the open one answers 'unknown'.
 */
export class SolutionCounter {
  private rpc: RpcClient<SolverCalls> | null = null;

  constructor(private readonly createWorker: () => WorkerLike) {}

  async count(grid: Grid): Promise<SolutionCount> {
    this.cancel();
    const rpc = (this.rpc ??= new RpcClient(this.createWorker()));
    const outcome = await rpc.call('count', { n: grid.n, cells: grid.cells.slice() }).result;
    // A dead worker answers nothing more: the next question makes a new one.
    if (!outcome.ok && outcome.why === 'died' && this.rpc === rpc) this.destroy();
    return outcome.ok ? outcome.value : 'unknown';
  }

  get counting(): boolean {
    return this.rpc?.busy ?? false;
  }

  /** An idle worker is kept. */
  cancel(): void {
    if (this.counting) this.destroy();
  }

  destroy(): void {
    this.rpc?.terminate();
    this.rpc = null;
  }
}
