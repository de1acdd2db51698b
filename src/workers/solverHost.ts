import { placementsOf } from '../core/counts.ts';
import { ALGORITHMS, type AlgorithmId, countersOf, type Grid, type Search, type SolveOptions } from '../core/index.ts';
import type { Handlers, Served } from './rpc.ts';
import type { SolveNote, SolveRequest, SolverCalls } from './solverMessages.ts';
import { RunOverview } from '../core/runOverview.ts';
import { SeriesSampler } from '../core/seriesSampler.ts';
import { SnapshotStore } from './snapshotStore.ts';

/**
 * The solver worker's logic, apart from `self` so Node tests can drive it: one search at a time in slices, keeping
 * snapshots to make evicted chunks again.
 */
export interface HostIO {
  schedule(cb: () => void): void;
  now(): number;
}

interface Run {
  call: Served<SolverCalls['solve']>;
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

export function solverHandlers(io: HostIO, hostOptions: HostOptions = {}): Handlers<SolverCalls> {
  const sliceMs = hostOptions.sliceMs ?? SLICE_MS;
  let run: Run | null = null;

  /** One search at a time: a new one drops the last, whose call the page has cancelled. */
  function start(msg: SolveRequest, call: Served<SolverCalls['solve']>): void {
    const grid: Grid = { n: msg.n, cells: msg.cells };
    const options: SolveOptions = {
      limit: msg.limit,
      budget: msg.budget,
      valueOrder: msg.valueOrder,
      seed: msg.seed,
      variableOrder: msg.variableOrder,
    };
    const search = ALGORITHMS[msg.algo].search(grid, options);
    const length = Math.max(msg.chunkEvents, search.room);
    run = {
      call,
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
    call.onCancel = () => {
      if (run === mine) run = null;
    };
    call.onNote = (note) => guarded(mine, () => hear(mine, note));
    io.schedule(() => solveSlice(mine));
  }

  /** A throw in a slice or a note fails the run's call, as one in its start does. */
  function guarded(r: Run, work: () => void): void {
    if (run !== r) return;
    try {
      work();
    } catch (e) {
      run = null;
      r.call.fail(e);
    }
  }

  function hear(r: Run, note: SolveNote): void {
    if (note.type === 'ahead') ahead(r, note.until);
    else regenerate(r, note.index);
  }

  function solveSlice(r: Run): void {
    guarded(r, () => {
      const t0 = io.now();
      do nextChunk(r);
      while (!r.search.done && r.events < r.until && io.now() - t0 < sliceMs);
      if (r.search.done) r.call.send({ type: 'done', total: r.events, result: r.search.result() });
      else if (r.events >= r.until) r.parked = true;
      else io.schedule(() => solveSlice(r));
    });
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
    r.call.send({ type: 'chunk', head, words, samples, overview }, [buffer.buffer]);
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
    r.call.send({ type: 'words', index, words: buffer.subarray(0, n) }, [buffer.buffer]);
  }

  return {
    solve: start,
    count: (grid, call) => {
      // Dancing Links, not the generator's counter: it also chooses among digit-in-unit constraints, far faster on
      // the hardest puzzles (docs/benchmarks.md).
      const result = ALGORITHMS.dlx.count(grid, { limit: 2 });
      call.end(Math.min(result.counts.solutions, 2) as 0 | 1 | 2);
    },
  };
}
