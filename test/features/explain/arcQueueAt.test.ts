import { describe, expect, it } from 'vitest';
import { applyPacked, geometry, K_ELIMINATE, kindOf, type Grid, type VariableOrder } from '../../../src/core/index.ts';
import { macSearch } from '../../../src/core/solvers/macSearch.ts';
import { arcQueueAt, type Arc } from '../../../src/features/explain/arcQueueAt.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { gridFromLine } from '../../helpers/gridText.ts';

/**
 * Runs MAC one loop turn per fill (a buffer of `room` words) and, after each turn, compares the queue rebuilt from the
 * stream and the board with the search's own, read from its snapshot.
 */
function compareEveryTurn(grid: Grid, variableOrder: VariableOrder, budget: number): number {
  const search = macSearch(grid, { variableOrder, budget, limit: 2 });
  const { peers } = geometry(grid.n);
  const peerCount = peers[0].length;
  const words: number[] = [];
  const board = grid.cells.slice();
  const out = new Uint32Array(search.room);
  let compared = 0;
  while (!search.done) {
    const k = search.fill(out);
    for (let i = 0; i < k; i++) {
      words.push(out[i]);
      applyPacked(board, out[i]);
    }
    const own: Arc[] = Array.from(search.snapshot().stack[5], (id) => {
      const y = Math.floor(id / peerCount);
      return { cell: peers[y][id % peerCount], peer: y };
    });
    const view = arcQueueAt(grid.n, board, (i) => words[i], words.length);
    if (own.length > 0) compared++;
    expect(view?.waiting ?? [], `after event ${words.length}`).toEqual(own);
  }
  return compared;
}

describe("MAC's arc queue rebuilt from the stream", () => {
  it('equals the search’s own queue after every loop turn, in every variable order', () => {
    const grids = [gridFromLine('.3...1433..2...4'), ...fixtureGrids('pe96.txt').slice(0, 3)];
    for (const grid of grids)
      for (const order of ['first', 'mrv', 'degree'] as const)
        expect(compareEveryTurn(grid, order, 60)).toBeGreaterThan(0);
  });

  it('names the arc revised, the value it removed and the arcs it added back, and drops the queue at a wipe-out', () => {
    // A nearly empty 4×4 board: its first placements already prune and wipe out.
    const grid = gridFromLine('1...........2...');
    const words: number[] = [];
    const search = macSearch(grid, {});
    const out = new Uint32Array(4096);
    const k = search.fill(out);
    for (let i = 0; i < k; i++) words.push(out[i]);
    const board = grid.cells.slice();
    let seen = 0;
    for (let cursor = 1; cursor <= words.length; cursor++) {
      applyPacked(board, words[cursor - 1]);
      const view = arcQueueAt(grid.n, board, (i) => words[i], cursor);
      const e = words[cursor - 1];
      if (kindOf(e) === K_ELIMINATE && view) {
        expect(view.removed?.cell).toBe(view.revising?.cell);
        expect(view.added.every((a) => a.peer === view.removed!.cell && a.cell !== view.revising!.peer)).toBe(true);
        if (view.removed?.wipeout) expect(view.waiting).toEqual([]);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
  });
});
