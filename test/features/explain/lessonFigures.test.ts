import { describe, expect, it } from 'vitest';
import { type AlgorithmId, solveCount } from '../../../src/core/index.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { collectEvents } from '../../helpers/runs.ts';
import { presetGrid } from '../../../src/app/presetMatch.ts';
import { presetById } from '../../../src/app/presets.ts';

/*
 * The figures docs/teaching.md and docs/teaching.zh-CN.md give the class, recomputed from the presets
 * the lesson names: if the engine or a preset changes, the guides must be told.
 */
function counts(id: string, algo: AlgorithmId) {
  const grid = presetGrid(presetById(id)!)!;
  const { checks, placements, backtracks, selects, solutions, assigns } = solveCount(grid, algo).counts;
  return {
    checks,
    placements,
    backtracks,
    events: checks + placements + backtracks + selects + solutions,
    // What the placements counter shows: guessed and forced digits together.
    written: placements + assigns,
  };
}

describe('the 10-minute lesson’s figures', () => {
  it('4×4 teaching, 5 givens: naive 62 events (42 checks, 15 placements, 4 backtracks), MRV 34 without a backtrack', () => {
    expect(counts('4x4-c', 'naive')).toMatchObject({ checks: 42, placements: 15, backtracks: 4, events: 62 });
    expect(counts('4x4-c', 'mrv')).toMatchObject({ placements: 11, backtracks: 0, events: 34 });
  });

  it('the classic: naive 4,208 placements and 4,157 backtracks in 46,018 events, MRV 51 placements', () => {
    expect(counts('classic', 'naive')).toMatchObject({ placements: 4208, backtracks: 4157, events: 46_018 });
    expect(counts('classic', 'mrv')).toMatchObject({ placements: 51, backtracks: 0 });
  });

  it('PE96 Grid 13: naive 243,098 placements and 2,187,665 checks, MRV 88 placements and 34 backtracks', () => {
    expect(counts('pe96-13', 'naive')).toMatchObject({ placements: 243_098, checks: 2_187_665 });
    expect(counts('pe96-13', 'mrv')).toMatchObject({ placements: 88, backtracks: 34 });
  });

  it('MRV loses: MRV 5,365,241 placements, naive 419,194, Dancing Links 64, propagation 658,725 guessed of 2,498,242', () => {
    expect(counts('mrv-loses', 'mrv').placements).toBe(5_365_241);
    expect(counts('mrv-loses', 'naive').placements).toBe(419_194);
    expect(counts('mrv-loses', 'dlx').placements).toBe(64);
    expect(counts('mrv-loses', 'propagate')).toMatchObject({ placements: 658_725, written: 2_498_242 });
  });
});

describe('the CSP chapter’s figures', () => {
  it('PE96 Grid 13: fc in naive’s order 15,068 placements and 4,670 wipe-outs; in MRV’s order MRV’s 88 placements and 34 backtracks, 83 selects against 88 (5 wipe-outs)', () => {
    const grid = presetGrid(presetById('pe96-13')!)!;
    expect(solveCount(grid, 'fc').counts).toMatchObject({
      placements: 15_068,
      backtracks: 15_014,
      selects: 10_398,
      eliminations: 35_018,
      wipeouts: 4_670,
    });
    expect(solveCount(grid, 'fc', { variableOrder: 'mrv' }).counts).toMatchObject({
      placements: 88,
      backtracks: 34,
      selects: 83,
      eliminations: 255,
      wipeouts: 5,
    });
    expect(solveCount(grid, 'mrv').counts).toMatchObject({ placements: 88, backtracks: 34, selects: 88 });
  });

  it('PE96 Grid 13: MAC 277 placements, 125 wipe-outs and 22,676 revisions in naive’s order, 64 placements and 10 backtracks in MRV’s', () => {
    const grid = presetGrid(presetById('pe96-13')!)!;
    const revisions = (variableOrder: 'first' | 'mrv') =>
      collectEvents(grid, 'mac', { variableOrder }).events.filter((e) => e.type === 'revise').length;
    expect(solveCount(grid, 'mac').counts).toMatchObject({
      placements: 277,
      backtracks: 223,
      selects: 152,
      eliminations: 3_099,
      wipeouts: 125,
    });
    expect(revisions('first')).toBe(22_676);
    expect(solveCount(grid, 'mac', { variableOrder: 'mrv' }).counts).toMatchObject({
      placements: 64,
      backtracks: 10,
      selects: 59,
      eliminations: 249,
      wipeouts: 5,
    });
    expect(revisions('mrv')).toBe(2_495);
  });

  it('min-conflicts, seed 0: PE96 Grid 17 solved after 225 steps and one restart; Grid 13 given up after 100,000 steps', () => {
    const g17 = solveCount(fixtureGrids('pe96.txt')[16], 'minconflicts');
    expect([g17.status, g17.counts.selects, g17.counts.backtracks / 45]).toEqual(['solved', 225, 1]);
    const g13 = solveCount(presetGrid(presetById('pe96-13')!)!, 'minconflicts');
    expect([g13.status, g13.counts.selects]).toEqual(['budget', 100_000]);
  });
});
