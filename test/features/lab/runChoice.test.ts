import { describe, expect, it } from 'vitest';
import { defaultLabSetup } from '../../../src/features/lab/labSetup.ts';
import { kindOf, reseeded, runRows, seedOf, setRuns, toggledRuns } from '../../../src/features/lab/runChoice.ts';

describe("the lab's run choice", () => {
  it('keeps ticked runs in the offered order, a newly ticked random order on seed 0', () => {
    expect(toggledRuns(['mrv', 'naive'], 'naive/random:0', true)).toEqual(['naive', 'naive/random:0', 'mrv']);
    expect(toggledRuns(['naive', 'naive/random:7', 'mrv'], 'naive/random:7', false)).toEqual(['naive', 'mrv']);
    expect(toggledRuns(['naive'], 'minconflicts', true)).toEqual(['naive', 'minconflicts']);
  });

  it('moves one run to a new seed and leaves the others on theirs, refusing a seed its kind has already', () => {
    expect(reseeded(['naive/random:7', 'mrv', 'mrv/random:7'], 'naive/random:7', '42')).toEqual([
      'naive/random:42',
      'mrv',
      'mrv/random:7',
    ]);
    expect(reseeded(['minconflicts', 'minconflicts/seed:7'], 'minconflicts/seed:7', '0')).toBeNull();
    expect(reseeded(['minconflicts', 'mrv'], 'minconflicts', '12')).toEqual(['minconflicts/seed:12', 'mrv']);
    expect(reseeded(['minconflicts/seed:12'], 'minconflicts/seed:12', '0')).toEqual(['minconflicts']);
  });

  it('writes a seed typed with leading zeros as its number, so "07" is the run on 7, not a second one', () => {
    expect(reseeded(['naive/random:7', 'naive/random:8'], 'naive/random:8', '07')).toBeNull();
    expect(reseeded(['naive/random:8'], 'naive/random:8', '007')).toEqual(['naive/random:7']);
    expect(reseeded(['minconflicts/seed:3'], 'minconflicts/seed:3', '00')).toEqual(['minconflicts']);
    expect(reseeded(['minconflicts'], 'minconflicts', '012')).toEqual(['minconflicts/seed:12']);
  });

  it("reads each run's seed and kind, min-conflicts' seed 0 unwritten as stats names it", () => {
    expect(['mrv', 'mrv/random:9', 'minconflicts', 'minconflicts/seed:3'].map(seedOf)).toEqual([null, '9', '0', '3']);
    expect(['fc/mrv/random:5', 'minconflicts/seed:3', 'mrv/lcv'].map(kindOf)).toEqual([
      'fc/mrv/random',
      'minconflicts',
      'mrv/lcv',
    ]);
    const rows = runRows(['minconflicts/seed:3', 'fc/mrv/lcv', 'minconflicts']);
    expect(rows.filter((r) => r.on).map((r) => r.label)).toEqual(['minconflicts/seed:3', 'minconflicts', 'fc/mrv/lcv']);
    expect(rows.find((r) => r.kind === 'naive/random')).toEqual({
      kind: 'naive/random',
      label: 'naive/random:0',
      on: false,
    });
  });

  it('refuses no runs or too many, and keeps the axes on runs that are counted', () => {
    const setup = { ...defaultLabSetup(), runs: ['naive', 'mrv'], x: 'naive', y: 'mrv' };
    setRuns(setup, []);
    expect(setup.runs).toEqual(['naive', 'mrv']);
    setRuns(
      setup,
      Array.from({ length: 9 }, (_, k) => `dlx${k}`),
    );
    expect(setup.runs).toEqual(['naive', 'mrv']);
    setRuns(setup, ['naive', 'dlx']);
    expect([setup.x, setup.y]).toEqual(['naive', 'dlx']);
    setRuns(setup, ['dlx']);
    expect([setup.x, setup.y]).toEqual(['dlx', 'dlx']);
  });
});
