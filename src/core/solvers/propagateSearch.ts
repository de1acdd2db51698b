import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { popcount16 } from '../bits.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { Singles } from './singles.ts';
import { unitMasks } from './unitMasks.ts';

/**
 * Constraint propagation (singles.ts) with MRV branching, Norvig's approach; as every single is assigned at once, a
 * cell's candidates between steps follow from the board.
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
  private readonly s: Singles;
  private readonly limit: number;
  private readonly budget: number;
  private readonly maxStored: number;
  private readonly onSolution: ((cells: Uint8Array) => void) | undefined;
  private readonly saved: Int32Array;
  private readonly levels: Int32Array;
  /** The board is full when the trail is this long. */
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
    const s = new Singles(grid.n, this.counts);
    this.s = s;
    const cellCount = s.t.cellCount;
    this.room = s.room;
    s.cells.set(grid.cells);
    this.emptyCount = s.cells.reduce((sum, d) => sum + (d === 0 ? 1 : 0), 0);
    this.saved = new Int32Array((cellCount + 1) * cellCount);
    this.levels = new Int32Array((cellCount + 1) * LEVEL);
    if (!unitMasks(geometry(grid.n), s.cells).consistent) this.status = 'no-solution';
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
    const s = this.s,
      cells = s.cells,
      cand = s.cand,
      levels = this.levels,
      saved = this.saved;
    const cellCount = s.t.cellCount,
      pop = popcount16,
      counts = this.counts,
      budget = this.budget;
    const end = out.length - this.room;
    let n = 0;
    if (!this.started) {
      this.started = true;
      const queued = s.load(cells);
      n = queued < 0 ? -1 : s.propagate(out, 0, -1, 0, queued);
      if (n < 0) {
        n = s.erase(out, -n - 1, 0);
        this.status = 'no-solution';
        return n;
      }
    }
    let k = this.level;
    while (n <= end) {
      let at = k * LEVEL;
      if (levels[at + SEL] < 0) {
        if (s.trailLength === this.emptyCount) {
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
        levels[at + MARK] = s.trailLength;
        saved.set(cand, k * cellCount);
        counts.placements++;
        if (rest !== 0) counts.guesses++;
        const depth = s.place(c, bit);
        out[n++] = K_PLACE | (c << 3) | ((d - 1) << 11) | (depth << 15);
        const r = s.propagate(out, n, c, bit, 0);
        if (r >= 0) {
          n = r;
          k++;
          levels[k * LEVEL + SEL] = -1;
        } else {
          n = s.erase(out, -r - 1, levels[at + MARK]);
          cand.set(saved.subarray(k * cellCount, (k + 1) * cellCount));
        }
        continue;
      }
      // No candidate left here (or a solution was recorded): erase the guess above and what it forced.
      levels[at + SEL] = -1;
      if (k === 0) {
        n = s.erase(out, n, 0);
        this.status = counts.solutions > 0 ? 'solved' : 'no-solution';
        break;
      }
      k--;
      at -= LEVEL;
      n = s.erase(out, n, levels[at + MARK]);
      cand.set(saved.subarray(k * cellCount, (k + 1) * cellCount));
    }
    this.level = k;
    return n;
  }

  snapshot(): SearchSnapshot {
    const s = this.s,
      cellCount = s.t.cellCount;
    const stack = [
      this.levels.slice(0, (this.level + 1) * LEVEL),
      this.saved.slice(0, (this.level + 1) * cellCount),
      s.trail.slice(0, s.trailLength),
      s.cand.slice(),
      Int32Array.of(this.level, this.started ? 1 : 0),
    ];
    return snapshotOf(s.cells, s.trailLength, stack, this.status, this.counts, this.solutions);
  }

  restore(snap: SearchSnapshot): void {
    const [levels, saved, trail, cand, misc] = snap.stack;
    const s = this.s;
    s.cells.set(snap.cells);
    this.levels.set(levels);
    this.saved.set(saved);
    s.trail.set(trail);
    s.trailLength = trail.length;
    s.cand.set(cand);
    s.holdBoard();
    this.level = misc[0];
    this.started = misc[1] === 1;
    this.status = restoreRun(snap, this.counts, this.solutions);
  }
}
