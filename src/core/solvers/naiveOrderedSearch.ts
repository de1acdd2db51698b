import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { geometry, type Geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { nodeOrder } from './nodeOrder.ts';
import { resolveOptions, type ResolvedOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

// Imported bindings are read through the module each time under Vitest's and tsx's transforms: locals are plain loads.
const { packCheckFail, packCheckOk, packPlace, packSolution, packBacktrack } = P;

/**
 * Naive backtracking with the digits of each node in a non-ascending value order: naiveSearch's events and counts, in a
 * loop of its own because walking a per-node order in naiveSearch's tuned loop slowed it by a fifth.
 */
export function naiveOrderedSearch(grid: Grid, options?: SolveOptions): Search {
  return new NaiveOrderedSearch(grid, resolveOptions(options));
}

class NaiveOrderedSearch implements Search {
  readonly room: number;
  private readonly g: Geometry;
  private readonly size: number;
  private readonly cells: Uint8Array;
  private rows: Int32Array;
  private cols: Int32Array;
  private boxes: Int32Array;
  private empties = 0;
  /** Per depth: the node's cell (-1 before it is entered), its digits in order, the next one's position. */
  private readonly cellAt: Int32Array;
  private readonly values: Int32Array;
  private readonly next: Int32Array;
  private depth = 0;
  private nodes = 0;
  private status: RunStatus | null = null;
  private readonly counts = zeroCounts();
  private readonly solutions: Uint8Array[] = [];

  constructor(
    grid: Grid,
    private readonly o: ResolvedOptions,
  ) {
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

  /** Enters node k: the first empty cell, its digits in the run's order. */
  private enter(k: number): void {
    const cell = this.cells.indexOf(0);
    const load = (bit: number) =>
      this.g.peers[cell].filter((p) => this.cells[p] === 0 && this.candidates(p) & bit).length;
    const order = nodeOrder(this.o.valueOrder, this.o.seed, this.nodes++, this.size, this.candidates(cell), true, load);
    this.cellAt[k] = cell;
    this.values.set(order, k * this.size);
    this.next[k] = 0;
  }

  /** The first peer of `cell` holding `d`, in DESIGN's scan order, as a failed check word. */
  private failedCheck(cell: number, d: number): number {
    const peers = this.g.peers[cell],
      size = this.size;
    for (let i = 0; i < peers.length; i++) {
      if (this.cells[peers[i]] === d)
        return packCheckFail(cell, d, peers[i], i < size - 1 ? 0 : i < 2 * (size - 1) ? 1 : 2);
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
      counts = this.counts,
      o = this.o;
    const end = out.length - this.room;
    let n = 0,
      k = this.depth;
    while (n <= end) {
      if (this.cellAt[k] < 0) {
        if (this.empties === 0) {
          const found = ++counts.solutions;
          if (this.solutions.length < o.maxStoredSolutions) this.solutions.push(this.cells.slice());
          o.onSolution?.(this.cells);
          out[n++] = packSolution(found);
          if (found >= o.limit) {
            this.status = o.limit >= 2 ? 'limit' : 'solved';
            break;
          }
        } else this.enter(k);
      }
      const c = this.cellAt[k];
      let placed = false;
      while (c >= 0 && this.next[k] < size) {
        const i = this.next[k]++;
        const d = this.values[k * size + i];
        counts.checks++;
        if (!(this.candidates(c) & (1 << (d - 1)))) {
          out[n++] = this.failedCheck(c, d);
          continue;
        }
        out[n++] = packCheckOk(c, d);
        if (counts.placements === o.budget) {
          this.status = 'budget';
          break;
        }
        counts.placements++;
        // A guess when a later digit would pass its check too.
        for (let j = i + 1; j < size; j++) {
          if (this.candidates(c) & (1 << (this.values[k * size + j] - 1))) {
            counts.guesses++;
            break;
          }
        }
        this.write(c, d);
        k++;
        if (k > counts.maxDepth) counts.maxDepth = k;
        out[n++] = packPlace(c, d, k);
        placed = true;
        break;
      }
      if (this.status !== null) break;
      if (placed) continue;
      // Every digit failed here, or a solution was recorded: erase the placement above.
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
      out[n++] = packBacktrack(back, d);
    }
    this.depth = k;
    return n;
  }

  snapshot(): SearchSnapshot {
    const stack = [this.cellAt.slice(), this.values.slice(), this.next.slice(), Int32Array.of(this.nodes)];
    return snapshotOf(this.cells, this.depth, stack, this.status, this.counts, this.solutions);
  }

  restore(snap: SearchSnapshot): void {
    const [cellAt, values, next, misc] = snap.stack;
    this.cells.set(snap.cells);
    const m = unitMasks(this.g, this.cells);
    [this.rows, this.cols, this.boxes] = [m.rows, m.cols, m.boxes];
    this.empties = this.cells.filter((d) => d === 0).length;
    this.cellAt.set(cellAt);
    this.values.set(values);
    this.next.set(next);
    this.nodes = misc[0];
    this.depth = snap.depth;
    this.status = restoreRun(snap, this.counts, this.solutions);
  }
}
