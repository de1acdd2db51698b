import { describe, expect, it } from 'vitest';
import { createRng, randomFullGrid } from '../../../src/core/generate/index.ts';
import { gridsEqual, isSolved } from '../../../src/core/index.ts';

describe('randomFullGrid (random seeds, then solve)', () => {
  for (const [n, k] of [
    [2, 50],
    [3, 50],
    [4, 5],
  ] as const) {
    it(`makes valid ${n * n}×${n * n} grids (${k} seeds)`, () => {
      const rng = createRng(`full ${n}`);
      for (let i = 0; i < k; i++) expect(isSolved(randomFullGrid(n, rng)!.grid)).toBe(true);
    });
  }

  it('makes the same grids from the same seed and different ones from another', () => {
    const grids = (seed: string) => {
      const rng = createRng(seed);
      return Array.from({ length: 5 }, () => randomFullGrid(3, rng)!.grid);
    };
    const a = grids('one'),
      b = grids('one'),
      c = grids('two');
    a.forEach((g, i) => expect(gridsEqual(g, b[i])).toBe(true));
    a.forEach((g, i) => expect(gridsEqual(g, c[i])).toBe(false));
  });

  it('makes many different 9×9 grids, not a few over and over', () => {
    const rng = createRng('variety');
    const seen = new Set(Array.from({ length: 100 }, () => randomFullGrid(3, rng)!.grid.cells.join('')));
    expect(seen.size).toBe(100);
  });

  it('almost always succeeds on the first seeding', () => {
    const rng = createRng('tries');
    let tries = 0;
    for (let i = 0; i < 100; i++) tries += randomFullGrid(3, rng)!.tries;
    expect(tries).toBeLessThan(130);
  });
});
