import { popcount16 } from '../bits.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import { resolveOptions, type SolveOptions } from '../solvers/options.ts';
import { unitMasks } from '../solvers/unitMasks.ts';

/** MRV as a bare counting loop: the same search and counts as mrvSearch, without events. */
export function mrvCount(grid: Grid, options?: SolveOptions): RunResult {
  const { limit, budget, maxStoredSolutions, onSolution } = resolveOptions(options);
  const g = geometry(grid.n);
  const { size, cellCount } = g;
  const full = (1 << size) - 1;
  const cells = grid.cells.slice();
  const { rows, cols, boxes, consistent } = unitMasks(g, cells);
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  if (!consistent) return { status: 'no-solution', counts, solutions };

  const rowOf = Int32Array.from(g.rowOf),
    colOf = Int32Array.from(g.colOf),
    boxOf = Int32Array.from(g.boxOf);
  const pop = popcount16;
  let empties = 0;
  for (let c = 0; c < cellCount; c++) if (cells[c] === 0) empties++;
  const selected = new Int32Array(empties + 1).fill(-1);
  const untried = new Int32Array(empties + 1);
  let checks = 0,
    placements = 0,
    backtracks = 0,
    selects = 0,
    found = 0,
    maxDepth = 0,
    guesses = 0,
    k = 0;
  let status: RunStatus;

  for (;;) {
    if (selected[k] < 0) {
      if (empties === 0) {
        found++;
        if (solutions.length < maxStoredSolutions) solutions.push(cells.slice());
        onSolution?.(cells);
        if (found >= limit) {
          status = limit >= 2 ? 'limit' : 'solved';
          break;
        }
      } else {
        let best = -1,
          bestCount = size + 1,
          bestMask = 0;
        for (let c = 0; c < cellCount; c++) {
          if (cells[c] !== 0) continue;
          const mask = full & ~(rows[rowOf[c]] | cols[colOf[c]] | boxes[boxOf[c]]);
          const count = pop[mask];
          if (count < bestCount) {
            best = c;
            bestCount = count;
            bestMask = mask;
            if (count === 0) break;
          }
        }
        selects++;
        selected[k] = best;
        untried[k] = bestMask;
      }
    }
    const m = untried[k];
    if (m !== 0 && selected[k] >= 0) {
      const bit = m & -m;
      const c = selected[k];
      untried[k] = m & (m - 1);
      checks++;
      if (placements === budget) {
        status = 'budget';
        break;
      }
      placements++;
      if (untried[k] !== 0) guesses++;
      cells[c] = 32 - Math.clz32(bit);
      rows[rowOf[c]] |= bit;
      cols[colOf[c]] |= bit;
      boxes[boxOf[c]] |= bit;
      empties--;
      k++;
      if (k > maxDepth) maxDepth = k;
      continue;
    }
    selected[k] = -1;
    if (k === 0) {
      status = found > 0 ? 'solved' : 'no-solution';
      break;
    }
    k--;
    const c = selected[k],
      keep = ~(1 << (cells[c] - 1));
    cells[c] = 0;
    rows[rowOf[c]] &= keep;
    cols[colOf[c]] &= keep;
    boxes[boxOf[c]] &= keep;
    empties++;
    backtracks++;
  }
  Object.assign(counts, { checks, placements, backtracks, selects, solutions: found, maxDepth, guesses });
  return { status, counts, solutions };
}
