import { placementsOf } from '../../core/counts.ts';
import { defaultSteps } from '../../core/algorithmTable.ts';
import type { AlgorithmId, BoxSize, Grid, ValueOrder, VariableOrder } from '../../core/index.ts';
import { type Call, RpcClient, type Outcome, type WorkerLike } from '../../workers/rpc.ts';
import type { SolveMessage, SolverCalls } from '../../workers/solverMessages.ts';
import type { RunError, RunSource } from './runSource.ts';
import { cellHistoryOf } from '../timeline/cellHistory.ts';
import { overviewOf } from '../timeline/overviewOf.ts';
import { DEFAULT_CAPACITY, Timeline } from '../timeline/timeline.ts';

export interface RunOptions {
  chunkEvents?: number;
  capacity?: number;
  limit?: number;
  budget?: number;
}

/** Runs stop here so a never-ending 16×16 run keeps the chunk index under ~80 MB; every known 9×9 fits. */
export const MAX_RUN_EVENTS = 1.6e10;

/** A placement budget of about MAX_RUN_EVENTS events: a placement costs at most size + 2 events. */
export const runBudget = (n: BoxSize): number => Math.floor(MAX_RUN_EVENTS / (n * n + 2));

export const CHUNK_EVENTS = 65536;

/** One board's run in its worker: its chunks into a Timeline, evicted ones asked again, stale messages dropped. */
export class RunClient implements RunSource {
  timeline: Timeline;
  series: number[] = [];
  error: RunError | null = null;
  onUpdate: () => void = () => {};
  private until = Infinity;
  private readonly rpc: RpcClient<SolverCalls>;
  private call: Call<SolverCalls['solve']> | null = null;

  constructor(
    worker: WorkerLike,
    private readonly options: RunOptions = {},
  ) {
    this.timeline = new Timeline(new Uint8Array(0), { request: () => {} });
    this.rpc = new RpcClient(worker);
  }

  /** Cancels the previous run at once. */
  start(
    grid: Grid,
    algo: AlgorithmId,
    until = Infinity,
    order: { valueOrder?: ValueOrder; seed?: number; variableOrder?: VariableOrder } = {},
  ): Timeline {
    this.cancel();
    const timeline = new Timeline(
      grid.cells.slice(),
      { request: (index) => call.note({ type: 'words', index }) },
      this.options.capacity ?? DEFAULT_CAPACITY,
    );
    this.timeline = timeline;
    this.series = [];
    this.error = null;
    const cells = grid.cells.slice();
    this.until = until;
    const request = {
      algo,
      n: grid.n,
      cells,
      limit: this.options.limit ?? 1,
      // A local search never proves there is no solution: it stops where the CLI's and the Lab's do.
      budget: this.options.budget ?? defaultSteps(algo) ?? runBudget(grid.n),
      chunkEvents: this.options.chunkEvents ?? CHUNK_EVENTS,
      until,
      ...order,
    };
    const call = this.rpc.call('solve', request, {
      transfer: [cells.buffer],
      onMessage: (msg) => this.receive(timeline, msg),
    });
    this.call = call;
    void call.result.then((outcome) => this.failed(call, outcome));
    return this.timeline;
  }

  get dead(): boolean {
    return this.rpc.dead;
  }

  lead(until: number): void {
    if (until === this.until || !this.call) return;
    this.until = until;
    this.call.note({ type: 'ahead', until });
  }

  cancel(): void {
    this.call?.cancel();
  }

  private receive(tl: Timeline, msg: SolveMessage): void {
    switch (msg.type) {
      case 'chunk':
        tl.addChunk(msg.head, msg.words);
        for (const x of msg.samples) this.series.push(x);
        overviewOf(tl).apply(msg.overview);
        cellHistoryOf(tl).record(msg.head.index + 1, msg.overview.cellPlacements);
        break;
      case 'words':
        tl.provideWords(msg.index, msg.words);
        break;
      case 'done': {
        tl.finish(msg.total, msg.result);
        const last = this.series.length >= 2 ? this.series[this.series.length - 2] : -1;
        if (last !== msg.total) this.series.push(msg.total, placementsOf(msg.result.counts));
        break;
      }
    }
    this.onUpdate();
  }

  /** A solve call ends only by a cancel (not an error) or a failure, which the board shows. */
  private failed(call: Call<SolverCalls['solve']>, outcome: Outcome<never>): void {
    if (outcome.ok || outcome.why === 'cancelled' || call !== this.call) return;
    this.error = outcome.message ? { kind: 'said', message: outcome.message } : { kind: 'stopped' };
    this.onUpdate();
  }

  destroy(): void {
    this.cancel();
    this.rpc.terminate();
  }
}
