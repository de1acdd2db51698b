import { describe, expect, it } from 'vitest';
import { mirrorCell, orbits, SYMMETRIES } from '../../../src/core/generate/index.ts';

describe('symmetry orbits', () => {
  for (const n of [2, 3, 4] as const) {
    it(`cover every cell of a ${n * n}×${n * n} board exactly once, for every symmetry`, () => {
      for (const s of SYMMETRIES) {
        const cells = orbits(n, s)
          .flat()
          .sort((a, b) => a - b);
        expect(cells).toEqual(Array.from({ length: n ** 4 }, (_, i) => i));
      }
    });
  }

  it('pair each cell with its image: the 180° rotation and the left-right mirror of a 9×9 board', () => {
    expect(mirrorCell(3, 'rotational', 0)).toBe(80);
    expect(mirrorCell(3, 'rotational', 40)).toBe(40);
    expect(mirrorCell(3, 'rotational', 10)).toBe(70);
    expect(mirrorCell(3, 'mirror', 0)).toBe(8);
    expect(mirrorCell(3, 'mirror', 12)).toBe(14);
    expect(mirrorCell(3, 'mirror', 13)).toBe(13);
    expect(mirrorCell(3, 'none', 12)).toBe(12);
  });

  it('are closed under the symmetry: an orbit maps onto itself', () => {
    for (const s of SYMMETRIES) {
      for (const orbit of orbits(3, s))
        expect(orbit.map((c) => mirrorCell(3, s, c)).sort((a, b) => a - b)).toEqual(orbit);
    }
  });
});
