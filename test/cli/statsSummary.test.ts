import { describe, expect, it } from 'vitest';
import type { RunStatus } from '../../src/core/index.ts';
import type { AlgorithmId } from '../../src/core/index.ts';
import { AlgoTotals } from '../../src/core/table/statsRows.ts';
import { statsSummary } from '../../src/cli/statsSummary.ts';

function totals(algo: AlgorithmId, placements: number[], status: RunStatus = 'solved'): AlgoTotals {
  const t = new AlgoTotals(algo);
  for (const p of placements)
    t.add({
      status,
      counts: {
        checks: 0,
        placements: p,
        backtracks: 0,
        selects: 0,
        solutions: 1,
        maxDepth: 0,
        assigns: 0,
        eliminations: 0,
        wipeouts: 0,
        revisions: 0,
        jumps: 0,
        jumpedOver: 0,
        restarts: 0,
        guesses: 0,
      },
      ms: 0,
    });
  return t;
}

describe('the stats summary line', () => {
  it('gives both placement totals and how many times fewer MRV places', () => {
    expect(statsSummary([totals('naive', [1_224_000, 660]), totals('mrv', [8_000, 405])], 2, false)).toBe(
      '2 puzzles: naive 1,224,660 placements, mrv 8,405: mrv places 145.7x fewer',
    );
  });

  it('says so when naive backtracking is the one that places fewer', () => {
    expect(statsSummary([totals('mrv', [300]), totals('naive', [100])], 1, false)).toBe(
      '1 puzzle: mrv 300 placements, naive 100: naive places 3.0x fewer',
    );
  });

  it('names one algorithm alone without a ratio, and counts runs that ran out of budget', () => {
    expect(statsSummary([totals('naive', [1000, 1000], 'budget')], 2, false)).toBe(
      '2 puzzles: naive 2,000 placements (ran out of budget: 2 naive)',
    );
  });

  it('after Ctrl-C says how far it got, and compares only over the same puzzles', () => {
    expect(statsSummary([totals('naive', [50, 70]), totals('mrv', [10])], 9, true)).toBe(
      'interrupted after 1 of 9 puzzles: naive 120 placements, mrv 10',
    );
  });

  it('groups the digits of every total in threes with commas, as en-US writes numbers', () => {
    for (const p of [999, 1_000, 65_536, 100_000, 999_999, 1_000_000, 123_456_789_012])
      expect(statsSummary([totals('dlx', [p])], 1, false)).toBe(
        `1 puzzle: dlx ${p.toLocaleString('en-US')} placements`,
      );
  });

  it('makes no comparison when no puzzle was counted', () => {
    expect(statsSummary([totals('naive', []), totals('mrv', [])], 0, false)).toBe(
      '0 puzzles: naive 0 placements, mrv 0',
    );
  });
});
