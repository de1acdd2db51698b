import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '../../../src/core/algorithms.ts';
import { hasUniqueSolution } from '../../../src/core/generate/countSolutions.ts';
import { solvedBySingles } from '../../../src/core/generate/logic.ts';
import { MOST_MINIMAL_GIVENS } from '../../../src/core/generate/options.ts';

/**
 * Every 4×4 puzzle, checked: the generator refuses 4×4 grades above easy and minimal 4×4 puzzles
 * with more than 6 givens on the strength of this. Each of the 288 grids is a relabelling of one of
 * the 12 whose first row is 1234, and relabelling changes neither uniqueness nor what singles do.
 * A puzzle with one solution stays so with more givens, so subsets are visited by size and a solver
 * runs only where no subset one given smaller already settles it: those are the minimal puzzles.
 * Naked singles that solve a puzzle also solve it with more givens, so the minimal ones decide.
 */
function* subsetsOfSize(k: number): Generator<number> {
  if (k === 0) {
    yield 0;
    return;
  }
  for (let m = (1 << k) - 1; m < 1 << 16;) {
    yield m;
    const low = m & -m;
    const ripple = m + low;
    m = (((ripple ^ m) >>> 2) / low) | ripple;
  }
}

describe('every 4×4 puzzle', () => {
  it('with one solution is solved by naked singles, and a minimal one has 4 to 6 givens', () => {
    const firstRow = Uint8Array.from([1, 2, 3, 4, ...Array<number>(12).fill(0)]);
    const grids = ALGORITHMS.naive.count({ n: 2, cells: firstRow }, { limit: 0, maxStoredSolutions: 100 }).solutions;
    expect(grids).toHaveLength(12);
    const sizes = new Set<number>();
    let minimal = 0;
    for (const grid of grids) {
      const unique = new Uint8Array(1 << 16);
      for (let k = 0; k <= 16; k++) {
        for (const m of subsetsOfSize(k)) {
          let settled = false;
          for (let rest = m; rest !== 0 && !settled; rest &= rest - 1) settled = unique[m & ~(rest & -rest)] === 1;
          if (settled) {
            unique[m] = 1;
            continue;
          }
          const cells = grid.map((d, i) => (m & (1 << i) ? d : 0));
          if (!hasUniqueSolution(2, cells)) continue;
          unique[m] = 1;
          minimal++;
          sizes.add(k);
          expect(solvedBySingles({ n: 2, cells }, false)).toBe(true);
        }
      }
    }
    expect([...sizes].sort()).toEqual([4, 5, 6]);
    expect(Math.max(...sizes)).toBe(MOST_MINIMAL_GIVENS[2]);
    expect(minimal).toBe(3568);
  });
});
