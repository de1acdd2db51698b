import { describe, expect, it } from 'vitest';
import { defaultLabSetup } from '../../../src/features/lab/labSetup.ts';
import { labRunOptions } from '../../../src/features/lab/runOptions.ts';
import { runFromLabel } from '../../../src/features/lab/runSpec.ts';
import { runCountTask } from '../../../src/workers/countHost.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';

/** Min-conflicts (seed 0) on PE96 Grid 13, as the Lab's pool would count it for this steps box. */
function grid13(steps: number | null) {
  const grid = fixtureGrids('pe96.txt')[12];
  const o = labRunOptions({ ...defaultLabSetup(), runs: ['mrv', 'minconflicts'], steps }, 2);
  const reply = runCountTask({
    source: { kind: 'grid', n: grid.n, cells: grid.cells },
    runs: o.runs.map((l) => runFromLabel(l)!),
    limit: o.limit,
    budget: o.budget,
    steps: o.steps,
  });
  if (!reply.ok) throw new Error('a grid task cannot fail');
  return reply.outcomes.map((r) => [r.status, r.counts.selects, r.counts.placements]);
}

describe("the Lab's run options", () => {
  it('give min-conflicts its own 100,000 steps when the steps box is empty, not the placements budget', () => {
    const [mrv, local] = grid13(null);
    expect(local.slice(0, 2)).toEqual(['budget', 100_000]);
    expect(mrv[0]).toBe('solved');
  });

  it('give min-conflicts the steps typed', () => {
    expect(grid13(5_000)[1].slice(0, 2)).toEqual(['budget', 5_000]);
  });
});
