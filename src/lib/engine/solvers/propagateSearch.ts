import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { popcount16 } from '../bits.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import { propagationTables, type PropagationTables } from './propagationTables.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

/**
 * Constraint propagation with MRV branching (Norvig's approach), as a resumable search.
 *
 * Every digit written eliminates itself from the candidates of its empty peers (`eliminate` events).
 * A cell left with one candidate gets it (naked single), a digit left with one place in a unit goes
 * there (hidden single): both are `assign` events. A cell with no candidate, or a digit with no place
 * in a unit, is a contradiction. When propagation settles, the search selects the empty cell with the
 * fewest candidates (lowest index on ties) and guesses its candidates in ascending order (`place`).
 * A failed guess erases every digit written since it, most recent first, then the guess itself (one
 * `backtrack` each) and restores the candidates saved before it.
 *
 * Since every single is assigned at once, the candidates of an empty cell between two steps are
 * exactly the digits absent from its peers on the board: the player derives them from the board, and
 * `eliminate` events only say which one just went.
 *
 * Counts: placements are guesses and forced last candidates alike (nodes of the search tree); assigns
 * and eliminations count the propagation; backtracks count erased digits of both kinds.
 */
export function propagateSearch(grid: Grid, options?: SolveOptions): Search {
  return new PropagateSearch(grid, options);
}

/** Stack slots per guess level, in `levels`: the selected cell, its untried candidates, the trail mark. */
const SEL = 0,
  UNTRIED = 1,
  MARK = 2,
  LEVEL = 3;

class PropagateSearch implements Search {
  readonly room: number;
  private readonly t: PropagationTables;
  private readonly limit: number;
  private readonly budget: number;
  private readonly maxStored: number;
  private readonly onSolution: ((cells: Uint8Array) => void) | undefined;
  private readonly cells: Uint8Array;
  /** Candidate mask per cell; 0 for a filled cell. */
  private readonly cand: Int32Array;
  /** The digits each unit holds on the board, as a mask: what a hidden-single scan needs of filled cells. */
  private readonly solved: Int32Array;
  /** Candidates saved before the guess at each level, cellCount words per level. */
  private readonly saved: Int32Array;
  private readonly levels: Int32Array;
  /** The cells the solver wrote, in order; `trailLength` of them are on the board. */
  private readonly trail: Int32Array;
  private trailLength = 0;
  private readonly queue: Int32Array;
  /** The puzzle's blanks: the board is full when the trail is this long. */
  private readonly emptyCount: number;
  private level = 0;
  private started = false;
  private status: RunStatus | null = null;
  private readonly counts = zeroCounts();
  private readonly solutions: Uint8Array[] = [];

  constructor(grid: Grid, options?: SolveOptions) {
    const o = resolveOptions(options);
    this.limit = o.limit;
    this.budget = o.budget;
    this.maxStored = o.maxStoredSolutions;
    this.onSolution = o.onSolution;
    const t = propagationTables(grid.n);
    this.t = t;
    const cellCount = t.cellCount;
    this.room = cellCount * (t.size + 2) + 2;
    this.cells = grid.cells.slice();
    this.emptyCount = this.cells.reduce((sum, d) => sum + (d === 0 ? 1 : 0), 0);
    this.cand = new Int32Array(cellCount);
    this.saved = new Int32Array((cellCount + 1) * cellCount);
    this.levels = new Int32Array((cellCount + 1) * LEVEL);
    this.trail = new Int32Array(cellCount);
    this.queue = new Int32Array(cellCount);
    this.solved = new Int32Array(t.unitCount);
    if (!unitMasks(geometry(grid.n), this.cells).consistent) this.status = 'no-solution';
    this.levels[SEL] = -1;
  }

  get done(): boolean {
    return this.status !== null;
  }

  result(): RunResult {
    return resultOf(this.status, this.counts, this.solutions);
  }

