import { describe, expect, it } from 'vitest';
import { emptyGrid, solve, type Grid, type SolverEvent } from '../../src/core/index.ts';
import { BOX, COL, fail, ok, place, ROW } from '../helpers/eventBuilders.ts';
import { collectEvents } from '../helpers/runs.ts';

/*
 * DESIGN's rule for a failed check: it names the first peer holding the digit, scanning the row left
 * to right, then the column top to bottom, then the box in reading order. Boards built by hand so
 * that each digit is held in a chosen place, and r1c1 (cell 0) is the first empty cell.
 */

function board(n: 2 | 3 | 4, givens: Record<number, number>): Grid {
  const g = emptyGrid(n);
  for (const [cell, digit] of Object.entries(givens)) g.cells[Number(cell)] = digit;
  return g;
}

function firstEvents(grid: Grid, count: number): SolverEvent[] {
  const out: SolverEvent[] = [];
  for (const e of solve(grid, 'naive', { limit: 0 })) {
    out.push(e);
    if (out.length === count) break;
  }
  return out;
}

describe('the conflicting peer of a failed check on a 9×9 board', () => {
  // r1c1 (0) is empty. 1 only in the row (r1c6); 2 only in the column (r6c1); 3 only in the box (r3c3);
  // 4 in the row (r1c9) and in column and box (r2c1); 5 in the column (r4c1) and in the box (r2c2),
  // the box cell coming first in reading order.
  const grid = board(3, { 5: 1, 45: 2, 20: 3, 8: 4, 9: 4, 27: 5, 10: 5 });

  it('names the row peer, the column-only peer and the box-only peer, with their units', () => {
    expect(firstEvents(grid, 3)).toEqual([fail(0, 1, 5, ROW), fail(0, 2, 45, COL), fail(0, 3, 20, BOX)]);
  });

  it('prefers the row over the column and box, and the column over an earlier box cell', () => {
    expect(firstEvents(grid, 7).slice(3)).toEqual([fail(0, 4, 8, ROW), fail(0, 5, 27, COL), ok(0, 6), place(0, 6, 1)]);
  });

  it('names peers among placed digits too, not only givens', () => {
    // After r1c1 = 6, r1c2 (1) checks 1..: 1 row (r1c6), 2 none → placed; then r1c3 checks 1 row, 2 row (r1c2, placed).
    const events = firstEvents(grid, 12).slice(7);
    expect(events).toEqual([fail(1, 1, 5, ROW), ok(1, 2), place(1, 2, 2), fail(2, 1, 5, ROW), fail(2, 2, 1, ROW)]);
  });
});

describe('the conflicting peer on a 16×16 board', () => {
  it('reaches the largest cells and digits: a column peer at cell 240 before a box peer at 17', () => {
    // Row 1 holds 1..15 after the empty r1c1, so only 16 is left to test, and it is in column and box.
    const givens: Record<number, number> = { 240: 16, 17: 16 };
    for (let d = 1; d <= 15; d++) givens[d] = d;
    const { events, result } = collectEvents(board(4, givens), 'naive');
    const rowFails = Array.from({ length: 15 }, (_, i) => fail(0, i + 1, i + 1, ROW));
    expect(events).toEqual([...rowFails, fail(0, 16, 240, COL)]);
    expect(result.status).toBe('no-solution');
    expect(result.counts.checks).toBe(16);
  });

  it('names a box-only peer', () => {
    const givens: Record<number, number> = { 17: 16 };
    for (let d = 1; d <= 15; d++) givens[d] = d;
    expect(collectEvents(board(4, givens), 'naive').events.at(-1)).toEqual(fail(0, 16, 17, BOX));
  });
});

describe('the conflicting peer on a 4×4 board', () => {
  it('scans the column top to bottom and the box in reading order', () => {
    // . 1 | . .       r1c1 is empty: 1 is in its row, 2 and 4 in its column (r3c1, r4c1),
    // . 3 | . .       3 only in its box (r2c2).
    // 2 . | . .
    // 4 . | . .
    const grid = board(2, { 1: 1, 8: 2, 5: 3, 12: 4 });
    expect(firstEvents(grid, 4)).toEqual([
      fail(0, 1, 1, ROW),
      fail(0, 2, 8, COL),
      fail(0, 3, 5, BOX),
      fail(0, 4, 12, COL),
    ]);
  });
});
