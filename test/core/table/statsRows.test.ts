import { describe, expect, it } from 'vitest';
import type { Counts } from '../../../src/core/index.ts';
import { ownCountsOf } from '../../../src/core/algorithmTable.ts';
import { AlgoTotals, STATS_COLUMNS, statsColumns, statsRow } from '../../../src/core/table/statsRows.ts';

const counts = (placements: number, maxDepth: number): Counts => ({
  checks: placements * 9,
  placements,
  backtracks: placements - 1,
  selects: 0,
  solutions: 1,
  maxDepth,
  assigns: placements * 2,
  eliminations: placements * 7,
  wipeouts: 0,
  revisions: 0,
  jumps: 0,
  jumpedOver: 0,
  restarts: 0,
  guesses: placements - 3,
});

describe('stats rows', () => {
  it('puts the values in the column order, with ms to the hundredth', () => {
    expect(STATS_COLUMNS).toEqual([
      'line',
      'algo',
      'status',
      'solutions',
      'checks',
      'placements',
      'backtracks',
      'selects',
      'max_depth',
      'ms',
      'guesses',
      'assigns',
      'eliminations',
    ]);
    // placements is every digit written: 10 guessed + 20 forced (assigns), as the player counts them.
    expect(statsRow(7, 'naive', 'solved', counts(10, 5), 1.23456)).toEqual([
      7,
      'naive',
      'solved',
      1,
      90,
      30,
      9,
      0,
      5,
      1.23,
      7,
      20,
      70,
    ]);
  });

  it('adds a wipeouts column, last, only when a run makes wipe-outs (forward checking)', () => {
    expect(ownCountsOf(['naive', 'mrv', 'propagate', 'dlx', './mine.py'])).toEqual([]);
    expect(ownCountsOf(['mrv', 'fc'])).toEqual(['wipeouts']);
    expect(statsColumns([])).toEqual(STATS_COLUMNS);
    expect(statsColumns(['wipeouts'])).toEqual([...STATS_COLUMNS, 'wipeouts']);
    const row = statsRow(7, 'fc', 'solved', { ...counts(10, 5), wipeouts: 4 }, 1, ['wipeouts']);
    expect(row).toEqual([...statsRow(7, 'fc', 'solved', counts(10, 5), 1), 4]);
    const t = new AlgoTotals('fc');
    t.add({ status: 'solved', counts: { ...counts(10, 5), wipeouts: 4 }, ms: 1 });
    t.add({ status: 'solved', counts: { ...counts(10, 5), wipeouts: 2 }, ms: 1 });
    expect(t.row(false, ['wipeouts']).at(-1)).toBe(6);
  });

  it('sums counts and time over puzzles, keeps the deepest max_depth, and shares a common status', () => {
    const t = new AlgoTotals('naive');
    t.add({ status: 'solved', counts: counts(10, 5), ms: 1 });
    t.add({ status: 'solved', counts: counts(20, 3), ms: 2.5 });
    expect(t.row(false)).toEqual(['total', 'naive', 'solved', 2, 270, 90, 28, 0, 5, 3.5, 24, 60, 210]);
  });

  it('calls the total mixed when statuses differ, cancelled when interrupted, none when empty', () => {
    const t = new AlgoTotals('mrv');
    expect(t.status(false)).toBe('none');
    t.add({ status: 'solved', counts: counts(1, 1), ms: 0 });
    t.add({ status: 'budget', counts: counts(1, 1), ms: 0 });
    expect(t.status(false)).toBe('mixed');
    expect(t.status(true)).toBe('cancelled');
  });
});
