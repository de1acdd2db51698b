import { describe, expect, it } from 'vitest';
import { startWorkerCounter } from '../../../src/cli/counter/workerCounter.ts';
import { ALGORITHMS } from '../../../src/core/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';

const REFERENCE = gridFromLine('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
const PE96_GRID_01 = gridFromLine('003020600900305001001806400008102900700000008006708200002609500800203009005010300');

describe('the counting worker', () => {
  it('returns the counting loop’s status and counts for each job, in the order asked, with a time', async () => {
    const counter = startWorkerCounter();
    try {
      const jobs = [
        { ...REFERENCE, algo: 'mrv' as const, limit: 1, budget: Infinity },
        { ...PE96_GRID_01, algo: 'naive' as const, limit: 2, budget: Infinity },
        { ...REFERENCE, algo: 'naive' as const, limit: 1, budget: 1000 },
      ];
      const outcomes = await Promise.all(jobs.map((j) => counter.count(j)));
      jobs.forEach((j, i) => {
        const expected = ALGORITHMS[j.algo].count({ n: j.n, cells: j.cells }, { limit: j.limit, budget: j.budget });
        expect(outcomes[i].status).toBe(expected.status);
        expect(outcomes[i].counts).toEqual(expected.counts);
        expect(outcomes[i].ms).toBeGreaterThanOrEqual(0);
      });
      expect(outcomes.map((o) => o.status)).toEqual(['solved', 'solved', 'budget']);
      expect(outcomes[0].counts.placements).toBe(481);
    } finally {
      await counter.close();
    }
  });
});
