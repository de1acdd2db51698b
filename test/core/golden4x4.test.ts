import { describe, expect, it } from 'vitest';
import { gridFromLine } from '../helpers/gridText.ts';
import { back, BOX, COL, fail, ok, place, ROW, select, solution } from '../helpers/eventBuilders.ts';
import { collectEvents } from '../helpers/runs.ts';

/** The counts only some other algorithms make. */
const NO_OWN_COUNTS = { wipeouts: 0, revisions: 0, jumps: 0, jumpedOver: 0, restarts: 0 };

/*
 * Whole event sequences for two tiny puzzles, worked out by hand from the rules in DESIGN.md (not
 * produced by the code under test). Cells are numbered 0..15 in reading order:
 *
 *    0  1 |  2  3
 *    4  5 |  6  7
 *   ------+------
 *    8  9 | 10 11
 *   12 13 | 14 15
 */

// . 3 | . .
// . 1 | 4 3
// ----+----
// 3 . | . 2
// . . | . 4      unique solution 4321 / 2143 / 3412 / 1234
const PUZZLE_A = '.3...1433..2...4';
const SOLUTION_A = [4, 3, 2, 1, 2, 1, 4, 3, 3, 4, 1, 2, 1, 2, 3, 4];

// . . | 2 .
// . . | 4 .
// ----+----
// 3 . | . 2
// . . | 3 4      three solutions; the first in MRV's order is 4123 / 2341 / 3412 / 1234
const PUZZLE_B = '..2...4.3..2..34';
const FIRST_SOLUTION_B = [4, 1, 2, 3, 2, 3, 4, 1, 3, 4, 1, 2, 1, 2, 3, 4];

describe('naive backtracking on a 4×4 puzzle, event by event', () => {
  it('tries digits 1..4 in the first empty cell, names each conflict, and backtracks three times', () => {
    const { events, result } = collectEvents(gridFromLine(PUZZLE_A), 'naive');
    expect(events).toEqual([
      fail(0, 1, 5, BOX), // no 1 in row 1 or column 1: the box holds it (r2c2)
      ok(0, 2),
      place(0, 2, 1),
      ok(2, 1),
      place(2, 1, 2),
      fail(3, 1, 2, ROW),
      fail(3, 2, 0, ROW),
      fail(3, 3, 1, ROW),
      fail(3, 4, 15, COL), // not in row 1; the column holds 4 at r4c4
      back(2, 1), // r1c4 has no digit left
      fail(2, 2, 0, ROW),
      fail(2, 3, 1, ROW),
      fail(2, 4, 6, COL), // r2c3 holds 4: column first, although it is in the box too
      back(0, 2),
      fail(0, 3, 1, ROW),
      ok(0, 4),
      place(0, 4, 1),
      ok(2, 1),
      place(2, 1, 2),
      fail(3, 1, 2, ROW),
      fail(3, 2, 11, COL),
      fail(3, 3, 1, ROW),
      fail(3, 4, 0, ROW),
      back(2, 1),
      ok(2, 2),
      place(2, 2, 2),
      ok(3, 1),
      place(3, 1, 3),
      fail(4, 1, 5, ROW),
      ok(4, 2),
      place(4, 2, 4),
      fail(9, 1, 5, COL),
      fail(9, 2, 11, ROW),
      fail(9, 3, 8, ROW),
      ok(9, 4),
      place(9, 4, 5),
      ok(10, 1),
      place(10, 1, 6),
      ok(12, 1),
      place(12, 1, 7),
      fail(13, 1, 12, ROW),
      ok(13, 2),
      place(13, 2, 8),
      fail(14, 1, 12, ROW),
      fail(14, 2, 13, ROW),
      ok(14, 3),
      place(14, 3, 9),
      solution(1),
    ]);
    expect(result.status).toBe('solved');
    expect(result.counts).toEqual({
      checks: 32,
      placements: 12,
      backtracks: 3,
      selects: 0,
      solutions: 1,
      maxDepth: 9,
      assigns: 0,
      eliminations: 0,
      ...NO_OWN_COUNTS,
      guesses: 2,
    });
    expect([...result.solutions[0]]).toEqual(SOLUTION_A);
  });
});

