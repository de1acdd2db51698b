import { describe, expect, it } from 'vitest';
import { findJellyfish, findSwordfish, findXWing } from '../../../src/core/logic/fish.ts';
import type { CandidateGrid } from '../../../src/core/logic/candidateGrid.ts';
import { blankBoard, colCells, named, rc, remove, rowCells } from '../../helpers/pencilMarks.ts';

/** Digit d left only in these columns of these rows. */
const rowsAt = (d: number, rows: [number, number[]][]): CandidateGrid => {
  const cg = blankBoard();
  for (const [r, cols] of rows) remove(cg, rowCells(r, cols), [d]);
  return cg;
};

describe('X-wing', () => {
  it('takes 5 out of columns 2 and 7 when rows 1 and 4 have it only there', () => {
    const step = findXWing(
      rowsAt(5, [
        [1, [2, 7]],
        [4, [2, 7]],
      ]),
    );
    expect(step).toMatchObject({ technique: 'x-wing', digits: [5], units: [0, 3, 10, 15] });
    expect(step!.cells).toEqual([rc(1, 2), rc(1, 7), rc(4, 2), rc(4, 7)]);
    expect(named(step!.eliminations)).toEqual([2, 3, 5, 6, 7, 8, 9].flatMap((r) => [`r${r}c2=5`, `r${r}c7=5`]));
  });
  it('works on columns as base too', () => {
    const cg = blankBoard();
    remove(cg, colCells(3, [2, 6]), [2]);
    remove(cg, colCells(8, [2, 6]), [2]);
    const step = findXWing(cg);
    expect(step!.units).toEqual([11, 16, 1, 5]);
    expect(step!.eliminations).toHaveLength(14);
  });
  it('does not fire when the rows do not line up, nor when the columns are already clear', () => {
    expect(
      findXWing(
        rowsAt(5, [
          [1, [2, 7]],
          [4, [2, 8]],
        ]),
      ),
    ).toBeNull();
    const clear = rowsAt(5, [
      [1, [2, 7]],
      [4, [2, 7]],
    ]);
    remove(clear, [...colCells(2, [1, 4]), ...colCells(7, [1, 4])], [5]);
    expect(findXWing(clear)).toBeNull();
  });
});

describe('swordfish', () => {
  it('takes 4 out of columns 1, 5 and 9 when rows 1, 5 and 9 have it only there, two each', () => {
    const step = findSwordfish(
      rowsAt(4, [
        [1, [1, 5]],
        [5, [5, 9]],
        [9, [1, 9]],
      ]),
    );
    expect(step).toMatchObject({ technique: 'swordfish', digits: [4], units: [0, 4, 8, 9, 13, 17] });
    expect(step!.eliminations).toHaveLength(18);
  });
  it('does not fire when one row strays into a fourth column', () => {
    expect(
      findSwordfish(
        rowsAt(4, [
          [1, [1, 5]],
          [5, [5, 9]],
          [9, [1, 8]],
        ]),
      ),
    ).toBeNull();
  });
});

describe('jellyfish', () => {
  it('takes 8 out of columns 1-4 when rows 1, 3, 5 and 7 have it only there', () => {
    const step = findJellyfish(
      rowsAt(8, [
        [1, [1, 2]],
        [3, [2, 3]],
        [5, [3, 4]],
        [7, [1, 4]],
      ]),
    );
    expect(step).toMatchObject({ technique: 'jellyfish', digits: [8], units: [0, 2, 4, 6, 9, 10, 11, 12] });
    expect(step!.eliminations).toHaveLength(20);
  });
  it('does not fire when one row strays into a fifth column', () => {
    expect(
      findJellyfish(
        rowsAt(8, [
          [1, [1, 2]],
          [3, [2, 3]],
          [5, [3, 4]],
          [7, [1, 5]],
        ]),
      ),
    ).toBeNull();
  });
});

describe('on a 16×16 board', () => {
  it('finds an X-wing on digit 16, the mask’s top bit', () => {
    const cg = blankBoard(4);
    const cols = [...Array(16).keys()].map((i) => i + 1);
    for (const r of [1, 9])
      remove(
        cg,
        cols.filter((c) => c !== 1 && c !== 16).map((c) => rc(r, c, 16)),
        [16],
      );
    const step = findXWing(cg);
    expect(step).toMatchObject({ digits: [16], cells: [rc(1, 1, 16), rc(1, 16, 16), rc(9, 1, 16), rc(9, 16, 16)] });
    expect(step!.eliminations).toHaveLength(28);
    expect(step!.eliminations.every((e) => e.digit === 16)).toBe(true);
  });
});