  fill(out: Uint32Array): number {
    if (this.status !== null) return 0;
    const K_SELECT = P.K_SELECT,
      K_PLACE = P.K_PLACE,
      K_SOLUTION = P.K_SOLUTION;
    const cells = this.cells,
      cand = this.cand,
      levels = this.levels,
      saved = this.saved,
      trail = this.trail;
    const cellCount = this.t.cellCount,
      pop = popcount16,
      counts = this.counts,
      budget = this.budget;
    const end = out.length - this.room;
    let n = 0;
    if (!this.started) {
      this.started = true;
      n = this.start(out);
      if (n < 0) {
        n = this.erase(out, -n - 1, 0);
        this.status = 'no-solution';
        return n;
      }
    }
    let k = this.level;
    while (n <= end) {
      let at = k * LEVEL;
      if (levels[at + SEL] < 0) {
        if (this.trailLength === this.emptyCount) {
          const found = ++counts.solutions;
          if (this.solutions.length < this.maxStored) this.solutions.push(cells.slice());
          this.onSolution?.(cells);
          out[n++] = K_SOLUTION | (Math.min(found, P.MAX_PACKED_SOLUTION_INDEX) << 3);
          if (found >= this.limit) {
            this.status = this.limit >= 2 ? 'limit' : 'solved';
            break;
          }
        } else {
          let best = -1,
            bestCount = 99,
            bestMask = 0;
          for (let c = 0; c < cellCount; c++) {
            if (cells[c] !== 0) continue;
            const count = pop[cand[c]];
            if (count < bestCount) {
              best = c;
              bestCount = count;
              bestMask = cand[c];
              if (count === 2) break;
            }
          }
          counts.selects++;
          out[n++] = K_SELECT | (best << 3) | (bestCount << 15);
          levels[at + SEL] = best;
          levels[at + UNTRIED] = bestMask;
        }
      }
      const m = levels[at + UNTRIED];
      const c = levels[at + SEL];
      if (m !== 0 && c >= 0) {
        if (counts.placements === budget) {
          this.status = 'budget';
          break;
        }
        const bit = m & -m;
        const d = 32 - Math.clz32(bit);
        const rest = m & (m - 1);
        levels[at + UNTRIED] = rest;
        levels[at + MARK] = this.trailLength;
        saved.set(cand, k * cellCount);
        counts.placements++;
        if (rest !== 0) counts.guesses++;
        cells[c] = d;
        this.hold(c, bit);
        trail[this.trailLength++] = c;
        if (this.trailLength > counts.maxDepth) counts.maxDepth = this.trailLength;
        out[n++] = K_PLACE | (c << 3) | ((d - 1) << 11) | (this.trailLength << 15);
        cand[c] = 0;
        const r = this.propagate(out, n, c, bit, 0);
        if (r >= 0) {
          n = r;
          k++;
          levels[k * LEVEL + SEL] = -1;
        } else {
          n = this.erase(out, -r - 1, levels[at + MARK]);
          cand.set(saved.subarray(k * cellCount, (k + 1) * cellCount));
        }
        continue;
      }
      // No candidate left here (or a solution was recorded): erase the guess above and what it forced.
      levels[at + SEL] = -1;
      if (k === 0) {
        n = this.erase(out, n, 0);
        this.status = counts.solutions > 0 ? 'solved' : 'no-solution';
        break;
      }
      k--;
      at -= LEVEL;
      n = this.erase(out, n, levels[at + MARK]);
      cand.set(saved.subarray(k * cellCount, (k + 1) * cellCount));
    }
    this.level = k;
    return n;
  }

  /** Candidates from the givens, then the singles they force. Returns n, or -(n + 1) on a contradiction. */
  private start(out: Uint32Array): number {
    const { cellCount, size, peers, peerCount } = this.t;
    const full = (1 << size) - 1,
      cells = this.cells,
      cand = this.cand;
    let queued = 0;
    this.solved.fill(0);
    for (let c = 0; c < cellCount; c++) {
      if (cells[c] !== 0) {
        cand[c] = 0;
        this.hold(c, 1 << (cells[c] - 1));
        continue;
      }
      let used = 0;
      for (let i = c * peerCount, e = i + peerCount; i < e; i++) {
        const d = cells[peers[i]];
        if (d !== 0) used |= 1 << (d - 1);
      }
      cand[c] = full & ~used;
      if (cand[c] === 0) return -1;
      if ((cand[c] & (cand[c] - 1)) === 0) this.queue[queued++] = c;
    }
    return this.propagate(out, 0, -1, 0, queued);
  }

