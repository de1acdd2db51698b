import type { BoxSize } from '../geometry.ts';
import { hasUniqueSolution } from './countSolutions.ts';
import { shuffle, type Rng } from './rng.ts';
import { orbits, type Symmetry } from './symmetry.ts';

/**
 * Digging holes: remove givens in random order, an orbit of the symmetry at a time, keeping each
 * removal only if the puzzle still has exactly one solution (solution limit 2).
 *
 * One pass over the orbits is enough for a minimal puzzle: a removal that made the solution ambiguous
 * once does so ever after, since taking more givens away only adds solutions. So with `stopAt` 0 the
 * result has no removable orbit (with symmetry `none`: no removable given), unless `minGivens` held
 * the dig back, which the result reports.
 */
export interface DigOptions {
  symmetry: Symmetry;
  /** Never go below this many givens. */
  minGivens: number;
  /** Stop as soon as there are at most this many givens (0: dig the whole pass). */
  stopAt: number;
  /**
   * When a removal may stay (default: the puzzle still has exactly one solution). A stricter test
   * keeps the puzzle within a grade, e.g. "singles still solve it", which also implies uniqueness.
   */
  keep?: (n: BoxSize, puzzle: Uint8Array) => boolean;
  /** Asked before each removal: true abandons the dig (the generator's time limit ran out). */
  shouldStop?: () => boolean;
}

export interface DugPuzzle {
  puzzle: Uint8Array;
  givens: number;
  /** True when an orbit could have gone but `minGivens` kept it: the puzzle is then not minimal. */
  heldBack: boolean;
  /** True when `shouldStop` ended the dig early: the puzzle is unique but not dug as asked. */
  stopped?: boolean;
}

/** Digs `start` (a unique puzzle or a full grid; changed in place). */
export function digHoles(n: BoxSize, start: Uint8Array, rng: Rng, o: DigOptions): DugPuzzle {
  const puzzle = start,
    keep = o.keep ?? hasUniqueSolution;
  let givens = 0,
    heldBack = false;
  for (const d of puzzle) if (d !== 0) givens++;
  const removed: number[] = [];
  for (const orbit of shuffle(orbits(n, o.symmetry), rng)) {
    if (givens <= o.stopAt) break;
    if (o.shouldStop?.()) return { puzzle, givens, heldBack, stopped: true };
    removed.length = 0;
    for (const c of orbit) if (puzzle[c] !== 0) removed.push(c, puzzle[c]);
    const k = removed.length / 2;
    if (k === 0) continue;
    for (let i = 0; i < removed.length; i += 2) puzzle[removed[i]] = 0;
    if (keep(n, puzzle)) {
      if (givens - k >= o.minGivens) {
        givens -= k;
        continue;
      }
      heldBack = true;
    }
    for (let i = 0; i < removed.length; i += 2) puzzle[removed[i]] = removed[i + 1];
  }
  return { puzzle, givens, heldBack };
}
