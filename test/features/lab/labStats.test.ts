import { failureText } from '../../../src/cli/failureText.ts';
import { describe, expect, it } from 'vitest';
import { zeroCounts } from '../../../src/core/counts.ts';
import type { CountOutcome } from '../../../src/core/table/statsRows.ts';
import { LabResults } from '../../../src/features/lab/labResults.ts';
import { median, summarize } from '../../../src/features/lab/labStats.ts';
import { readFileSync } from 'node:fs';
import { runCountTask } from '../../../src/workers/countHost.ts';
import { loadedFromText } from '../../../src/features/lab/puzzleSource.ts';
import { runFromLabel } from '../../../src/features/lab/runSpec.ts';
import { exportTable } from '../../../src/features/lab/labExport.ts';
import { FIXTURES } from '../../cli/inProcess.ts';

const outcome = (placements: number, status: CountOutcome['status'] = 'solved'): CountOutcome => ({
  status,
  ms: 1,
  counts: { ...zeroCounts(), placements },
});

describe('summarize', () => {
  it('gives each run its sum, median, worst case and geometric-mean ratio to the first run', () => {
    const r = new LabResults(['a', 'b'], Int32Array.from([1, 2, 3, 4]));
    r.set(0, [outcome(10), outcome(1)]);
    r.set(2, [outcome(100), outcome(1000, 'budget')]);
    r.set(3, [outcome(1), outcome(0)]);
    const [a, b] = summarize(r, 'placements');
    expect(a).toMatchObject({ label: 'a', puzzles: 3, sum: 111, median: 10, worst: 100, worstAt: 2, geoRatio: 1 });
    // b/a per puzzle: 1/10, 1000/100, max(1,0)/1 → geometric mean (0.1 · 10 · 1)^(1/3) = 1.
    expect(b).toMatchObject({ sum: 1001, median: 1, worst: 1000, worstAt: 2, overBudget: 1 });
    expect(b.geoRatio).toBeCloseTo(1, 12);
  });

  it("counts propagation's forced digits in its placements, as the player does, and sums them apart", () => {
    // PE96 Grid 01: the player says "49 placements (49 forced)" for Propagation + MRV.
    const set = loadedFromText(readFileSync(`${FIXTURES}pe96.txt`, 'utf8').split('\n')[0]);
    const runs = ['propagate', 'mrv'];
    const r = new LabResults(runs, set.lines);
    const reply = runCountTask({
      source: set.source(0),
      runs: runs.map((l) => runFromLabel(l)!),
      limit: 1,
      budget: Infinity,
    });
    if (!reply.ok) throw new Error(failureText(reply.failure));
    r.set(0, reply.outcomes);
    expect(r.value(0, 0, 'placements')).toBe(49);
    expect(r.value(0, 0, 'assigns')).toBe(49);
    const [propagate, mrv] = summarize(r, 'placements');
    expect(propagate).toMatchObject({ sum: 49, median: 49, worst: 49, forced: 49 });
    expect(mrv).toMatchObject({ sum: 49, forced: 0, geoRatio: 1 });
    const [, row] = exportTable(r, 'csv', false).split('\n');
    expect(row.split(',').slice(0, 6)).toEqual(['1', 'propagate', 'solved', '1', '0', '49']);
  });

  it('takes the middle of an even count as the mean of the two middle values', () => {
    expect(median(Float64Array.from([4, 1, 3, 2]))).toBe(2.5);
    expect(median(new Float64Array(0))).toBeNaN();
  });
});