  /**
   * Eliminates `bit` from the peers of `cell` (when cell ≥ 0), then assigns the queued naked singles
   * and the hidden singles until nothing more follows. Returns n, or -(n + 1) on a contradiction.
   */
  private propagate(out: Uint32Array, n: number, cell: number, bit: number, queued: number): number {
    const K_ASSIGN = P.K_ASSIGN,
      K_ELIMINATE = P.K_ELIMINATE;
    const { size, peers, peerCount, units, unitCount } = this.t;
    const full = (1 << size) - 1;
    const cells = this.cells,
      cand = this.cand,
      queue = this.queue,
      trail = this.trail,
      counts = this.counts;
    const solved = this.solved;
    let head = 0;
    let c = cell,
      b = bit;
    let u = 0,
      clean = 0;
    for (;;) {
      if (c >= 0) {
        // Digit b now stands in c: it leaves the candidates of c's empty peers.
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
        const d = 32 - Math.clz32(b);
        cells[p] = d;
        cand[p] = 0;
        this.hold(p, b);
        trail[this.trailLength++] = p;
        if (this.trailLength > counts.maxDepth) counts.maxDepth = this.trailLength;
        counts.assigns++;
        out[n++] = K_ASSIGN | (p << 3) | ((d - 1) << 11) | (this.trailLength << 15);
        c = p;
        continue;
      }
      if (clean === unitCount) return n;
      // Hidden singles: a digit with one place left in unit u (and not yet written there) goes there.
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
          // A cell that two hidden digits share keeps the first; the unit's next scan finds the
          // second digit without a place, a contradiction.
          if ((cand[p] & h) === 0) continue;
          cand[p] = h;
          queue[queued++] = p;
          break;
        }
      }
    }
  }

  /** Records that the digit `bit` now stands in `cell`, in its three units' masks. */
  private hold(cell: number, bit: number): void {
    const solved = this.solved,
      unitsOf = this.t.unitsOf;
    solved[unitsOf[cell * 3]] |= bit;
    solved[unitsOf[cell * 3 + 1]] |= bit;
    solved[unitsOf[cell * 3 + 2]] |= bit;
  }

  /** Erases the solver's digits from the top of the trail down to `mark`, most recent first. */
  private erase(out: Uint32Array, n: number, mark: number): number {
    const K_BACKTRACK = P.K_BACKTRACK;
    const cells = this.cells,
      trail = this.trail;
    let top = this.trailLength;
    const solved = this.solved,
      unitsOf = this.t.unitsOf;
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

  snapshot(): SearchSnapshot {
    const cellCount = this.t.cellCount;
    const stack = [
      this.levels.slice(0, (this.level + 1) * LEVEL),
      this.saved.slice(0, (this.level + 1) * cellCount),
      this.trail.slice(0, this.trailLength),
      this.cand.slice(),
      Int32Array.of(this.level, this.started ? 1 : 0),
    ];
    return snapshotOf(this.cells, this.trailLength, stack, this.status, this.counts, this.solutions);
  }

  restore(snap: SearchSnapshot): void {
    const [levels, saved, trail, cand, misc] = snap.stack;
    this.cells.set(snap.cells);
    this.levels.set(levels);
    this.saved.set(saved);
    this.trail.set(trail);
    this.trailLength = trail.length;
    this.cand.set(cand);
    this.solved.fill(0);
    for (let c = 0; c < this.cells.length; c++) if (this.cells[c] !== 0) this.hold(c, 1 << (this.cells[c] - 1));
    this.level = misc[0];
    this.started = misc[1] === 1;
    this.status = restoreRun(snap, this.counts, this.solutions);
  }
}
