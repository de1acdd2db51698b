import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { popcount16 } from '../bits.ts';
import { geometry, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import { createRng } from '../generate/rng.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions, type ValueOrder } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

/**
 * Naive backtracking or MRV with the values of each node in another order than ascending (options
 * `valueOrder`, `seed`). The same events and counting conventions as naiveSearch and mrvSearch, in a
 * plain loop: the canonical searches keep their tuned hot loops and their exact counts, and this one
 * run with `ascending` gives their very streams (a test holds it to that).
 *
 * - `random`: at the k-th node entered, the values are shuffled by the generator seeded with
 *   `${seed}:${k}`, so a snapshot needs no generator state and a run is the same for the same seed.
 * - `lcv`: candidates first by how many empty peers also have them (fewest first, ascending digit on
 *   ties); naive then checks the other digits, which fail, in ascending order.
 */
export function orderedSearch(grid: Grid, kind: 'naive' | 'mrv', options?: SolveOptions): Search {
  return new OrderedSearch(grid, kind, options);
}

class OrderedSearch implements Search {
  readonly room: number;
  private readonly g: Geometry;
  private readonly size: number;
  private readonly limit: number;
  private readonly budget: number;
  private readonly maxStored: number;
  private readonly onSolution: ((cells: Uint8Array) => void) | undefined;
  private readonly order: ValueOrder;
  private readonly seed: number | string;
  private readonly cells: Uint8Array;
  private rows: Int32Array;
  private cols: Int32Array;
  private boxes: Int32Array;
  private empties = 0;
  /** Per depth: the node's cell (-1 before it is chosen), its values in order, how many, the next one. */
  private readonly cellAt: Int32Array;
  private readonly values: Int32Array;
  private readonly valueCount: Int32Array;
  private readonly next: Int32Array;
  private depth = 0;
  private nodes = 0;
  private status: RunStatus | null = null;
  private readonly counts = zeroCounts();
  private readonly solutions: Uint8Array[] = [];

  constructor(
    grid: Grid,
    private readonly kind: 'naive' | 'mrv',
    options?: SolveOptions,
  ) {
    const o = resolveOptions(options);
    this.limit = o.limit;
    this.budget = o.budget;
    this.maxStored = o.maxStoredSolutions;
    this.onSolution = o.onSolution;
    this.order = o.valueOrder;
    this.seed = o.seed;
    this.g = geometry(grid.n);
    this.size = this.g.size;
    this.room = this.size + 3;
    this.cells = grid.cells.slice();
    const m = unitMasks(this.g, this.cells);
    [this.rows, this.cols, this.boxes] = [m.rows, m.cols, m.boxes];
    if (!m.consistent) this.status = 'no-solution';
    this.empties = this.cells.filter((d) => d === 0).length;
    this.cellAt = new Int32Array(this.empties + 1).fill(-1);
    this.values = new Int32Array((this.empties + 1) * this.size);
    this.valueCount = new Int32Array(this.empties + 1);
    this.next = new Int32Array(this.empties + 1);
  }

  get done(): boolean {
    return this.status !== null;
  }

  result(): RunResult {
    return resultOf(this.status, this.counts, this.solutions);
  }

  private candidates(c: number): number {
    const g = this.g;
    return ((1 << this.size) - 1) & ~(this.rows[g.rowOf[c]] | this.cols[g.colOf[c]] | this.boxes[g.boxOf[c]]);
  }

  /** Chooses node k's cell and orders its values; emits MRV's select. Returns the select word or -1. */
  private enter(k: number): number {
    const size = this.size;
    let cell = -1,
      mask = 0,
      word = -1;
    if (this.kind === 'naive') {
      cell = this.cells.indexOf(0);
      mask = this.candidates(cell);
    } else {
      let best = size + 1;
      for (let c = 0; c < this.cells.length; c++) {
        if (this.cells[c] !== 0) continue;
        const m = this.candidates(c),
          k2 = popcount16[m];
        if (k2 < best) [cell, mask, best] = [c, m, k2];
        if (best === 0) break;
      }
      this.counts.selects++;
      word = P.packSelect(cell, best);
    }
    const cands: number[] = [];
    for (let d = 1; d <= size; d++) if (mask & (1 << (d - 1))) cands.push(d);
    let ordered = cands;
    if (this.order === 'random') {
      const rng = createRng(`${this.seed}:${this.nodes}`);
      const all = this.kind === 'naive' ? Array.from({ length: size }, (_, i) => i + 1) : cands;
      for (let i = all.length - 1; i > 0; i--) {
        const j = rng.int(i + 1);
        [all[i], all[j]] = [all[j], all[i]];
      }
      ordered = all;
    } else if (this.order === 'lcv') {
      const peers = this.g.peers[cell];
      const load = (d: number) =>
        peers.reduce((s, p) => s + (this.cells[p] === 0 && this.candidates(p) & (1 << (d - 1)) ? 1 : 0), 0);
      const scored = cands.map((d) => [load(d), d]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
      ordered = scored.map(([, d]) => d);
      if (this.kind === 'naive') for (let d = 1; d <= size; d++) if (!(mask & (1 << (d - 1)))) ordered.push(d);
    } else if (this.kind === 'naive') {
      ordered = Array.from({ length: size }, (_, i) => i + 1);
    }
    this.nodes++;
    this.cellAt[k] = cell;
    this.values.set(ordered, k * size);
    this.valueCount[k] = ordered.length;
    this.next[k] = 0;
    return word;
  }

  /** The first peer of `cell` holding `d`, in DESIGN's scan order, as a failed check word. */
  private failedCheck(cell: number, d: number): number {
    const peers = this.g.peers[cell],
      size = this.size;
    for (let i = 0; i < peers.length; i++) {
      if (this.cells[peers[i]] === d)
        return P.packCheckFail(cell, d, peers[i], i < size - 1 ? 0 : i < 2 * (size - 1) ? 1 : 2);
    }
    throw new Error('no conflicting peer');
  }

  private write(c: number, d: number): void {
    const g = this.g,
      bit = d === 0 ? 0 : 1 << (d - 1);
    const old = this.cells[c],
      keep = old === 0 ? -1 : ~(1 << (old - 1));
    this.rows[g.rowOf[c]] = (this.rows[g.rowOf[c]] & keep) | bit;
    this.cols[g.colOf[c]] = (this.cols[g.colOf[c]] & keep) | bit;
    this.boxes[g.boxOf[c]] = (this.boxes[g.boxOf[c]] & keep) | bit;
    this.cells[c] = d;
    this.empties += d === 0 ? 1 : -1;
  }

  fill(out: Uint32Array): number {
    if (this.status !== null) return 0;
    const size = this.size,
      counts = this.counts;
    const end = out.length - this.room;
    let n = 0,
      k = this.depth;
    while (n <= end) {
      if (this.cellAt[k] < 0) {
        if (this.empties === 0) {
          const found = ++counts.solutions;
          if (this.solutions.length < this.maxStored) this.solutions.push(this.cells.slice());
          this.onSolution?.(this.cells);
          out[n++] = P.packSolution(found);
          if (found >= this.limit) {
            this.status = this.limit >= 2 ? 'limit' : 'solved';
            break;
          }
        } else {
          const word = this.enter(k);
          if (word >= 0) out[n++] = word;
        }
      }
      const c = this.cellAt[k];
      let placed = false;
      while (c >= 0 && this.next[k] < this.valueCount[k]) {
        const i = this.next[k]++;
        const d = this.values[k * size + i];
        counts.checks++;
        if (!(this.candidates(c) & (1 << (d - 1)))) {
          out[n++] = this.failedCheck(c, d);
          continue;
        }
        out[n++] = P.packCheckOk(c, d);
        if (counts.placements === this.budget) {
          this.status = 'budget';
          break;
        }
        counts.placements++;
        for (let j = i + 1; j < this.valueCount[k]; j++) {
          if (this.candidates(c) & (1 << (this.values[k * size + j] - 1))) {
            counts.guesses++;
            break;
          }
        }
        this.write(c, d);
        k++;
        if (k > counts.maxDepth) counts.maxDepth = k;
        out[n++] = P.packPlace(c, d, k);
        placed = true;
        break;
      }
      if (this.status !== null) break;
      if (placed) continue;
      // Every value failed here, or a solution was recorded: erase the placement above.
      this.cellAt[k] = -1;
      if (k === 0) {
        this.status = counts.solutions > 0 ? 'solved' : 'no-solution';
        break;
      }
      k--;
      const back = this.cellAt[k],
        d = this.cells[back];
      this.write(back, 0);
      counts.backtracks++;
      out[n++] = P.packBacktrack(back, d);
    }
    this.depth = k;
    return n;
  }

  snapshot(): SearchSnapshot {
    const stack = [
      this.cellAt.slice(),
      this.values.slice(),
      this.valueCount.slice(),
      this.next.slice(),
      Int32Array.of(this.nodes),
    ];
    return snapshotOf(this.cells, this.depth, stack, this.status, this.counts, this.solutions);
  }

  restore(snap: SearchSnapshot): void {
    const [cellAt, values, valueCount, next, misc] = snap.stack;
    this.cells.set(snap.cells);
    const m = unitMasks(this.g, this.cells);
    [this.rows, this.cols, this.boxes] = [m.rows, m.cols, m.boxes];
    this.empties = this.cells.filter((d) => d === 0).length;
    this.cellAt.set(cellAt);
    this.values.set(values);
    this.valueCount.set(valueCount);
    this.next.set(next);
    this.nodes = misc[0];
    this.depth = snap.depth;
    this.status = restoreRun(snap, this.counts, this.solutions);
  }
}
