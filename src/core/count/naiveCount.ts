import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import { resolveOptions, type SolveOptions } from '../solvers/options.ts';
import { unitMasks } from '../solvers/unitMasks.ts';

/** Naive backtracking as a bare counting loop: naiveSearch's counts without events; the benchmark's baseline. */
export function naiveCount(grid: Grid, options?: SolveOptions): RunResult {
  const { limit, budget, maxStoredSolutions, onSolution } = resolveOptions(options);
  const g = geometry(grid.n);
  const size = g.size;
  const cells = grid.cells.slice();
  const { rows, cols, boxes, consistent } = unitMasks(g, cells);
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  if (!consistent) return { status: 'no-solution', counts, solutions };

  const blanks: number[] = [];
  for (let c = 0; c < g.cellCount; c++) if (cells[c] === 0) blanks.push(c);
  const depthMax = blanks.length;
  const blankRow = Int32Array.from(blanks, (c) => g.rowOf[c]);
  const blankCol = Int32Array.from(blanks, (c) => g.colOf[c]);
  const blankBox = Int32Array.from(blanks, (c) => g.boxOf[c]);
  const nextDigit = new Int32Array(depthMax + 1).fill(1);
  const full = (1 << size) - 1;
  let checks = 0,
    placements = 0,
    backtracks = 0,
    found = 0,
    maxDepth = 0,
    guesses = 0,
    k = 0;
  let status: RunStatus;

  search: for (;;) {
    if (k === depthMax) {
      found++;
      if (solutions.length < maxStoredSolutions) solutions.push(cells.slice());
      onSolution?.(cells);
      if (found >= limit) {
        status = limit >= 2 ? 'limit' : 'solved';
        break;
      }
    } else {
      const r = blankRow[k],
        col = blankCol[k],
        b = blankBox[k];
      const used = rows[r] | cols[col] | boxes[b];
      for (let d = nextDigit[k]; d <= size; d++) {
        const bit = 1 << (d - 1);
        checks++;
        if (used & bit) continue;
        if (placements === budget) {
          status = 'budget';
          break search;
        }
        placements++;
        if ((full & ~used) >>> d !== 0) guesses++;
        cells[blanks[k]] = d;
        rows[r] |= bit;
        cols[col] |= bit;
        boxes[b] |= bit;
        nextDigit[k] = d + 1;
        k++;
        if (k > maxDepth) maxDepth = k;
        nextDigit[k] = 1;
        continue search;
      }
    }
    if (k === 0) {
      status = found > 0 ? 'solved' : 'no-solution';
      break;
    }
    k--;
    const keep = ~(1 << (cells[blanks[k]] - 1));
    cells[blanks[k]] = 0;
    rows[blankRow[k]] &= keep;
    cols[blankCol[k]] &= keep;
    boxes[blankBox[k]] &= keep;
    backtracks++;
  }
  Object.assign(counts, { checks, placements, backtracks, solutions: found, maxDepth, guesses });
  return { status, counts, solutions };
}
