import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { popcount16 } from '../bits.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import { emptyPeers } from './emptyPeers.ts';
import { nodeOrder } from './nodeOrder.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { reloadMasks, unitMasks } from './unitMasks.ts';

/**
 * MRV backtracking without propagation: each node selects the empty cell with the fewest candidates (lowest index on
 * ties, or with the degree rule the most empty peers first) and tries them in the run's value order, computed when the node is selected. Each node emits one select (k = 0
 * for a dead end) and one passing check per candidate tried.
 */
export function mrvSearch(grid: Grid, options?: SolveOptions): Search {
  const K_SELECT = P.K_SELECT,
    K_PLACE = P.K_PLACE,
    K_BACKTRACK = P.K_BACKTRACK,
    K_SOLUTION = P.K_SOLUTION;
  const { limit, budget, maxStoredSolutions, onSolution, valueOrder, seed, variableOrder } = resolveOptions(options);
  const ordered = valueOrder !== 'ascending';
  if (variableOrder === 'first') throw new RangeError('MRV takes the variable orders mrv and degree');
  const degree = variableOrder === 'degree';
  const peers = geometry(grid.n).peers;
  const g = geometry(grid.n);
  const { size, cellCount } = g;
  const full = (1 << size) - 1;
  const cells = grid.cells.slice();
  const { rows, cols, boxes, consistent } = unitMasks(g, cells);
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  let status: RunStatus | null = consistent ? null : 'no-solution';

  const rowOf = Int32Array.from(g.rowOf),
    colOf = Int32Array.from(g.colOf),
    boxOf = Int32Array.from(g.boxOf);
  let empties = 0;
  for (let c = 0; c < cellCount; c++) if (cells[c] === 0) empties++;
  // Per depth: the selected cell (-1 before selection) and the candidates not yet tried there.
  const selected = new Int32Array(empties + 1).fill(-1);
  const untried = new Int32Array(empties + 1);
  // Value orders other than ascending: per depth the candidates in order and the next one's position; the nodes entered
  // so far seed `random`.
  const values = new Int32Array(ordered ? (empties + 1) * size : 0);
  const nextValue = new Int32Array(ordered ? empties + 1 : 0);
  let nodes = 0;

  function enter(k: number, c: number, mask: number): void {
    const used = (p: number) => rows[g.rowOf[p]] | cols[g.colOf[p]] | boxes[g.boxOf[p]];
    const load = (bit: number) => g.peers[c].filter((p) => cells[p] === 0 && (used(p) & bit) === 0).length;
    values.set(nodeOrder(valueOrder, seed, nodes++, size, mask, false, load), k * size);
    nextValue[k] = 0;
  }
  const room = 4;
  let depth = 0;

  function fill(out: Uint32Array): number {
    if (status !== null) return 0;
    const cells_ = cells,
      rows_ = rows,
      cols_ = cols,
      boxes_ = boxes,
      selected_ = selected,
      untried_ = untried;
    const rowOf_ = rowOf,
      colOf_ = colOf,
      boxOf_ = boxOf,
      pop = popcount16;
    // Closure variables become locals, since V8 folds them into constants only while a single search exists.
    const size_ = size,
      cellCount_ = cellCount,
      full_ = full,
      limit_ = limit,
      budget_ = budget,
      ordered_ = ordered,
      degree_ = degree;
    let empties_ = empties;
    const end = out.length - room;
    let n = 0;
    let k = depth;
    let { checks, placements, backtracks, selects, solutions: found, maxDepth, guesses } = counts;
    while (n <= end) {
      if (selected_[k] < 0) {
        if (empties_ === 0) {
          found++;
          if (solutions.length < maxStoredSolutions) solutions.push(cells_.slice());
          onSolution?.(cells_);
          out[n++] = K_SOLUTION | (Math.min(found, P.MAX_PACKED_SOLUTION_INDEX) << 3);
          if (found >= limit_) {
            status = limit_ >= 2 ? 'limit' : 'solved';
            break;
          }
        } else {
          let best = -1,
            bestCount = size_ + 1,
            bestMask = 0,
            bestDegree = -1;
          for (let c = 0; c < cellCount_; c++) {
            if (cells_[c] !== 0) continue;
            const mask = full_ & ~(rows_[rowOf_[c]] | cols_[colOf_[c]] | boxes_[boxOf_[c]]);
            const count = pop[mask];
            if (count < bestCount) {
              best = c;
              bestCount = count;
              bestMask = mask;
              bestDegree = -1;
              if (count === 0 && !degree_) break;
            } else if (degree_ && count === bestCount) {
              if (bestDegree < 0) bestDegree = emptyPeers(cells_, peers[best]);
              const d = emptyPeers(cells_, peers[c]);
              if (d > bestDegree) {
                best = c;
                bestMask = mask;
                bestDegree = d;
              }
            }
          }
          selects++;
          out[n++] = K_SELECT | (best << 3) | (bestCount << 15);
          selected_[k] = best;
          untried_[k] = bestMask;
          if (ordered_) enter(k, best, bestMask);
        }
      }
      const m = untried_[k];
      if (m !== 0 && selected_[k] >= 0) {
        const bit = ordered_ ? 1 << (values[k * size_ + nextValue[k]++] - 1) : m & -m;
        const d = 32 - Math.clz32(bit);
        const c = selected_[k];
        untried_[k] = m ^ bit;
        checks++;
        out[n++] = (c << 3) | ((d - 1) << 11); // K_CHECK_OK is 0
        if (placements === budget_) {
          status = 'budget';
          break;
        }
        placements++;
        if (untried_[k] !== 0) guesses++;
        cells_[c] = d;
        rows_[rowOf_[c]] |= bit;
        cols_[colOf_[c]] |= bit;
        boxes_[boxOf_[c]] |= bit;
        empties_--;
        k++;
        if (k > maxDepth) maxDepth = k;
        out[n++] = K_PLACE | (c << 3) | ((d - 1) << 11) | (k << 15);
        continue;
      }
      // No candidate left here (or a solution was recorded): erase the placement above.
      selected_[k] = -1;
      if (k === 0) {
        status = found > 0 ? 'solved' : 'no-solution';
        break;
      }
      k--;
      const c = selected_[k],
        d = cells_[c],
        keep = ~(1 << (d - 1));
      cells_[c] = 0;
      rows_[rowOf_[c]] &= keep;
      cols_[colOf_[c]] &= keep;
      boxes_[boxOf_[c]] &= keep;
      empties_++;
      backtracks++;
      out[n++] = K_BACKTRACK | (c << 3) | ((d - 1) << 11);
    }
    depth = k;
    empties = empties_;
    Object.assign(counts, { checks, placements, backtracks, selects, solutions: found, maxDepth, guesses });
    return n;
  }

  function restore(snap: SearchSnapshot): void {
    cells.set(snap.cells);
    empties = reloadMasks(g, cells, { rows, cols, boxes });
    selected.set(snap.stack[0]);
    untried.set(snap.stack[1]);
    if (ordered) {
      values.set(snap.stack[2]);
      nextValue.set(snap.stack[3]);
      nodes = snap.stack[4][0];
    }
    depth = snap.depth;
    status = restoreRun(snap, counts, solutions);
  }

  return {
    fill,
    room,
    restore,
    snapshot: (): SearchSnapshot =>
      snapshotOf(
        cells,
        depth,
        [
          selected.slice(),
          untried.slice(),
          ...(ordered ? [values.slice(), nextValue.slice(), Int32Array.of(nodes)] : []),
        ],
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
