import { popcount16 } from '../bits.ts';
import type { BoxSize } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { countSolutionsOf } from './countSolutions.ts';
import { randomPermutation, type Rng } from './rng.ts';
import { propagationTables, type PropagationTables } from '../solvers/propagationTables.ts';
import { candidatesOf } from '../solvers/singles.ts';

/**
 * A random full grid the "Las Vegas" way: a few random consistent digits, then a budgeted solve, retried on a dead end.
 */
export interface FullGrid {
  grid: Grid;
  tries: number;
}

/** Enough seeds to spread the grids, few enough that almost every seeding completes (docs/generator.md). */
const SEEDS: Record<BoxSize, number> = { 2: 3, 3: 11, 4: 24 };
const GUESS_BUDGET: Record<BoxSize, number> = { 2: 100, 3: 1000, 4: 2000 };

/** `shouldStop`: asked before each seeding and during the solve; true gives up (null). */
export function randomFullGrid(n: BoxSize, rng: Rng, maxTries = 1000, shouldStop?: () => boolean): FullGrid | null {
  const t = propagationTables(n);
  const cells = new Uint8Array(t.cellCount);
  for (let tries = 1; tries <= maxTries; tries++) {
    if (shouldStop?.()) return null;
    cells.fill(0);
    const order = randomPermutation(t.cellCount, rng);
    let seeded = 0;
    for (const c of order) {
      if (seeded === SEEDS[n]) break;
      cells[c] = randomCandidate(candidatesOf(t, cells, c), rng);
      if (leavesPeerStuck(t, cells, c)) break;
      seeded++;
    }
    if (seeded < SEEDS[n]) continue;
    const r = countSolutionsOf(n, cells, { limit: 1, budget: GUESS_BUDGET[n], shouldStop });
    if (r.solution) return { grid: { n, cells: r.solution }, tries };
  }
  return null;
}

function leavesPeerStuck(t: PropagationTables, cells: Uint8Array, c: number): boolean {
  for (let i = c * t.peerCount, end = i + t.peerCount; i < end; i++) {
    const p = t.peers[i];
    if (cells[p] === 0 && candidatesOf(t, cells, p) === 0) return true;
  }
  return false;
}

/** One of the digits in a candidate mask, uniformly. */
export function randomCandidate(mask: number, rng: Rng): number {
  let k = rng.int(popcount16[mask]);
  let m = mask;
  while (k-- > 0) m &= m - 1;
  return 32 - Math.clz32(m & -m);
}
