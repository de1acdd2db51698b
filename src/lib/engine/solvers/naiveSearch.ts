import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

/**
 * Naive backtracking in the canonical order: the first empty cell in reading order, digits 1..size,
 * one check event per digit tried. Placements are undone last-in first-out, so the first empty cell
 * at depth k is always the k-th blank of the puzzle: the blanks are listed once, and the recursion
 * becomes an explicit stack holding the next digit to try at each depth.
 */
export function naiveSearch(grid: Grid, options?: SolveOptions): Search {
  // Imported bindings are not constant-folded under an ESM loader; hot loops read locals (4x faster).
  const K_CHECK_FAIL = P.K_CHECK_FAIL, K_PLACE = P.K_PLACE, K_BACKTRACK = P.K_BACKTRACK, K_SOLUTION = P.K_SOLUTION;
  const { limit, budget, maxStoredSolutions } = resolveOptions(options);
  const g = geometry(grid.n);
  const size = g.size;
  const cells = grid.cells.slice();
  const { rows, cols, boxes, holder, consistent } = unitMasks(g, cells);
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  let status: RunStatus | null = consistent ? null : 'no-solution';

  const blanks: number[] = [];
  for (let c = 0; c < g.cellCount; c++) if (cells[c] === 0) blanks.push(c);
  const depthMax = blanks.length;
  const blankRow = Int32Array.from(blanks, (c) => g.rowOf[c]);
  const blankCol = Int32Array.from(blanks, (c) => g.colOf[c]);
  const blankBox = Int32Array.from(blanks, (c) => g.boxOf[c]);
  const blankWord = Int32Array.from(blanks, (c) => c << 3);
  const nextDigit = new Int32Array(depthMax + 1).fill(1);
  const room = size + 2;
  let depth = 0;

  function fill(out: Uint32Array): number {
    if (status !== null) return 0;
    // Everything the loop touches is copied into locals: closure variables live in a context object,
    // and reading them in the hot loop costs about 1.5x.
    const rows_ = rows, cols_ = cols, boxes_ = boxes, holder_ = holder, cells_ = cells, nextDigit_ = nextDigit;
    const blanks_ = blanks, blankRow_ = blankRow, blankCol_ = blankCol, blankBox_ = blankBox, blankWord_ = blankWord;
    const end = out.length - room;
    let n = 0;
    let k = depth;
    let { checks, placements, backtracks, solutions: found, maxDepth } = counts;
    search: while (n <= end) {
      if (k === depthMax) {
        found++;
        if (solutions.length < maxStoredSolutions) solutions.push(cells_.slice());
        out[n++] = K_SOLUTION | (Math.min(found, P.MAX_PACKED_SOLUTION_INDEX) << 3);
        if (found >= limit) {
          status = limit >= 2 ? 'limit' : 'solved';
          break search;
        }
      } else {
        const c = blanks_[k], r = blankRow_[k], col = blankCol_[k], b = blankBox_[k], w = blankWord_[k];
        const inRow = rows_[r], inCol = cols_[col];
        const used = inRow | inCol | boxes_[b];
        for (let d = nextDigit_[k]; d <= size; d++) {
          const bit = 1 << (d - 1);
          checks++;
          if (used & bit) {
            // The first peer holding d: row first, then column, then box (DESIGN's scan order).
            let peer: number;
            if (inRow & bit) peer = holder_[r * size + d - 1];
            else if (inCol & bit) peer = holder_[(size + col) * size + d - 1] | 256;
            else peer = holder_[(2 * size + b) * size + d - 1] | 512;
            out[n++] = K_CHECK_FAIL | w | ((d - 1) << 11) | (peer << 15);
            continue;
          }
          out[n++] = w | ((d - 1) << 11); // K_CHECK_OK is 0
          if (placements === budget) {
            status = 'budget';
            break search;
          }
          placements++;
          cells_[c] = d;
          rows_[r] |= bit;
          cols_[col] |= bit;
          boxes_[b] |= bit;
          holder_[r * size + d - 1] = c;
          holder_[(size + col) * size + d - 1] = c;
          holder_[(2 * size + b) * size + d - 1] = c;
          nextDigit_[k] = d + 1;
          k++;
          if (k > maxDepth) maxDepth = k;
          nextDigit_[k] = 1;
          out[n++] = K_PLACE | w | ((d - 1) << 11) | (k << 15);
          continue search;
        }
      }
      // Every digit failed at depth k, or a solution was recorded there: erase the placement above.
      if (k === 0) {
        status = found > 0 ? 'solved' : 'no-solution';
        break;
      }
      k--;
      const c = blanks_[k], d = cells_[c], keep = ~(1 << (d - 1));
      cells_[c] = 0;
      rows_[blankRow_[k]] &= keep;
      cols_[blankCol_[k]] &= keep;
      boxes_[blankBox_[k]] &= keep;
      backtracks++;
      out[n++] = K_BACKTRACK | blankWord_[k] | ((d - 1) << 11);
    }
    depth = k;
    Object.assign(counts, { checks, placements, backtracks, solutions: found, maxDepth });
    return n;
  }

  function restore(snap: SearchSnapshot): void {
    cells.set(snap.cells);
    const m = unitMasks(g, cells);
    rows.set(m.rows);
    cols.set(m.cols);
    boxes.set(m.boxes);
    holder.set(m.holder);
    nextDigit.set(snap.stack[0]);
    depth = snap.depth;
    Object.assign(counts, snap.counts);
    solutions.length = 0;
    solutions.push(...snap.storedSolutions.map((s) => s.slice()));
    status = snap.status;
  }

  return {
    fill,
    room,
    restore,
    snapshot: (): SearchSnapshot => ({
      cells: cells.slice(),
      depth,
      stack: [nextDigit.slice()],
      counts: { ...counts },
      storedSolutions: solutions.map((s) => s.slice()),
      done: status !== null,
      status,
    }),
    get done() {
      return status !== null;
    },
    result: (): RunResult => ({ status: status ?? 'cancelled', counts: { ...counts }, solutions: solutions.slice() }),
  };
}
