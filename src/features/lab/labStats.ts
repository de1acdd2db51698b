import type { CountField } from '../../core/counts.ts';
import type { LabResults } from './labResults.ts';

/**
 * Each run's sum, median, worst case, and geometric mean of per-puzzle ratios to the first run, which a few huge
 * puzzles cannot dominate as they do a ratio of sums; counts of 0 count as 1 in ratios.
 */
export interface RunSummary {
  label: string;
  puzzles: number;
  sum: number;
  median: number;
  worst: number;
  /** Row index (into the results) of the worst case, -1 when none. */
  worstAt: number;
  /** Geometric mean of this run / the reference run; 1 for the reference itself. */
  geoRatio: number;
  /** Puzzles that ran out of budget: their counts are lower bounds. */
  overBudget: number;
  /** Digits propagation forced, summed: the part of the placements shown beside their sum. */
  forced: number;
}

export function summarize(results: LabResults, field: CountField): RunSummary[] {
  const done = results.doneInOrder();
  return results.runs.map((label, r) => {
    const values = new Float64Array(done.length);
    let sum = 0,
      worst = -1,
      worstAt = -1,
      logRatio = 0,
      overBudget = 0,
      forced = 0;
    done.forEach((i, k) => {
      const v = results.value(i, r, field);
      values[k] = v;
      sum += v;
      if (v > worst) {
        worst = v;
        worstAt = i;
      }
      logRatio += Math.log(Math.max(1, v) / Math.max(1, results.value(i, 0, field)));
      if (results.status(i, r) === 'budget') overBudget++;
      forced += results.value(i, r, 'assigns');
    });
    return {
      label,
      puzzles: done.length,
      sum,
      median: median(values),
      worst: Math.max(0, worst),
      worstAt,
      geoRatio: done.length ? Math.exp(logRatio / done.length) : NaN,
      overBudget,
      forced,
    };
  });
}

export function median(values: Float64Array): number {
  if (values.length === 0) return NaN;
  const sorted = values.slice().sort();
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
