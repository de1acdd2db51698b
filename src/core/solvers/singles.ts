import { type Counts, zeroCounts } from '../counts.ts';
import type { BoxSize } from '../geometry.ts';
import * as P from '../pack.ts';
import { propagationTables, type PropagationTables } from './propagationTables.ts';

/**
 * The propagation rules, naked and hidden singles on candidate masks, defined once for propagateSearch and the
 * generator.
 */
export class Singles {
  readonly t: PropagationTables;
  readonly full: number;
  readonly cells: Uint8Array;
  readonly cand: Int32Array;
  /** The digits each unit holds, as a mask: what a hidden-single scan needs of filled cells. */
  readonly solved: Int32Array;
  /** The cells written since `load`; `trailLength` of them are on the board. */
  readonly trail: Int32Array;
  trailLength = 0;
  private readonly queue: Int32Array;
  /** The most events one `propagate` writes, and then some. */
  readonly room: number;

  constructor(
    n: BoxSize,
    readonly counts: Counts = zeroCounts(),
  ) {
    const t = propagationTables(n);
    this.t = t;
    this.full = (1 << t.size) - 1;
    this.cells = new Uint8Array(t.cellCount);
    this.cand = new Int32Array(t.cellCount);
    this.solved = new Int32Array(t.unitCount);
    this.trail = new Int32Array(t.cellCount);
    this.queue = new Int32Array(t.cellCount);
    this.room = t.cellCount * (t.size + 2) + 2;
  }

  /**
   * Queues the givens' naked singles in cell order; returns how many, or -1 when the givens clash or leave a cell none.
   */
  load(givens: ArrayLike<number>): number {
    const { cellCount, unitsOf } = this.t;
    const cells = this.cells,
      cand = this.cand,
      solved = this.solved,
      full = this.full;
    if (givens !== cells) cells.set(givens);
    solved.fill(0);
    this.trailLength = 0;
    for (let c = 0; c < cellCount; c++) {
      if (cells[c] === 0) continue;
      const bit = 1 << (cells[c] - 1);
      if ((solved[unitsOf[c * 3]] | solved[unitsOf[c * 3 + 1]] | solved[unitsOf[c * 3 + 2]]) & bit) return -1;
      this.hold(c, bit);
    }
    let queued = 0;
    for (let c = 0; c < cellCount; c++) {
      if (cells[c] !== 0) {
        cand[c] = 0;
        continue;
      }
      const m = full & ~(solved[unitsOf[c * 3]] | solved[unitsOf[c * 3 + 1]] | solved[unitsOf[c * 3 + 2]]);
      cand[c] = m;
      if (m === 0) return -1;
      if ((m & (m - 1)) === 0) this.queue[queued++] = c;
    }
    return queued;
  }

  /** Writes a guess (not yet propagated); returns the trail's new length. */
  place(cell: number, bit: number): number {
    this.cells[cell] = 32 - Math.clz32(bit);
    this.cand[cell] = 0;
    this.hold(cell, bit);
    this.trail[this.trailLength++] = cell;
    if (this.trailLength > this.counts.maxDepth) this.counts.maxDepth = this.trailLength;
    return this.trailLength;
  }

