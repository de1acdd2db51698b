import { describe, expect, it } from 'vitest';
import { compareSummary } from '../../../src/lib/ui/summary.ts';

describe('compareSummary', () => {
  it('names the run with fewer placements first and says how many times fewer', () => {
    expect(
      compareSummary(
        { name: 'Naive backtracking', placements: 294, finished: true },
        { name: 'MRV', placements: 56, finished: true },
      ),
    ).toBe('MRV: 56 placements; Naive backtracking: 294 — 5.3× fewer');
  });

  it('tells the truth when MRV loses', () => {
    const s = compareSummary(
      { name: 'Naive backtracking', placements: 419_194, finished: true },
      { name: 'MRV', placements: 5_365_241, finished: true },
    );
    expect(s).toBe('Naive backtracking: 419,194 placements; MRV: 5,365,241 — 12.8× fewer');
  });

  it('says nothing until both runs have finished', () => {
    expect(
      compareSummary({ name: 'A', placements: 1, finished: true }, { name: 'B', placements: 9, finished: false }),
    ).toBeNull();
  });

  it('calls equal counts a tie', () => {
    expect(
      compareSummary({ name: 'A', placements: 8, finished: true }, { name: 'B', placements: 8, finished: true }),
    ).toMatch(/tie/);
  });
});
