import { describe, expect, it } from 'vitest';
import {
  addGivensUntilUnique,
  createRng,
  digHoles,
  mirrorCell,
  randomFullGrid,
  SYMMETRIES,
} from '../../../src/core/generate/index.ts';
import { countGivens, type Grid } from '../../../src/core/index.ts';
import { keepsGivens, solutionsUpTo2, uniqueByReference, without } from './independentChecks.ts';

const dug = (seed: string, o: Parameters<typeof digHoles>[3]) => {
  const rng = createRng(seed);
  const solution = randomFullGrid(3, rng)!.grid;
  const r = digHoles(3, solution.cells.slice(), rng, o);
  return { ...r, solution, puzzle: { n: 3, cells: r.puzzle } as Grid };
};

describe('digHoles', () => {
  it('leaves exactly one solution, the grid it started from (reference solver)', () => {
    for (let i = 0; i < 5; i++) {
      const { solution, puzzle, givens } = dug(`unique ${i}`, { symmetry: 'none', minGivens: 0, stopAt: 0 });
      expect(uniqueByReference(puzzle)).toBe(true);
      expect(keepsGivens(puzzle, solution)).toBe(true);
      expect(countGivens(puzzle)).toBe(givens);
    }
  });

  it('with a full pass, leaves a minimal puzzle: removing any one given gives two or more solutions', () => {
    for (let i = 0; i < 3; i++) {
      const { puzzle, heldBack } = dug(`minimal ${i}`, { symmetry: 'none', minGivens: 0, stopAt: 0 });
      expect(heldBack).toBe(false);
      puzzle.cells.forEach((d, c) => {
        if (d !== 0)
          expect(solutionsUpTo2(without(puzzle, c)), `given r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`).toBe(2);
      });
    }
  });

  it('stops at its target and never goes below the minimum', () => {
    expect(dug('stop', { symmetry: 'none', minGivens: 0, stopAt: 30 }).givens).toBe(30);
    const held = dug('floor', { symmetry: 'none', minGivens: 28, stopAt: 0 });
    expect(held.givens).toBe(28);
    expect(held.heldBack).toBe(true);
  });

  it('keeps the pattern of givens symmetric', () => {
    for (const symmetry of SYMMETRIES) {
      const { puzzle } = dug(`sym ${symmetry}`, { symmetry, minGivens: 0, stopAt: 0 });
      expect(uniqueByReference(puzzle)).toBe(true);
      puzzle.cells.forEach((d, c) => expect(d !== 0, `cell ${c}`).toBe(puzzle.cells[mirrorCell(3, symmetry, c)] !== 0));
    }
  });

  it('digs the same puzzle from the same seed', () => {
    const o = { symmetry: 'none' as const, minGivens: 0, stopAt: 0 };
    expect(dug('same', o).puzzle.cells).toEqual(dug('same', o).puzzle.cells);
    expect(dug('same', o).puzzle.cells).not.toEqual(dug('other', o).puzzle.cells);
  });
});

describe('addGivensUntilUnique (the other classic method)', () => {
  it('ends with a unique puzzle whose solution it reports', () => {
    const rng = createRng('add');
    for (let i = 0; i < 5; i++) {
      const r = addGivensUntilUnique(3, rng, 'none')!;
      const puzzle = { n: 3 as const, cells: r.puzzle };
      expect(uniqueByReference(puzzle)).toBe(true);
      expect(keepsGivens(puzzle, { n: 3, cells: r.solution })).toBe(true);
    }
  });

  it('adds givens symmetrically when asked', () => {
    const r = addGivensUntilUnique(3, createRng('add sym'), 'rotational')!;
    r.puzzle.forEach((d, c) => expect(d !== 0).toBe(r.puzzle[80 - c] !== 0));
  });
});
