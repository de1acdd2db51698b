import { describe, expect, it } from 'vitest';
import { type Grid, solveCount } from '../../../src/core/index.ts';
import { candidateMasks } from '../../../src/core/candidates.ts';
import { logicSearch } from '../../../src/core/solvers/logicSearch.ts';
import { logicRuledOut } from '../../../src/features/explain/logicPencil.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';

/** After every event at which the search has no step half told, its pencil marks against the board's less those ruled out. */
function compare(grid: Grid, owner: object, stride = 1): number {
  const search = logicSearch(grid);
  const words: number[] = [];
  const buf = new Uint32Array(1);
  const board = grid.cells.slice();
  let compared = 0;
  while (!search.done) {
    if (search.fill(buf) === 0) continue;
    words.push(buf[0]);
    const snap = search.snapshot();
    if (snap.stack[1].length > 0 || words.length % stride !== 0) continue;
    board.set(snap.cells);
    const ruledOut = logicRuledOut(owner, (e) => words[e], words.length, 81)!;
    const shown = candidateMasks(3, board).map((m, c) => (board[c] ? 0 : m & ~ruledOut[c]));
    const held = Uint32Array.from(snap.stack[2]).map((m, c) => (board[c] ? 0 : m));
    expect([...shown]).toEqual([...held]);
    compared++;
  }
  return compared;
}

describe("logic's pencil marks at the cursor", () => {
  it("are the search's own, through guesses and the backtracks that undo them", () => {
    const grid = fixtureGrids('norvig_top95.txt').find((g) => solveCount(g, 'logic').counts.backtracks > 20)!;
    expect(compare(grid, {})).toBeGreaterThan(50);
  });

  it('are replayed afresh for another run or a cursor moved back', () => {
    const owner = {};
    const pe = fixtureGrids('pe96.txt')[9];
    expect(compare(pe, owner)).toBeGreaterThan(20);
    const words: number[] = [];
    const s = logicSearch(pe);
    const buf = new Uint32Array(4096);
    while (!s.done) words.push(...buf.subarray(0, s.fill(buf)));
    const at = (k: number) => [...logicRuledOut(owner, (e) => words[e], k, 81)!];
    const late = at(words.length);
    const early = at(30);
    expect(at(words.length)).toEqual(late);
    expect(early).toEqual(at(30));
    expect(logicRuledOut({}, () => undefined, 5, 81)).toBeNull();
  });
});
