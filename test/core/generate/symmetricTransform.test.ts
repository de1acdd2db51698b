import { describe, expect, it } from 'vitest';
import { applyTransform, createRng, mirrorCell, patternGrid, SYMMETRIES } from '../../../src/core/generate/index.ts';
import { mirroredLinePermutation, symmetricTransform } from '../../../src/core/generate/symmetricTransform.ts';
import { isSolved } from '../../../src/core/index.ts';

describe('symmetricTransform', () => {
  it('permutes lines so that mirrored lines stay mirrored and each band stays together, for every size', () => {
    const rng = createRng('lines');
    for (const n of [2, 3, 4] as const) {
      const size = n * n;
      for (let k = 0; k < 50; k++) {
        const p = mirroredLinePermutation(n, rng);
        expect([...p].sort((a, b) => a - b)).toEqual(Array.from({ length: size }, (_, i) => i));
        for (let l = 0; l < size; l++) expect(p[size - 1 - l]).toBe(size - 1 - p[l]);
        for (let b = 0; b < n; b++)
          expect(new Set(p.slice(b * n, b * n + n).map((l) => Math.floor(l / n))).size).toBe(1);
      }
    }
  });

  it('keeps a full grid valid and a symmetric pattern symmetric, for each symmetry', () => {
    const rng = createRng('pattern');
    for (const symmetry of SYMMETRIES) {
      // A pattern symmetric under `symmetry` (every cell of an orbit marked alike), carried through as digits.
      const marks = new Uint8Array(81).map((_, c) => (Math.min(c, mirrorCell(3, symmetry, c)) % 7 === 0 ? 1 : 0));
      for (let k = 0; k < 100; k++) {
        const t = symmetricTransform(3, symmetry, rng);
        expect(isSolved(applyTransform(patternGrid(3), t))).toBe(true);
        if (symmetry === 'mirror') expect(t.transpose).toBe(false);
        const moved = applyTransform(
          { n: 3, cells: marks },
          { ...t, digits: Array.from({ length: 9 }, (_, i) => i + 1) },
        ).cells;
        for (let c = 0; c < 81; c++) expect(moved[c]).toBe(moved[mirrorCell(3, symmetry, c)]);
      }
    }
  });
});
