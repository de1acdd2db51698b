import { placementsOf } from '../core/counts.ts';
import { ALGORITHMS, type AlgorithmId, countersOf, type Grid, type Search, type SolveOptions } from '../core/index.ts';
import type { FromWorker, ToWorker } from './solverMessages.ts';
import { RunOverview } from '../core/runOverview.ts';
import { SeriesSampler } from '../core/seriesSampler.ts';
import { SnapshotStore } from './snapshotStore.ts';

/**
 * The solver worker's logic, apart from `self` so Node tests can drive it: one search at a time in slices, keeping
 * snapshots to make evicted chunks again.
 */
export interface HostIO {
  post(msg: FromWorker, transfer?: Transferable[]): void;
  schedule(cb: () => void): void;
  now(): number;
}

interface Run {
  id: number;
  algo: AlgorithmId;
  grid: Grid;
  options: SolveOptions;
  search: Search;
  /** Every fill of this run uses this length, as regenerating a chunk must. */
  chunkLength: number;
  snapshots: SnapshotStore;
  chunks: number;
  sampler: SeriesSampler;
  overview: RunOverview;
  events: number;
  regen: Search | null;
  until: number;
  /** Waiting at `until`: no slice is scheduled. */
  parked: boolean;
}

export const SLICE_MS = 8;

export interface HostOptions {
  sliceMs?: number;
  /** Chunks whose snapshots are all kept; @default 2^14 */
  denseSnapshots?: number;
  /** Past them, one snapshot per this many chunks; @default 8 */
  snapshotStride?: number;
}

export function createSolverHost(io: HostIO, hostOptions: HostOptions = {}): { receive(msg: ToWorker): void } {
  const sliceMs = hostOptions.sliceMs ?? SLICE_MS;
  let run: Run | null = null;

  function start(msg: Extract<ToWorker, { type: 'start' }>): void {
    const grid: Grid = { n: msg.n, cells: msg.cells };
    const options: SolveOptions = { limit: msg.limit, budget: msg.budget, valueOrder: msg.valueOrder, seed: msg.seed };
    const search = ALGORITHMS[msg.algo].search(grid, options);
    const length = Math.max(msg.chunkEvents, search.room);
    run = {
      id: msg.id,
      algo: msg.algo,
      grid,
      options,
      search,
      chunkLength: length,
      snapshots: new SnapshotStore(hostOptions.denseSnapshots, hostOptions.snapshotStride),
      chunks: 0,
      sampler: new SeriesSampler(),
      overview: new RunOverview(msg.cells.length),
      events: 0,
      regen: null,
      until: msg.until ?? Infinity,
      parked: false,
    };
    const mine = run;
    io.schedule(() => solveSlice(mine));
  }

  function solveSlice(r: Run): void {
    if (run !== r) return;
    const t0 = io.now();
    do nextChunk(r);
    while (!r.search.done && r.events < r.until && io.now() - t0 < sliceMs);
    if (r.search.done) {
      io.post({ type: 'done', id: r.id, total: r.events, result: r.search.result() });
    } else if (r.events >= r.until) r.parked = true;
    else io.schedule(() => solveSlice(r));
  }

  function ahead(r: Run, until: number): void {
    r.until = until;
    if (r.parked && r.events < until) {
      r.parked = false;
      io.schedule(() => solveSlice(r));
    }
  }

  function nextChunk(r: Run): void {
    const snap = r.search.snapshot();
    // A fresh buffer per chunk, transferred as it is.
    const buffer = new Uint32Array(r.chunkLength);
    const n = r.search.fill(buffer);
    if (n === 0) return;
    const index = r.chunks++;
    r.snapshots.offer(index, snap);
    const words = buffer.subarray(0, n);
    // The chart counts propagation's forced digits as placements.
    const samples = r.sampler.sample(words, r.events, placementsOf(snap.counts));
    // Exactly the counters: the search's counts also hold guesses.
    const counters = countersOf({ ...snap.counts, depth: snap.depth });
    const head = { index, start: r.events, board: snap.cells, counters };
    r.overview.read(words, r.events, snap.depth);
    const overview = r.overview.patch();
    r.events += n;
    io.post({ type: 'chunk', id: r.id, head, words, samples, overview }, [buffer.buffer]);
  }

  function regenerate(r: Run, index: number): void {
    const from = index < r.chunks ? r.snapshots.nearest(index) : null;
    if (!from) return;
    r.regen ??= ALGORITHMS[r.algo].search(r.grid, r.options);
    r.regen.restore(from.snap);
    let buffer = new Uint32Array(r.chunkLength);
    for (let i = from.base; i < index; i++) r.regen.fill(buffer);
    buffer = new Uint32Array(r.chunkLength);
    const n = r.regen.fill(buffer);
    io.post({ type: 'words', id: r.id, index, words: buffer.subarray(0, n) }, [buffer.buffer]);
  }

  function count(msg: Extract<ToWorker, { type: 'count' }>): void {
    // Dancing Links, not the generator's counter: it also chooses among digit-in-unit constraints, far faster on the
    // hardest puzzles (docs/benchmarks.md).
    const result = ALGORITHMS.dlx.count({ n: msg.n, cells: msg.cells }, { limit: 2 });
    io.post({ type: 'counted', id: msg.id, count: Math.min(result.counts.solutions, 2) as 0 | 1 | 2 });
  }

  return {
    receive(msg: ToWorker): void {
      try {
        if (msg.type === 'start') start(msg);
        else if (msg.type === 'cancel') {
          if (run?.id === msg.id) run = null;
        } else if (msg.type === 'ahead') {
          if (run?.id === msg.id) ahead(run, msg.until);
        } else if (msg.type === 'words') {
          if (run?.id === msg.id) regenerate(run, msg.index);
        } else if (msg.type === 'count') count(msg);
      } catch (e) {
        const id = 'id' in msg ? msg.id : -1;
        io.post({ type: 'error', id, message: e instanceof Error ? e.message : String(e) });
      }
    },
  };
}
