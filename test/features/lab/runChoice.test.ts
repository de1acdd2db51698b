import { describe, expect, it } from 'vitest';
import { defaultLabSetup } from '../../../src/features/lab/labSetup.ts';
import { reseeded, seedOf, setRuns, toggledRuns } from '../../../src/features/lab/runChoice.ts';

describe("the lab's run choice", () => {
  it('keeps ticked runs in the offered order, a random order with the chosen seed', () => {
    expect(toggledRuns(['mrv', 'naive'], 'naive/random', true, '7')).toEqual(['naive', 'naive/random:7', 'mrv']);
    expect(toggledRuns(['naive', 'naive/random:7', 'mrv'], 'naive/random', false, '7')).toEqual(['naive', 'mrv']);
  });

  it('moves every random run to a new seed, and finds the seed a link gave', () => {
    expect(reseeded(['naive/random:7', 'mrv', 'mrv/random:7'], '42')).toEqual([
      'naive/random:42',
      'mrv',
      'mrv/random:42',
    ]);
    expect(seedOf(['mrv', 'mrv/random:9'])).toBe('9');
    expect(seedOf(['mrv'])).toBe('0');
  });

  it('gives min-conflicts the chosen seed as stats names it, seed 0 unwritten, and moves it with the others', () => {
    expect(toggledRuns(['naive'], 'minconflicts', true, '7')).toEqual(['naive', 'minconflicts/seed:7']);
    expect(toggledRuns(['naive'], 'minconflicts', true, '0')).toEqual(['naive', 'minconflicts']);
    expect(toggledRuns(['naive', 'minconflicts/seed:7'], 'minconflicts', false, '7')).toEqual(['naive']);
    expect(reseeded(['naive/random:7', 'minconflicts/seed:7'], '0')).toEqual(['naive/random:0', 'minconflicts']);
    expect(reseeded(['minconflicts', 'mrv'], '12')).toEqual(['minconflicts/seed:12', 'mrv']);
    expect(seedOf(['mrv', 'minconflicts/seed:3'])).toBe('3');
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
