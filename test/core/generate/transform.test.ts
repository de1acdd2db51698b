import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyTransform,
  createRng,
  patternGrid,
  randomFullGrid,
  randomTransform,
  transformedFullGrid,
} from '../../../src/core/generate/index.ts';
import { countGivens, gridsEqual, isSolved } from '../../../src/core/index.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';

const identity = (size: number) => ({
  digits: Array.from({ length: size }, (_, i) => i + 1),
  rows: Array.from({ length: size }, (_, i) => i),
  cols: Array.from({ length: size }, (_, i) => i),
  transpose: false,
});

describe('grid transformations', () => {
  it('start from a valid pattern grid of every size', () => {
    for (const n of [2, 3, 4] as const) expect(isSolved(patternGrid(n))).toBe(true);
  });

  it('keep every random full grid valid, for every size', () => {
    for (const n of [2, 3, 4] as const) {
      fc.assert(
        fc.property(fc.string(), (seed) => {
          const rng = createRng(seed);
          const base = n === 4 ? patternGrid(4) : randomFullGrid(n, rng)!.grid;
          expect(isSolved(applyTransform(base, randomTransform(n, rng)))).toBe(true);
        }),
        { numRuns: n === 4 ? 20 : 100, seed: 7 },
      );
    }
  });

  it('change the grid (a random transformation is almost never the identity)', () => {
    const rng = createRng('moves');
    const base = patternGrid(3);
    const moved = Array.from({ length: 20 }, () => transformedFullGrid(3, rng, base)).filter(
      (g) => !gridsEqual(g, base),
    );
    expect(moved.length).toBeGreaterThanOrEqual(19);
  });

  it('leave a grid as it is under the identity, and transpose it when asked', () => {
    const g = randomFullGrid(3, createRng('id'))!.grid;
    expect(gridsEqual(applyTransform(g, identity(9)), g)).toBe(true);
    const t = applyTransform(g, { ...identity(9), transpose: true });
    for (let r = 0; r < 9; r++) for (let c = 0; c < 9; c++) expect(t.cells[r * 9 + c]).toBe(g.cells[c * 9 + r]);
  });

  it('keep blanks blank and a puzzle’s number of givens (so a unique puzzle stays unique)', () => {
    const puzzle = fixtureGrids('pe96.txt')[0];
    const t = applyTransform(puzzle, randomTransform(3, createRng('blanks')));
    expect(countGivens(t)).toBe(countGivens(puzzle));
  });
});
