import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

/**
 * Naive backtracking in the canonical order (first empty cell, digits 1..size, one check per digit). The first empty
 * cell at depth k is always the k-th blank, so the recursion is an explicit stack; all mutable state lives in one
 * Int32Array because V8 folds closure variables into constants only while a single search exists (docs/benchmarks.md).
 */
export function naiveSearch(grid: Grid, options?: SolveOptions): Search {
  const { limit, budget, maxStoredSolutions } = resolveOptions(options);
  const g = geometry(grid.n);
  const size = g.size;
  const givens = grid.cells.slice();
  const solutions: Uint8Array[] = [];
  const counts = zeroCounts();

  const blanks: number[] = [];
  for (let c = 0; c < g.cellCount; c++) if (givens[c] === 0) blanks.push(c);
  const depthMax = blanks.length;

  // Layout of `state`:
  //   [0, 3·size)          each unit's digits as a bit mask;
  //   FAIL + u·size + d-1  the failed check word naming the cell holding d in unit u (stale where u lacks d),
  //                        so a failed check, nine in ten of naive's events, is one load and one OR;
  //   AT + k·STRIDE + …    per depth k: its units, its FAIL slots, its cell as a word, the next digit to try.
  const FAIL = 3 * size;
  const AT = FAIL + 3 * size * size;
  const STRIDE = 8,
    ROW = 0,
    COL = 1,
    BOX = 2,
    ROW_SLOT = 3,
    COL_SLOT = 4,
    BOX_SLOT = 5,
    WORD = 6,
    NEXT = 7;
  const state = new Int32Array(AT + (depthMax + 1) * STRIDE);
  blanks.forEach((c, k) => {
    const at = AT + k * STRIDE;
    const units = [g.rowOf[c], size + g.colOf[c], 2 * size + g.boxOf[c]];
    for (let i = 0; i < 3; i++) {
      state[at + ROW + i] = units[i];
      state[at + ROW_SLOT + i] = FAIL + units[i] * size - 1;
    }
    state[at + WORD] = c << 3;
  });

  let status: RunStatus | null = null;
  let depth = 0;

  /** Sets masks and fail words from a board, and the next-digit stack; false if the givens clash. */
  function load(cells: Uint8Array, nextDigits: ArrayLike<number>): boolean {
    const m = unitMasks(g, cells);
    state.set(m.rows, 0);
    state.set(m.cols, size);
    state.set(m.boxes, 2 * size);
    for (let i = 0; i < m.holder.length; i++) {
      if (m.holder[i] >= 0)
        state[FAIL + i] = P.packCheckFail(0, 1, m.holder[i], Math.floor(i / (size * size)) as 0 | 1 | 2);
    }
    for (let k = 0; k <= depthMax; k++) state[AT + k * STRIDE + NEXT] = nextDigits[k];
    return m.consistent;
  }

  /** The board after `placed` placements: the givens plus the digit placed at each depth below. */
  function board(placed: number): Uint8Array {
    const cells = givens.slice();
    for (let k = 0; k < placed; k++) cells[blanks[k]] = state[AT + k * STRIDE + NEXT] - 1;
    return cells;
  }

  if (!load(givens, new Int32Array(depthMax + 1).fill(1))) status = 'no-solution';

  function fill(out: Uint32Array): number {
    if (status !== null) return 0;
    // Everything the loop reads is a local: imported bindings and closure variables are loads.
    const s = state,
      size_ = size,
      limit_ = limit,
      budget_ = budget,
      full = (1 << size) - 1;
    const K_PLACE = P.K_PLACE,
      K_BACKTRACK = P.K_BACKTRACK,
      K_SOLUTION = P.K_SOLUTION;
    const AS_ROW_PEER = P.packCheckFail(0, 1, 0, 0),
      COL_PEER = P.packCheckFail(0, 1, 0, 1) ^ AS_ROW_PEER;
    const BOX_PEER = P.packCheckFail(0, 1, 0, 2) ^ AS_ROW_PEER;
    const top = AT + depthMax * STRIDE;
    const end = out.length - room;
    let n = 0;
    let k = depth,
      at = AT + k * STRIDE;
    let { checks, placements, backtracks, solutions: found, maxDepth, guesses } = counts;
    search: while (n <= end) {
      if (at === top) {
        found++;
        if (solutions.length < maxStoredSolutions) solutions.push(board(k));
        out[n++] = K_SOLUTION | (Math.min(found, P.MAX_PACKED_SOLUTION_INDEX) << 3);
        if (found >= limit_) {
          status = limit_ >= 2 ? 'limit' : 'solved';
          break search;
        }
      } else {
        const row = s[at + ROW],
          col = s[at + COL],
          box = s[at + BOX];
        const inRow = s[row],
          inCol = s[col];
        const used = inRow | inCol | s[box];
        const rowSlot = s[at + ROW_SLOT],
          colSlot = s[at + COL_SLOT],
          boxSlot = s[at + BOX_SLOT];
        const d0 = s[at + NEXT];
        // The check word for digit d is cell << 3 | (d - 1) << 11, stepped along with d.
        let word = s[at + WORD] + ((d0 - 1) << 11);
        for (let d = d0; d <= size_; d++, word += 2048) {
          const bit = 1 << (d - 1);
          if (used & bit) {
            // The first peer holding d in DESIGN's scan order: row, then column, then box.
            out[n++] = word | s[(inRow & bit ? rowSlot : inCol & bit ? colSlot : boxSlot) + d];
            continue;
          }
          out[n++] = word; // K_CHECK_OK is 0
          checks += d - d0 + 1;
          if (placements === budget_) {
            status = 'budget';
            break search;
          }
          placements++;
          // Every digit failed at this depth, or a solution was recorded: erase the placement above.
          if ((full & ~used) >>> d !== 0) guesses++;
          s[row] = inRow | bit;
          s[col] = inCol | bit;
          s[box] |= bit;
          const peer = AS_ROW_PEER | (s[at + WORD] << 12);
          s[rowSlot + d] = peer;
          s[colSlot + d] = peer | COL_PEER;
          s[boxSlot + d] = peer | BOX_PEER;
          s[at + NEXT] = d + 1;
          at += STRIDE;
          k++;
          if (k > maxDepth) maxDepth = k;
          s[at + NEXT] = 1;
          out[n++] = word | K_PLACE | (k << 15);
          continue search;
        }
        checks += size_ - d0 + 1;
      }
      // Every digit failed at this depth, or a solution was recorded here: erase the placement above.
      if (at === AT) {
        status = found > 0 ? 'solved' : 'no-solution';
        break;
      }
      at -= STRIDE;
      k--;
      const keep = ~(1 << (s[at + NEXT] - 2));
      s[s[at + ROW]] &= keep;
      s[s[at + COL]] &= keep;
      s[s[at + BOX]] &= keep;
      backtracks++;
      out[n++] = K_BACKTRACK | s[at + WORD] | ((s[at + NEXT] - 2) << 11);
    }
    depth = k;
    counts.checks = checks;
    counts.placements = placements;
    counts.backtracks = backtracks;
    counts.solutions = found;
    counts.maxDepth = maxDepth;
    counts.guesses = guesses;
    return n;
  }

  const room = size + 2;
  return {
    fill,
    room,
    restore(snap: SearchSnapshot): void {
      load(snap.cells, snap.stack[0]);
      depth = snap.depth;
      status = restoreRun(snap, counts, solutions);
    },
    snapshot: (): SearchSnapshot =>
      snapshotOf(
        board(depth),
        depth,
        [Int32Array.from({ length: depthMax + 1 }, (_, k) => state[AT + k * STRIDE + NEXT])],
        status,
        counts,
        solutions,
      ),
    get done() {
      return status !== null;
    },
    result: (): RunResult => resultOf(status, counts, solutions),
  };
}
