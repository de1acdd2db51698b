import { ALGORITHM_TABLE } from '../algorithmTable.ts';
import { createRng, type Rng } from '../generate/rng.ts';
import { geometry } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { type RunResult, type RunStatus, zeroCounts } from '../counts.ts';
import * as P from '../pack.ts';
import { resolveOptions, type SolveOptions } from './options.ts';
import { resultOf, restoreRun, snapshotOf } from './searchState.ts';
import type { Search, SearchSnapshot } from './search.ts';
import { unitMasks } from './unitMasks.ts';

// Imported bindings are read through the module each time under Vitest's and tsx's transforms: locals are plain loads.
const { packBacktrack, packInitial, packRepair, packRestart, packSolution } = P;

/** Steps without a new lowest total of clashing pairs, per empty cell, before the board is cleared and assigned anew. */
export const MIN_CONFLICTS_PATIENCE = 2;

const ASSIGN = 0,
  REPAIR = 1,
  CLEAR = 2;

/**
 * Min-conflicts local search (AIMA fig. 6.8) with restarts: every empty cell gets its least-clashing digit in reading
 * order, then a conflicted cell drawn by the seed takes its least-clashing digit, step after step. Per-cell clash
 * counts are kept in step with the board, so a step costs one cell's peers, not the whole board.
 */
export function minConflictsSearch(grid: Grid, options?: SolveOptions): Search {
  const o = resolveOptions(options);
  if (o.limit !== 1) throw new RangeError('min-conflicts finds one solution or gives up: it cannot count solutions');
  const budget = o.budget === Infinity ? ALGORITHM_TABLE.minconflicts.localSearch.defaultSteps : o.budget;
  const g = geometry(grid.n);
  const { size, cellCount, peers } = g;
  const cells = grid.cells.slice();
  const counts = zeroCounts();
  const solutions: Uint8Array[] = [];
  let status: RunStatus | null = unitMasks(g, cells).consistent ? null : 'no-solution';
  const blanks: number[] = [];
  for (let c = 0; c < cellCount; c++) if (cells[c] === 0) blanks.push(c);
  const patience = MIN_CONFLICTS_PATIENCE * blanks.length;
  // clash[c]: peers of c holding c's digit; total: clashing pairs on the board.
  const clash = new Int32Array(cellCount);
  const score = new Int32Array(size + 1);
  const ties = new Int32Array(size);
  const conflicted = new Int32Array(blanks.length);
  let rng: Rng = createRng(o.seed);
  let draws = 0;
  let phase = ASSIGN,
    at = 0,
    total = 0,
    best = 0,
    stale = 0;

  const draw = (k: number): number => {
    draws++;
    return rng.int(k);
  };

  /** Scores every digit for c against its peers and draws one of the lowest; `score[0]` holds that lowest. */
  function leastClashing(c: number): number {
    score.fill(0);
    const ps = peers[c];
    for (let i = 0; i < ps.length; i++) score[cells[ps[i]]]++;
    let low = Infinity,
      k = 0;
    for (let d = 1; d <= size; d++) {
      if (score[d] < low) {
        low = score[d];
        k = 0;
      }
      if (score[d] === low) ties[k++] = d;
    }
    score[0] = low;
    return ties[draw(k)];
  }

  /** Writes d into c (0 erases), moving the clash counts of c's peers and the total with it. */
  function write(c: number, d: number): void {
    const old = cells[c];
    const ps = peers[c];
    let mine = 0;
    for (let i = 0; i < ps.length; i++) {
      const p = ps[i],
        v = cells[p];
      if (v === 0) continue;
      if (v === old) clash[p]--;
      if (v === d) {
        clash[p]++;
        mine++;
      }
    }
    total += mine - clash[c];
    clash[c] = d === 0 ? 0 : mine;
    cells[c] = d;
  }

  function fill(out: Uint32Array): number {
    if (status !== null) return 0;
    let n = 0;
    while (n < out.length - 1) {
      if (phase === ASSIGN) {
        if (at < blanks.length) {
          const c = blanks[at++];
          const d = leastClashing(c);
          write(c, d);
          counts.placements++;
          counts.maxDepth = Math.max(counts.maxDepth, at);
          out[n++] = packInitial(c, d, clash[c]);
          continue;
        }
        [phase, best, stale] = [REPAIR, total, 0];
      } else if (phase === CLEAR) {
        if (at < blanks.length) {
          const c = blanks[at++];
          counts.backtracks++;
          out[n++] = packBacktrack(c, cells[c]);
          write(c, 0);
          continue;
        }
        [phase, at] = [ASSIGN, 0];
        continue;
      }
      if (total === 0) {
        counts.solutions = 1;
        solutions.push(cells.slice());
        o.onSolution?.(cells);
        out[n++] = packSolution(1);
        status = 'solved';
        break;
      }
      if (counts.selects === budget) {
        status = 'budget';
        break;
      }
      let k = 0;
      for (let i = 0; i < blanks.length; i++) if (clash[blanks[i]] > 0) conflicted[k++] = blanks[i];
      const c = conflicted[draw(k)];
      const from = cells[c];
      const d = leastClashing(c);
      write(c, d);
      counts.selects++;
      out[n++] = packRepair(c, d, from, clash[c]);
      if (total < best) {
        best = total;
        stale = 0;
      } else if (++stale === patience) {
        out[n++] = packRestart(++counts.restarts);
        [phase, at] = [CLEAR, 0];
      }
    }
    return n;
  }

  function restore(snap: SearchSnapshot): void {
    cells.fill(0);
    clash.fill(0);
    total = 0;
    for (let c = 0; c < cellCount; c++) if (snap.cells[c] !== 0) write(c, snap.cells[c]);
    [phase, at, draws, best, stale] = Array.from(snap.stack[0]);
    rng = createRng(o.seed);
    for (let i = 0; i < draws; i++) rng.int(1);
    status = restoreRun(snap, counts, solutions);
  }

  return {
    fill,
    room: 2,
    restore,
    snapshot: (): SearchSnapshot =>
      snapshotOf(cells, at, [Int32Array.of(phase, at, draws, best, stale)], status, counts, solutions),
    get done() {
      return status !== null;
    },
    result: (): RunResult => resultOf(status, counts, solutions),
  };
}
