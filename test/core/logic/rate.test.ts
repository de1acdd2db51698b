import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { rate } from '../../../src/core/logic/rate.ts';
import { chainLengthBonus } from '../../../src/core/logic/seScale.ts';
import { gridFromLine } from '../../helpers/gridText.ts';

// Puzzles rated by Sudoku Explainer itself (test/fixtures/README.md says how); data, not code.
const SE_RATED = readFileSync(new URL('../../fixtures/se-ratings.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => line.split('\t'));

describe('rate', () => {
  it.each(SE_RATED)('rates %s as Sudoku Explainer does (%s, %s)', (puzzle, rating) => {
    const result = rate(gridFromLine(puzzle));
    expect(result.status).toBe('rated');
    expect(result.rating).toBeCloseTo(Number(rating), 9);
  });
  it('counts each technique and names the first that reached the rating', () => {
    const [puzzle] = SE_RATED.find(([, r, name]) => r === '4.2' && name === 'XY-Wing')!;
    const result = rate(gridFromLine(puzzle));
    expect(result.hardest).toBe('xy-wing');
    expect(result.counts['xy-wing']).toBeGreaterThanOrEqual(1);
    expect(Object.values(result.counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
  });
  it('says a puzzle Sudoku Explainer rates 9.0 (dynamic forcing chains) is beyond the ladder', () => {
    const result = rate(
      gridFromLine('1.64....5....2.......3.6.8....2..8...8.9.713...4.....9......59.47.......5..1.3..2'),
    );
    expect(result.status).toBe('beyond');
  });
  it('adds 0.1 to a chain each time its length passes 4, 6, 8, 12, 16, 24', () => {
    expect([4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25].map(chainLengthBonus)).toEqual([
      0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 0.5, 0.5, 0.6,
    ]);
  });
});