describe('MRV on 4×4 puzzles, event by event', () => {
  it('selects the cell with fewest candidates (lowest index on ties) and checks only candidates', () => {
    const { events, result } = collectEvents(gridFromLine(PUZZLE_A), 'mrv');
    expect(events).toEqual([
      select(3, 1), // r1c4 and r2c1 both have one candidate: the lower index wins
      ok(3, 1),
      place(3, 1, 1),
      select(2, 1),
      ok(2, 2),
      place(2, 2, 2),
      select(0, 1),
      ok(0, 4),
      place(0, 4, 3),
      select(4, 1),
      ok(4, 2),
      place(4, 2, 4),
      select(9, 1),
      ok(9, 4),
      place(9, 4, 5),
      select(10, 1),
      ok(10, 1),
      place(10, 1, 6),
      select(12, 1),
      ok(12, 1),
      place(12, 1, 7),
      select(13, 1),
      ok(13, 2),
      place(13, 2, 8),
      select(14, 1),
      ok(14, 3),
      place(14, 3, 9),
      solution(1),
    ]);
    expect(result.status).toBe('solved');
    expect(result.counts).toEqual({
      checks: 9,
      placements: 9,
      backtracks: 0,
      selects: 9,
      solutions: 1,
      maxDepth: 9,
      assigns: 0,
      eliminations: 0,
      ...NO_OWN_COUNTS,
      guesses: 0,
    });
  });

  it('with limit 2, backtracks out of the solution and ends solved once the tree is exhausted', () => {
    const { events, result } = collectEvents(gridFromLine(PUZZLE_A), 'mrv', { limit: 2 });
    expect(events.slice(28)).toEqual([
      back(14, 3),
      back(13, 2),
      back(12, 1),
      back(10, 1),
      back(9, 4),
      back(4, 2),
      back(0, 4),
      back(2, 2),
      back(3, 1),
    ]);
    expect(events).toHaveLength(37);
    expect(result.status).toBe('solved');
    expect(result.counts).toEqual({
      checks: 9,
      placements: 9,
      backtracks: 9,
      selects: 9,
      solutions: 1,
      maxDepth: 9,
      assigns: 0,
      eliminations: 0,
      ...NO_OWN_COUNTS,
      guesses: 0,
    });
  });

  it('reports a dead end as a select with 0 candidates, then backtracks', () => {
    const { events, result } = collectEvents(gridFromLine(PUZZLE_B), 'mrv');
    expect(events).toEqual([
      select(10, 1),
      ok(10, 1),
      place(10, 1, 1),
      select(9, 1),
      ok(9, 4),
      place(9, 4, 2),
      select(0, 2), // every empty cell has two or three candidates now: the first with two
      ok(0, 1),
      place(0, 1, 3),
      select(1, 1),
      ok(1, 3),
      place(1, 3, 4),
      select(3, 0), // row 1 holds 1, 2, 3 and column 4 holds 2, 4: nothing fits r1c4
      back(1, 3),
      back(0, 1), // r1c2 had one candidate, so r1c1 takes its next one
      ok(0, 4),
      place(0, 4, 3),
      select(1, 2),
      ok(1, 1),
      place(1, 1, 4),
      select(3, 1),
      ok(3, 3),
      place(3, 3, 5),
      select(4, 1),
      ok(4, 2),
      place(4, 2, 6),
      select(5, 1),
      ok(5, 3),
      place(5, 3, 7),
      select(7, 1),
      ok(7, 1),
      place(7, 1, 8),
      select(12, 1),
      ok(12, 1),
      place(12, 1, 9),
      select(13, 1),
      ok(13, 2),
      place(13, 2, 10),
      solution(1),
    ]);
    expect(result.status).toBe('solved');
    expect(result.counts).toEqual({
      checks: 12,
      placements: 12,
      backtracks: 2,
      selects: 12,
      solutions: 1,
      maxDepth: 10,
      assigns: 0,
      eliminations: 0,
      ...NO_OWN_COUNTS,
      guesses: 2,
    });
    expect([...result.solutions[0]]).toEqual(FIRST_SOLUTION_B);
  });
});
