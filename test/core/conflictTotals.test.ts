import { describe, expect, it } from 'vitest';
import { applyPacked, batches, findClashes, type Grid } from '../../src/core/index.ts';
import { ConflictTotals } from '../../src/core/conflictTotals.ts';
import { minConflictsSearch } from '../../src/core/solvers/minConflictsSearch.ts';
import { pe96 } from '../helpers/puzzleSets.ts';

/** Clashing pairs counted plainly: each pair of peers holding one digit once (findClashes lists a pair per unit). */
function pairs(grid: Grid): number {
  return new Set(findClashes(grid).map((k) => `${k.a}-${k.b}`)).size;
}

describe('ConflictTotals', () => {
  it("follows a run's stream: after every step its total is the board's clashing pairs, and a solution ends at 0", () => {
    const grid = pe96()[4].grid;
    const t = new ConflictTotals(3, grid.cells);
    const board = grid.cells.slice();
    let checked = 0;
    for (const batch of batches(minConflictsSearch(grid, { seed: 7 }))) {
      for (const w of batch) {
        t.add(w);
        applyPacked(board, w);
        if (t.steps % 97 === 0 && checked < t.steps) {
          expect(t.total).toBe(pairs({ n: 3, cells: board }));
          checked = t.steps;
        }
      }
    }
    expect(t.total).toBe(0);
    expect(t.steps).toBe(1_732);
    const s = t.series();
    expect(s.length).toBeLessThanOrEqual(2 * 1025 + 2);
    expect(s.slice(-2)).toEqual([1_732, 0]);
    expect(s[0]).toBe(0);
  });
});
