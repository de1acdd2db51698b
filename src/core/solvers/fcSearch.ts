import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { popcount16 } from '../bits.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { emptyPeers } from './emptyPeers.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { reloadMasks, unitMasks } from './unitMasks.ts';

/**
 * Forward checking: each placement removes its digit from the domains of its empty peers, in peer order, and a domain
 * left empty (a wipe-out) fails the placement at once. Between placements every domain is exactly the candidates the
 * board gives, so unit masks are the whole state and a snapshot needs no domains.
 */
export function fcSearch(grid: Grid, options?: SolveOptions): Search {
  const { limit, budget, maxStoredSolutions, onSolution, variableOrder } = resolveOptions(options);
  const order = variableOrder ?? 'first';
  const g = geometry(grid.n);
  const { size, cellCount, peers } = g;
  const full = (1 << size) - 1;
  const cells = grid.cells.slice();
  const { rows, cols, boxes, consistent } = unitMasks(g, cells);
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  let status: RunStatus | null = consistent ? null : 'no-solution';
  const { rowOf, colOf, boxOf } = g;
  // Imported bindings are read through the module each time under Vitest's and tsx's transforms: locals are plain loads.
  const { packSolution, packSelect, packPlace, packBacktrack, packEliminate } = P;
  const bitCount = popcount16;
  const used = (c: number): number => rows[rowOf[c]] | cols[colOf[c]] | boxes[boxOf[c]];

  let empties = 0;
  for (let c = 0; c < cellCount; c++) if (cells[c] === 0) empties++;
  // Per depth: the selected cell (-1 before selection) and the values not yet tried there.
  const selected = new Int32Array(empties + 1).fill(-1);
  const untried = new Int32Array(empties + 1);
  // One visit: a select or a solution, a place, its prunes (at most one per peer) and a backtrack.
  const room = peers[0].length + 4;
  let depth = 0;

  function choose(): number {
    let best = -1,
      bestCount = size + 1,
      bestDegree = -1;
    for (let c = 0; c < cellCount; c++) {
      if (cells[c] !== 0) continue;
      if (order === 'first') return c;
      const k = bitCount[full & ~used(c)];
      if (k < bestCount) {
        best = c;
        bestCount = k;
        bestDegree = -1;
      } else if (order === 'degree' && k === bestCount) {
        if (bestDegree < 0) bestDegree = emptyPeers(cells, peers[best]);
        const degree = emptyPeers(cells, peers[c]);
        if (degree > bestDegree) [best, bestDegree] = [c, degree];
      }
    }
    return best;
  }

  function fill(out: Uint32Array): number {
    if (status !== null) return 0;
    const end = out.length - room;
    let n = 0;
    let k = depth;
    while (n <= end) {
      if (selected[k] < 0) {
        if (empties === 0) {
          counts.solutions++;
          if (solutions.length < maxStoredSolutions) solutions.push(cells.slice());
          onSolution?.(cells);
          out[n++] = packSolution(counts.solutions);
          if (counts.solutions >= limit) {
            status = limit >= 2 ? 'limit' : 'solved';
            break;
          }
        } else {
          const c = choose();
          const domain = full & ~used(c);
          counts.selects++;
          out[n++] = packSelect(c, bitCount[domain]);
          selected[k] = c;
          untried[k] = domain;
        }
      }
      const m = untried[k];
      if (m !== 0 && selected[k] >= 0) {
        const bit = m & -m;
        const d = 32 - Math.clz32(bit);
        const c = selected[k];
        if (counts.placements === budget) {
          status = 'budget';
          break;
        }
        untried[k] = m ^ bit;
        counts.placements++;
        if (untried[k] !== 0) counts.guesses++;
        if (k + 1 > counts.maxDepth) counts.maxDepth = k + 1;
        out[n++] = packPlace(c, d, k + 1);
        if (prune(c, d, bit, out, n)) {
          n += pruned;
          counts.backtracks++;
          out[n++] = packBacktrack(c, d);
          continue;
        }
        n += pruned;
        cells[c] = d;
        rows[rowOf[c]] |= bit;
        cols[colOf[c]] |= bit;
        boxes[boxOf[c]] |= bit;
        empties--;
        k++;
        continue;
      }
      // No value left here (or a solution was recorded): erase the placement above.
      selected[k] = -1;
      if (k === 0) {
        status = counts.solutions > 0 ? 'solved' : 'no-solution';
        break;
      }
      k--;
      const c = selected[k],
        d = cells[c],
        keep = ~(1 << (d - 1));
      cells[c] = 0;
      rows[rowOf[c]] &= keep;
      cols[colOf[c]] &= keep;
      boxes[boxOf[c]] &= keep;
      empties++;
      counts.backtracks++;
      out[n++] = packBacktrack(c, d);
    }
    depth = k;
    return n;
  }

  let pruned = 0;
  /** Writes the prunes of `d` placed in `c` from `out[at]` on (their number in `pruned`); true on a wipe-out. */
  function prune(c: number, d: number, bit: number, out: Uint32Array, at: number): boolean {
    const ps = peers[c];
    pruned = 0;
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i];
      if (cells[p] !== 0) continue;
      const domain = full & ~used(p);
      if ((domain & bit) === 0) continue;
      counts.eliminations++;
      const wipeout = domain === bit;
      out[at + pruned++] = packEliminate(p, d, wipeout);
      if (wipeout) {
        counts.wipeouts++;
        return true;
      }
    }
    return false;
  }

  function restore(snap: SearchSnapshot): void {
    cells.set(snap.cells);
    empties = reloadMasks(g, cells, { rows, cols, boxes });
    selected.set(snap.stack[0]);
    untried.set(snap.stack[1]);
    depth = snap.depth;
    status = restoreRun(snap, counts, solutions);
  }

  return {
    fill,
    room,
    restore,
    snapshot: (): SearchSnapshot =>
      snapshotOf(cells, depth, [selected.slice(), untried.slice()], status, counts, solutions),
    get done() {
      return status !== null;
    },
    result: (): RunResult => resultOf(status, counts, solutions),
  };
}
