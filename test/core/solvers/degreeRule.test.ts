import { describe, expect, it } from 'vitest';
import { applyEvent, solve, solveCount, type Grid, type SolverEvent } from '../../../src/core/index.ts';
import { countBySearch } from '../../../src/core/count/countBySearch.ts';
import { fcSearch } from '../../../src/core/solvers/fcSearch.ts';
import { fcReference } from '../../reference/fcReference.ts';
import { pe96, sixteen, top95 } from '../../helpers/puzzleSets.ts';
import { boardCandidates, popcount, unitCells } from './boardCandidates.ts';

const TOP95 = top95(8, 2_000);

/** The degree rule from the board alone: fewest candidates, then most empty peers, then the lowest index. */
function degreeCell(grid: Grid, board: Uint8Array): number {
  const units = unitCells(grid);
  const emptyPeers = (c: number) =>
    new Set(units.filter((u) => u.includes(c)).flatMap((u) => u.filter((p) => p !== c && board[p] === 0))).size;
  let best = -1;
  for (let c = 0; c < board.length; c++) {
    if (board[c] !== 0) continue;
    if (best < 0) {
      best = c;
      continue;
    }
    const k = popcount(boardCandidates(grid.n, board, c)),
      bestK = popcount(boardCandidates(grid.n, board, best));
    if (k < bestK || (k === bestK && emptyPeers(c) > emptyPeers(best))) best = c;
  }
  return best;
}

describe('MRV with the degree rule', () => {
  it.each([...TOP95, ...sixteen()].map((c) => [c.name, c] as const))(
    '%s: every select is the fewest-candidates cell with the most empty peers',
    (_, c) => {
      const board = c.grid.cells.slice();
      let selects = 0;
      for (const e of solve(c.grid, 'mrv', {
        limit: 2,
        budget: 300,
        variableOrder: 'degree',
      }) as Iterable<SolverEvent>) {
        if (e.type === 'select') {
          selects++;
          expect(e.cell).toBe(degreeCell(c.grid, board));
        }
        applyEvent(board, e);
      }
      expect(selects).toBeGreaterThan(0);
    },
  );

  it('changes the search where ties fall differently, and keeps MRV as the default', () => {
    const grid = TOP95[0].grid;
    const plain = solveCount(grid, 'mrv', { budget: 2_000 });
    expect(solveCount(grid, 'mrv', { budget: 2_000, variableOrder: 'mrv' })).toEqual(plain);
    expect(solveCount(grid, 'mrv', { budget: 2_000, variableOrder: 'degree' }).counts).not.toEqual(plain.counts);
  });

  it('refuses the first-empty-cell order, which is not MRV', () => {
    expect(() => solveCount(TOP95[0].grid, 'mrv', { variableOrder: 'first' })).toThrow(RangeError);
  });
});

describe('forward checking beside MRV', () => {
  it.each([...pe96().slice(0, 20), ...TOP95].map((c) => [c.name, c] as const))(
    '%s: with MRV or the degree rule it places the same digits as MRV, finding each dead end one select sooner',
    (_, c) => {
      for (const variableOrder of ['mrv', 'degree'] as const) {
        for (const limit of [1, 2]) {
          const options = { limit, budget: c.budget, variableOrder };
          const mrv = solveCount(c.grid, 'mrv', options).counts;
          const fc = countBySearch(fcSearch)(c.grid, options).counts;
          const { wipeouts } = fcReference(c.grid, options).counts;
          expect([fc.placements, fc.backtracks, fc.solutions], variableOrder).toEqual([
            mrv.placements,
            mrv.backtracks,
            mrv.solutions,
          ]);
          // MRV selects the emptied cell (a select with 0) where forward checking saw the wipe-out.
          expect(mrv.selects, variableOrder).toBe(fc.selects + wipeouts);
        }
      }
    },
  );
});
