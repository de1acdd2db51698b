import {
  type AlgorithmId,
  type Counters,
  type RunResult,
  type RunStatus,
  sameCounters,
  type SolverEvent,
  unpack,
  zeroCounters,
} from '../../core/index.ts';
import type { RunError, RunSource } from '../../run/clients/runSource.ts';
import { ASCENDING, type BoardOrder } from '../../run/clients/boardOrder.ts';
import type { SolverLanguage } from '../../run/clients/runSource.ts';

/**
 * One board as the UI reads it: plain reactive copies of its run's timeline, refreshed by `sync()`
 * (once per frame and after commands). Arrays are replaced, never mutated, and held in `$state.raw`.
 */
export class RunView {
  readonly algo: AlgorithmId;
  cursor = $state(0);
  total = $state(0);
  finished = $state(false);
  status = $state<RunStatus | 'running'>('running');
  board = $state.raw<Uint8Array>(new Uint8Array(0));
  current = $state.raw<SolverEvent | null>(null);
  counters = $state.raw<Counters>(zeroCounters());
  /** [events, placements] points over the run so far (≤ ~1,500 up to 10^9 events; geometric spacing). */
  placementSeries = $state.raw<Array<[number, number]>>([]);
  result = $state.raw<RunResult | null>(null);
  /** True while the board waits for evicted events to be made again (a few milliseconds). */
  pending = $state(false);
  error = $state.raw<RunError | null>(null);
  /** How the run ended in its source's terms where `status` says only cancelled (RunSource.endNote). */
  endNote = $state<string | null>(null);

  constructor(
    algo: AlgorithmId,
    readonly client: RunSource,
    /** The orders the run was started with (the labels name them). */
    readonly order: BoardOrder = ASCENDING,
    /** The learner's language when the board plays a learner's code: the run is theirs, not `algo`'s. */
    readonly solver: SolverLanguage | null = null,
  ) {
    this.algo = algo;
    this.sync();
  }

  get timeline() {
    return this.client.timeline;
  }

  /** The packed word of event `e` (undefined while its chunk is away): for the teaching views. */
  wordAt(e: number): number | undefined {
    return this.client.timeline.wordAt(e);
  }

  sync(): void {
    const tl = this.client.timeline;
    this.cursor = tl.cursor;
    this.total = tl.total;
    this.finished = tl.finished;
    this.status = tl.result?.status ?? 'running';
    this.result = tl.result;
    this.pending = tl.pending;
    this.error = this.client.error;
    this.endNote = this.client.endNote ?? null;
    if (!sameCells(this.board, tl.board)) this.board = tl.board.slice();
    const word = tl.cursor > 0 ? tl.wordAt(tl.cursor - 1) : undefined;
    this.current = word === undefined ? null : unpack(word);
    const c = tl.counters();
    if (!sameCounters(this.counters, c)) this.counters = c;
    const series = this.client.series;
    if (series.length !== this.placementSeries.length * 2) {
      const points: Array<[number, number]> = [];
      for (let i = 0; i < series.length; i += 2) points.push([series[i], series[i + 1]]);
      this.placementSeries = points;
    }
  }
}

function sameCells(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