  /**
   * Eliminates `bit` from the peers of `cell` (if ≥ 0), then assigns singles until none follow; returns the new n, or
   * -(n + 1) on a contradiction. `hiddenSingles` false rates how much logic a puzzle needs.
   */
  propagate(out: Uint32Array, n: number, cell: number, bit: number, queued: number, hiddenSingles = true): number {
    const K_ASSIGN = P.K_ASSIGN,
      K_ELIMINATE = P.K_ELIMINATE;
    const { size, peers, peerCount, units, unitCount } = this.t;
    const full = this.full;
    const cand = this.cand,
      cells = this.cells,
      queue = this.queue,
      counts = this.counts,
      solved = this.solved;
    let head = 0;
    let c = cell,
      b = bit;
    // Scanning every unit in turn without a find ends propagation; naked singles alone start as if all were scanned.
    let u = 0,
      clean = hiddenSingles ? 0 : unitCount;
    for (;;) {
      if (c >= 0) {
        const word = K_ELIMINATE | ((31 - Math.clz32(b)) << 11);
        for (let i = c * peerCount, e = i + peerCount; i < e; i++) {
          const p = peers[i];
          const m = cand[p];
          if ((m & b) === 0) continue;
          const left = m ^ b;
          cand[p] = left;
          counts.eliminations++;
          out[n++] = word | (p << 3);
          if (left === 0) return -(n + 1);
          if ((left & (left - 1)) === 0) queue[queued++] = p;
        }
        c = -1;
      }
      if (head < queued) {
        const p = queue[head++];
        if (cells[p] !== 0) continue;
        b = cand[p];
        const depth = this.place(p, b);
        counts.assigns++;
        out[n++] = K_ASSIGN | (p << 3) | ((31 - Math.clz32(b)) << 11) | (depth << 15);
        c = p;
        continue;
      }
      if (clean === unitCount) return n;
      // Hidden singles: a digit with one place left in unit u goes there.
      let once = 0,
        twice = 0;
      const base = u * size;
      for (let i = base; i < base + size; i++) {
        const m = cand[units[i]];
        twice |= once & m;
        once |= m;
      }
      if ((once | solved[u]) !== full) return -(n + 1);
      let hidden = once & ~twice;
      if (hidden === 0) {
        clean++;
        u = u + 1 === unitCount ? 0 : u + 1;
        continue;
      }
      clean = 0;
      while (hidden !== 0) {
        const h = hidden & -hidden;
        hidden ^= h;
        for (let i = base; i < base + size; i++) {
          const p = units[i];
          // A cell two hidden digits share keeps the first; the second then has no place, a contradiction.
          if ((cand[p] & h) === 0) continue;
          cand[p] = h;
          queue[queued++] = p;
          break;
        }
      }
    }
  }

  hold(cell: number, bit: number): void {
    const solved = this.solved,
      unitsOf = this.t.unitsOf;
    solved[unitsOf[cell * 3]] |= bit;
    solved[unitsOf[cell * 3 + 1]] |= bit;
    solved[unitsOf[cell * 3 + 2]] |= bit;
  }

  /** One `backtrack` each, down to `mark`; the caller restores candidates. */
  erase(out: Uint32Array, n: number, mark: number): number {
    const K_BACKTRACK = P.K_BACKTRACK;
    const cells = this.cells,
      trail = this.trail,
      solved = this.solved,
      unitsOf = this.t.unitsOf;
    let top = this.trailLength;
    while (top > mark) {
      const c = trail[--top];
      out[n++] = K_BACKTRACK | (c << 3) | ((cells[c] - 1) << 11);
      const keep = ~(1 << (cells[c] - 1));
      solved[unitsOf[c * 3]] &= keep;
      solved[unitsOf[c * 3 + 1]] &= keep;
      solved[unitsOf[c * 3 + 2]] &= keep;
      cells[c] = 0;
    }
    this.counts.backtracks += this.trailLength - top;
    this.trailLength = top;
    return n;
  }

  holdBoard(): void {
    this.solved.fill(0);
    for (let c = 0; c < this.cells.length; c++) if (this.cells[c] !== 0) this.hold(c, 1 << (this.cells[c] - 1));
  }
}

/** The digits `c` may hold given its peers on `cells`, as a mask. */
export function candidatesOf(t: PropagationTables, cells: ArrayLike<number>, c: number): number {
  let used = 0;
  for (let i = c * t.peerCount, end = i + t.peerCount; i < end; i++) {
    const d = cells[t.peers[i]];
    if (d !== 0) used |= 1 << (d - 1);
  }
  return ((1 << t.size) - 1) & ~used;
}
