import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import { popcount16 } from '../bits.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { ArcQueue } from './arcQueue.ts';
import { emptyPeers } from './emptyPeers.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

// Imported bindings are read through the module each time under Vitest's and tsx's transforms: locals are plain loads.
const { packBacktrack, packEliminate, packPlace, packRevise, packSelect, packSolution } = P;
const bitCount = popcount16;

const lowestDigit = (m: number): number => 32 - Math.clz32(m & -m);

/**
 * Maintaining arc consistency: each placement runs AC-3 from the arcs into the placed cell, one revision per loop turn
 * so a long propagation never overflows a batch. Prunes outlive later placements, so domains are kept on a trail that
 * a backtrack unwinds.
 */
export function macSearch(grid: Grid, options?: SolveOptions): Search {
  const { limit, budget, maxStoredSolutions, onSolution, variableOrder } = resolveOptions(options);
  const order = variableOrder ?? 'first';
  const g = geometry(grid.n);
  const { size, cellCount, peers } = g;
  const peerCount = peers[0].length;
  const full = (1 << size) - 1;
  const cells = grid.cells.slice();
  const { rows, cols, boxes, consistent } = unitMasks(g, cells);
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  let status: RunStatus | null = consistent ? null : 'no-solution';

  const domains = new Int32Array(cellCount);
  let empties = 0;
  for (let c = 0; c < cellCount; c++) {
    if (cells[c] !== 0) domains[c] = 1 << (cells[c] - 1);
    else {
      domains[c] = full & ~(rows[g.rowOf[c]] | cols[g.colOf[c]] | boxes[g.boxOf[c]]);
      empties++;
    }
  }
  // A domain is saved before each change: one per placement and one per prune, at most size + 1 per cell on a path.
  const trailCell = new Int32Array(cellCount * (size + 1));
  const trailDomain = new Int32Array(cellCount * (size + 1));
  let trailLength = 0;
  const queue = new ArcQueue(cellCount * peerCount);
  // Per depth: the selected cell (-1 before selection), the values not yet tried, the trail's length at placement.
  const selected = new Int32Array(empties + 1).fill(-1);
  const untried = new Int32Array(empties + 1);
  const marks = new Int32Array(empties + 1);
  let depth = 0;

  function choose(): number {
    let best = -1,
      bestCount = size + 1,
      bestDegree = -1;
    for (let c = 0; c < cellCount; c++) {
      if (cells[c] !== 0) continue;
      if (order === 'first') return c;
      const k = bitCount[domains[c]];
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

  function save(c: number): void {
    trailCell[trailLength] = c;
    trailDomain[trailLength++] = domains[c];
  }

  /** Queues the arcs (peer, c) of every empty peer but `except`, in peer order. */
  function queueArcsInto(c: number, except: number): void {
    const ps = peers[c];
    for (let i = 0; i < peerCount; i++) {
      const p = ps[i];
      if (cells[p] === 0 && p !== except) queue.push(c * peerCount + i);
    }
  }

  /** Erases the placement below depth `k` and gives back its prunes; returns the packed backtrack. */
  function erase(k: number): number {
    const c = selected[k],
      d = cells[c];
    cells[c] = 0;
    empties++;
    while (trailLength > marks[k]) {
      trailLength--;
      domains[trailCell[trailLength]] = trailDomain[trailLength];
    }
    counts.backtracks++;
    return packBacktrack(c, d);
  }

  function fill(out: Uint32Array): number {
    if (status !== null) return 0;
    const end = out.length - room;
    let n = 0;
    let k = depth;
    while (n <= end) {
      if (queue.size > 0) {
        const id = queue.pop();
        const y = (id / peerCount) | 0;
        const x = peers[y][id - y * peerCount];
        const dy = domains[y];
        out[n++] = packRevise(x, y, bitCount[dy], lowestDigit(dy));
        counts.revisions++;
        if ((dy & (dy - 1)) !== 0 || (domains[x] & dy) === 0) continue;
        save(x);
        domains[x] &= ~dy;
        counts.eliminations++;
        const wipeout = domains[x] === 0;
        out[n++] = packEliminate(x, lowestDigit(dy), wipeout);
        if (!wipeout) queueArcsInto(x, y);
        else {
          counts.wipeouts++;
          queue.clear();
          k--;
          out[n++] = erase(k);
        }
        continue;
      }
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
          counts.selects++;
          out[n++] = packSelect(c, bitCount[domains[c]]);
          selected[k] = c;
          untried[k] = domains[c];
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
        marks[k] = trailLength;
        save(c);
        domains[c] = bit;
        cells[c] = d;
        empties--;
        queueArcsInto(c, -1);
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
      out[n++] = erase(k);
    }
    depth = k;
    return n;
  }

  // One loop turn writes at most a select or solution and a place, or a revise, its prune and a backtrack.
  const room = 4;

  function restore(snap: SearchSnapshot): void {
    const [sel, unt, mk, doms, trail, waiting] = snap.stack;
    cells.set(snap.cells);
    empties = 0;
    for (let c = 0; c < cellCount; c++) if (cells[c] === 0) empties++;
    selected.set(sel);
    untried.set(unt);
    marks.set(mk);
    domains.set(doms);
    trailLength = trail.length / 2;
    for (let i = 0; i < trailLength; i++) [trailCell[i], trailDomain[i]] = [trail[2 * i], trail[2 * i + 1]];
    queue.clear();
    for (const id of waiting) queue.push(id);
    depth = snap.depth;
    status = restoreRun(snap, counts, solutions);
  }

  function snapshot(): SearchSnapshot {
    const trail = new Int32Array(2 * trailLength);
    for (let i = 0; i < trailLength; i++) [trail[2 * i], trail[2 * i + 1]] = [trailCell[i], trailDomain[i]];
    const stack = [selected.slice(), untried.slice(), marks.slice(), domains.slice(), trail, queue.toArray()];
    return snapshotOf(cells, depth, stack, status, counts, solutions);
  }

  return {
    fill,
    room,
    restore,
    snapshot,
    get done() {
      return status !== null;
    },
    result: (): RunResult => resultOf(status, counts, solutions),
  };
}
