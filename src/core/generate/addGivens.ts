import type { BoxSize } from '../geometry.ts';
import { countSolutionsOf } from './countSolutions.ts';
import { randomCandidate } from './fullGrid.ts';
import { shuffle, type Rng } from './rng.ts';
import { orbits, type Symmetry } from './symmetry.ts';
import { propagationTables } from '../solvers/propagationTables.ts';
import { candidatesOf } from '../solvers/singles.ts';

/** The other classic method: add random consistent givens until the solution is unique (the caller then digs). */
export interface AddedPuzzle {
  puzzle: Uint8Array;
  solution: Uint8Array;
}

/** Guesses allowed per solvability test: a sparse board with no solution can take long to refute. */
const GUESS_BUDGET: Record<BoxSize, number> = { 2: 100, 3: 2000, 4: 5000 };

/** A unique puzzle built by adding givens an orbit at a time, or null on a (rare) dead end. */
export function addGivensUntilUnique(
  n: BoxSize,
  rng: Rng,
  symmetry: Symmetry,
  shouldStop?: () => boolean,
): AddedPuzzle | null {
  const t = propagationTables(n);
  const puzzle = new Uint8Array(t.cellCount);
  for (const orbit of shuffle(orbits(n, symmetry), rng)) {
    if (shouldStop?.()) return null;
    for (const c of orbit) puzzle[c] = randomCandidate(candidatesOf(t, puzzle, c), rng);
    if (orbit.some((c) => puzzle[c] === 0)) {
      for (const c of orbit) puzzle[c] = 0;
      continue;
    }
    const r = countSolutionsOf(n, puzzle, { limit: 2, budget: GUESS_BUDGET[n] });
    if (r.count === 1 && !r.outOfBudget) return { puzzle, solution: r.solution! };
    // No solution, or not known in time: this orbit's digits go and the next orbit gets its chance.
    if (r.count === 0) for (const c of orbit) puzzle[c] = 0;
  }
  return null;
}
