import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';
import { ConflictSets } from './conflictSets.ts';

// Imported bindings are read through the module each time under Vitest's and tsx's transforms: locals are plain loads.
const { packBacktrack, packCheckFail, packCheckOk, packJump, packPlace, packSolution } = P;

/**
 * Conflict-directed backjumping on naive's order and checks: each depth keeps the earlier depths whose placements ruled
 * its digits out, and a dead end erases every placement back to the deepest of them, which absorbs its set.
 */
export function cbjSearch(grid: Grid, options?: SolveOptions): Search {
  const { limit, budget, maxStoredSolutions, onSolution } = resolveOptions(options);
  const g = geometry(grid.n);
  const { size, rowOf, colOf, boxOf } = g;
  const full = (1 << size) - 1;
  const cells = grid.cells.slice();
  const blanks: number[] = [];
  const depthOf = new Int16Array(g.cellCount).fill(-1);
  for (let c = 0; c < g.cellCount; c++) if (cells[c] === 0) depthOf[c] = blanks.push(c) - 1;
  const depthMax = blanks.length;

  let masks = unitMasks(g, cells);
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  let status: RunStatus | null = masks.consistent ? null : 'no-solution';
  const next = new Int32Array(depthMax + 1).fill(1);
  const conf = new ConflictSets(depthMax);
  let depth = 0;
  // One visit: every check and a place, or a jump and a backtrack per placement, or a solution and a backtrack.
  const room = size + depthMax + 3;

  function fill(out: Uint32Array): number {
    if (status !== null) return 0;
    const { rows, cols, boxes, holder } = masks;
    const end = out.length - room;
    let n = 0;
    let k = depth;

    /** Erases the placement at depth `j`. */
    const erase = (j: number): void => {
      const c = blanks[j],
        d = cells[c],
        keep = ~(1 << (d - 1));
      cells[c] = 0;
      rows[rowOf[c]] &= keep;
      cols[colOf[c]] &= keep;
      boxes[boxOf[c]] &= keep;
      counts.backtracks++;
      out[n++] = packBacktrack(c, d);
    };

    search: while (n <= end) {
      if (k === depthMax) {
        counts.solutions++;
        if (solutions.length < maxStoredSolutions) solutions.push(cells.slice());
        onSolution?.(cells);
        out[n++] = packSolution(counts.solutions);
        if (counts.solutions >= limit || k === 0) {
          status = counts.solutions >= limit && limit >= 2 ? 'limit' : 'solved';
          break;
        }
        // A solution is nobody's fault: its set is every earlier placement, so the search backs up in order.
        k--;
        erase(k);
        conf.fillBelow(k);
        continue;
      }
      const c = blanks[k],
        r = rowOf[c],
        col = colOf[c],
        b = boxOf[c];
      const inRow = rows[r],
        inCol = cols[col],
        used = inRow | inCol | boxes[b];
      for (let d = next[k]; d <= size; d++) {
        const bit = 1 << (d - 1);
        counts.checks++;
        if (used & bit) {
          const unit = inRow & bit ? 0 : inCol & bit ? 1 : 2;
          const peer = holder[(unit === 0 ? r : unit === 1 ? size + col : 2 * size + b) * size + d - 1];
          out[n++] = packCheckFail(c, d, peer, unit);
          const h = depthOf[peer];
          if (h >= 0) conf.add(k, h);
          continue;
        }
        out[n++] = packCheckOk(c, d);
        if (counts.placements === budget) {
          status = 'budget';
          break search;
        }
        counts.placements++;
        if ((full & ~used) >>> d !== 0) counts.guesses++;
        cells[c] = d;
        rows[r] |= bit;
        cols[col] |= bit;
        boxes[b] |= bit;
        holder[r * size + d - 1] = c;
        holder[(size + col) * size + d - 1] = c;
        holder[(2 * size + b) * size + d - 1] = c;
        next[k] = d + 1;
        k++;
        if (k > counts.maxDepth) counts.maxDepth = k;
        next[k] = 1;
        conf.clear(k);
        out[n++] = packPlace(c, d, k);
        continue search;
      }
      // A dead end: jump back to the deepest placement to blame, erasing every placement on the way.
      const from = k,
        to = conf.deepest(from);
      out[n++] = packJump(c, to >= 0 ? blanks[to] : null);
      counts.jumps++;
      counts.jumpedOver += to >= 0 ? from - 1 - to : from;
      while (k > Math.max(to, 0)) erase(--k);
      if (to < 0) {
        status = counts.solutions > 0 ? 'solved' : 'no-solution';
        break;
      }
      conf.absorb(to, from);
    }
    depth = k;
    return n;
  }

  function restore(snap: SearchSnapshot): void {
    cells.set(snap.cells);
    masks = unitMasks(g, cells);
    next.set(snap.stack[0]);
    conf.load(snap.stack[1]);
    depth = snap.depth;
    status = restoreRun(snap, counts, solutions);
  }

  return {
    fill,
    room,
    restore,
    snapshot: (): SearchSnapshot => snapshotOf(cells, depth, [next.slice(), conf.save()], status, counts, solutions),
    get done() {
      return status !== null;
    },
    result: (): RunResult => resultOf(status, counts, solutions),
  };
}
