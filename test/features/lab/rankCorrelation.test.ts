import { describe, expect, it } from 'vitest';
import { ranks, spearman } from '../../../src/features/lab/rankCorrelation.ts';

describe("Spearman's rank correlation", () => {
  it('gives tied values the mean of the ranks they span', () => {
    expect(Array.from(ranks([10, 20, 20, 5, 20]))).toEqual([2, 4, 4, 1, 4]);
  });

  it('is 1 for any increasing relation and -1 for a decreasing one, whatever the scale', () => {
    const xs = [1, 10, 100, 1000, 1e6];
    expect(spearman(xs, [1.2, 1.5, 2.3, 4.4, 8.9])).toBeCloseTo(1, 12);
    expect(spearman(xs, [9, 7, 5, 3, 1])).toBeCloseTo(-1, 12);
  });

  it('matches scipy.stats.spearmanr on ratings with ties', () => {
    expect(spearman([1, 2, 3, 4, 5, 6], [1.5, 1.5, 2.3, 2.3, 4.2, 3.8])).toBeCloseTo(0.9121593238215745, 12);
  });

  it('is undefined for fewer than three pairs or a constant side', () => {
    expect(spearman([1, 2], [1, 2])).toBeNaN();
    expect(spearman([1, 2, 3], [2, 2, 2])).toBeNaN();
  });
});
