import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import {
  cover,
  coverRow,
  resetMatrix,
  sudokuMatrix,
  uncover,
  uncoverRow,
  type SudokuMatrix,
} from '../dlx/sudokuMatrix.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

/**
 * Dancing Links (Knuth's Algorithm X) on Sudoku's exact-cover matrix: each node selects the column with the fewest rows
 * (first on ties) and tries its rows in order, covering a row being a `place` and uncovering it a `backtrack`; the
 * givens are covered silently first.
 */
export function dlxSearch(grid: Grid, options?: SolveOptions): Search {
  return new DlxSearch(grid, options);
}

const ENTER = 0,
  NEXT = 1;

class DlxSearch implements Search {
  readonly room = 4;
  private readonly m: SudokuMatrix;
  private readonly limit: number;
  private readonly budget: number;
  private readonly maxStored: number;
  private readonly onSolution: ((cells: Uint8Array) => void) | undefined;
  private readonly cells: Uint8Array;
  /** Per level: the chosen column's header, and the row node being tried (the header before the first). */
  private readonly colAt: Int32Array;
  private readonly rowAt: Int32Array;
  private level = 0;
  private phase = ENTER;
  private status: RunStatus | null = null;
  private readonly counts = zeroCounts();
  private readonly solutions: Uint8Array[] = [];

  constructor(
    private readonly grid: Grid,
    options?: SolveOptions,
  ) {
    const o = resolveOptions(options);
    this.limit = o.limit;
    this.budget = o.budget;
    this.maxStored = o.maxStoredSolutions;
    this.onSolution = o.onSolution;
    this.m = sudokuMatrix(grid.n);
    this.cells = grid.cells.slice();
    const blanks = this.cells.reduce((sum, d) => sum + (d === 0 ? 1 : 0), 0);
    this.colAt = new Int32Array(blanks + 1);
    this.rowAt = new Int32Array(blanks + 1);
    if (unitMasks(geometry(grid.n), this.cells).consistent) this.coverGivens();
    else this.status = 'no-solution';
  }

  private coverGivens(): void {
    const m = this.m,
      size = m.size,
      cells = this.grid.cells;
    for (let c = 0; c < cells.length; c++) {
      if (cells[c] === 0) continue;
      const x = m.rowStart[c * size + cells[c] - 1];
      cover(m, m.C[x]);
      coverRow(m, x);
    }
  }

  get done(): boolean {
    return this.status !== null;
  }

  result(): RunResult {
    return resultOf(this.status, this.counts, this.solutions);
  }

  fill(out: Uint32Array): number {
    if (this.status !== null) return 0;
    const K_PLACE = P.K_PLACE,
      K_BACKTRACK = P.K_BACKTRACK,
      K_SOLUTION = P.K_SOLUTION;
    const m = this.m,
      R = m.R,
      D = m.D,
      S = m.S,
      rowOf = m.row,
      size = m.size;
    const cellCount = size * size,
      n3 = this.grid.n;
    const cells = this.cells,
      colAt = this.colAt,
      rowAt = this.rowAt,
      counts = this.counts;
    const limit = this.limit,
      budget = this.budget;
    const end = out.length - this.room;
    let n = 0;
    let k = this.level,
      phase = this.phase;
    while (n <= end) {
      if (phase === ENTER) {
        if (R[0] === 0) {
          const found = ++counts.solutions;
          if (this.solutions.length < this.maxStored) this.solutions.push(cells.slice());
          this.onSolution?.(cells);
          out[n++] = K_SOLUTION | (Math.min(found, P.MAX_PACKED_SOLUTION_INDEX) << 3);
          if (found >= limit) {
            this.status = limit >= 2 ? 'limit' : 'solved';
            break;
          }
          if (k === 0) {
            this.status = 'solved';
            break;
          }
          k--;
          phase = NEXT;
          continue;
        }
        let best = R[0],
          bestCount = S[best];
        for (let c = R[best]; c !== 0 && bestCount > 0; c = R[c]) {
          if (S[c] < bestCount) {
            best = c;
            bestCount = S[c];
          }
        }
        counts.selects++;
        out[n++] = selectWord(best - 1, bestCount, cellCount, size, n3);
        cover(m, best);
        colAt[k] = best;
        rowAt[k] = best;
        phase = NEXT;
        continue;
      }
      // NEXT: give back the row tried at level k, then try the column's next row.
      const c = colAt[k];
      let r = rowAt[k];
      if (r !== c) {
        uncoverRow(m, r);
        const cell = (rowOf[r] / size) | 0;
        counts.backtracks++;
        out[n++] = K_BACKTRACK | (cell << 3) | ((cells[cell] - 1) << 11);
        cells[cell] = 0;
      }
      r = D[r];
      if (r === c) {
        uncover(m, c);
        if (k === 0) {
          this.status = counts.solutions > 0 ? 'solved' : 'no-solution';
          break;
        }
        k--;
        continue;
      }
      if (counts.placements === budget) {
        rowAt[k] = c; // the column stays covered with no row taken, as the links now say
        this.status = 'budget';
        break;
      }
      rowAt[k] = r;
      coverRow(m, r);
      const cell = (rowOf[r] / size) | 0,
        digit = (rowOf[r] % size) + 1;
      cells[cell] = digit;
      counts.placements++;
      if (D[r] !== c) counts.guesses++;
      k++;
      if (k > counts.maxDepth) counts.maxDepth = k;
      out[n++] = K_PLACE | (cell << 3) | ((digit - 1) << 11) | (k << 15);
      phase = ENTER;
    }
    this.level = k;
    this.phase = phase;
    return n;
  }

  snapshot(): SearchSnapshot {
    const k = this.level;
    const depth = this.phase === NEXT && this.rowAt[k] !== this.colAt[k] ? k + 1 : k;
    const stack = [this.colAt.slice(0, k + 1), this.rowAt.slice(0, k + 1), Int32Array.of(k, this.phase)];
    return snapshotOf(this.cells, depth, stack, this.status, this.counts, this.solutions);
  }

  /** Rebuilds the links by covering again, in the same order, what the path to this state covered. */
  restore(snap: SearchSnapshot): void {
    const [colAt, rowAt, misc] = snap.stack;
    const m = this.m;
    resetMatrix(m, this.grid.n);
    this.cells.set(snap.cells);
    this.level = misc[0];
    this.phase = misc[1];
    this.colAt.set(colAt);
    this.rowAt.set(rowAt);
    if (unitMasks(geometry(this.grid.n), this.grid.cells).consistent) this.coverGivens();
    const covered = this.phase === ENTER ? this.level : this.level + 1;
    for (let i = 0; i < covered; i++) {
      cover(m, colAt[i]);
      if (rowAt[i] !== colAt[i]) coverRow(m, rowAt[i]);
    }
    this.status = restoreRun(snap, this.counts, this.solutions);
  }
}

/** The select word for column `ci` (0-based, in sudokuMatrix's order) with `rows` rows left. */
function selectWord(ci: number, rows: number, cellCount: number, size: number, n: number): number {
  const kind = (ci / cellCount) | 0,
    rest = ci - kind * cellCount;
  if (kind === 0) return P.packConstraintSelect(rest, rows, 0, rest, 0);
  const index = (rest / size) | 0,
    digit = (rest % size) + 1;
  const cell = kind === 1 ? index * size : kind === 2 ? index : ((index / n) | 0) * n * size + (index % n) * n;
  return P.packConstraintSelect(cell, rows, kind, index, digit);
}
