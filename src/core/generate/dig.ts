import type { BoxSize } from '../geometry.ts';
import { hasUniqueSolution } from './countSolutions.ts';
import { shuffle, type Rng } from './rng.ts';
import { orbits, type Symmetry } from './symmetry.ts';

/**
 * Digging holes an orbit at a time while the solution stays unique; one pass gives a minimal puzzle, since removing
 * givens only adds solutions.
 */
export interface DigOptions {
  symmetry: Symmetry;
  minGivens: number;
  /** Stop at this many givens or fewer (0: dig the whole pass). */
  stopAt: number;
  /** When a removal may stay; a stricter test than uniqueness keeps a grade. */
  keep?: (n: BoxSize, puzzle: Uint8Array) => boolean;
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
