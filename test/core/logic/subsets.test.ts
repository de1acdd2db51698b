import { describe, expect, it } from 'vitest';
import type { CandidateGrid } from '../../../src/core/logic/candidateGrid.ts';
import {
  findHiddenPair,
  findHiddenQuad,
  findHiddenTriple,
  findNakedPair,
  findNakedQuad,
  findNakedTriple,
} from '../../../src/core/logic/subsets.ts';
import { blankBoard, boxCells, colCells, keepOnly, named, rc, remove, rowCells } from '../../helpers/pencilMarks.ts';

const withCells = (cells: [number, number[]][]): CandidateGrid => {
  const cg = blankBoard();
  for (const [c, digits] of cells) keepOnly(cg, c, digits);
  return cg;
};

describe('naked pair', () => {
  it('takes {3,7} out of the rest of row 4 when r4c2 and r4c8 hold only 3 and 7', () => {
    const step = findNakedPair(
      withCells([
        [rc(4, 2), [3, 7]],
        [rc(4, 8), [3, 7]],
      ]),
    );
    expect(step).toMatchObject({ technique: 'naked-pair', cells: [rc(4, 2), rc(4, 8)], digits: [3, 7], units: [3] });
    expect(step!.eliminations).toHaveLength(14);
    expect(named(step!.eliminations).slice(0, 2)).toEqual(['r4c1=3', 'r4c1=7']);
  });
  it('looks in the boxes before the rows', () => {
    const step = findNakedPair(
      withCells([
        [rc(4, 2), [3, 7]],
        [rc(4, 8), [3, 7]],
        [rc(8, 8), [1, 5]],
        [rc(9, 9), [1, 5]],
      ]),
    );
    expect(step).toMatchObject({ cells: [rc(8, 8), rc(9, 9)], digits: [1, 5], units: [26] });
  });
  it('does not fire when the two cells hold three digits between them', () => {
    expect(
      findNakedPair(
        withCells([
          [rc(4, 2), [3, 7]],
          [rc(4, 8), [3, 8]],
        ]),
      ),
    ).toBeNull();
  });
});

describe('hidden pair', () => {
  it('strips every other candidate from the two cells that alone hold 2 and 9 in row 1', () => {
    const step = findHiddenPair(remove(blankBoard(), rowCells(1, [3, 6]), [2, 9]));
    expect(step).toMatchObject({ technique: 'hidden-pair', cells: [rc(1, 3), rc(1, 6)], digits: [2, 9], units: [0] });
    expect(named(step!.eliminations)).toEqual(
      [1, 3, 4, 5, 6, 7, 8].map((d) => `r1c3=${d}`).concat([1, 3, 4, 5, 6, 7, 8].map((d) => `r1c6=${d}`)),
    );
  });
  it('does not fire when one of the digits has a third place', () => {
    const cg = remove(blankBoard(), rowCells(1, [3, 6, 8]), [9]);
    expect(findHiddenPair(remove(cg, rowCells(1, [3, 6]), [2]))).toBeNull();
  });
});

describe('naked triple', () => {
  it('finds {1,2},{2,3},{1,3}, no cell holding all three', () => {
    const cells: [number, number[]][] = [
      [rc(1, 1), [1, 2]],
      [rc(1, 4), [2, 3]],
      [rc(1, 8), [1, 3]],
    ];
    const step = findNakedTriple(withCells(cells));
    expect(step).toMatchObject({ technique: 'naked-triple', cells: [0, 3, 7], digits: [1, 2, 3], units: [0] });
    expect(step!.eliminations).toHaveLength(18);
  });
  it('does not fire on {1,2},{2,3},{1,4}', () => {
    expect(
      findNakedTriple(
        withCells([
          [rc(1, 1), [1, 2]],
          [rc(1, 4), [2, 3]],
          [rc(1, 8), [1, 4]],
        ]),
      ),
    ).toBeNull();
  });
});

describe('hidden triple', () => {
  it('finds 4, 5 and 6 confined to three cells of column 5, one cell lacking the 6', () => {
    const cg = remove(blankBoard(), colCells(5, [2, 5, 8]), [4, 5, 6]);
    const step = findHiddenTriple(remove(cg, [rc(8, 5)], [6]));
    expect(step).toMatchObject({ technique: 'hidden-triple', cells: [rc(2, 5), rc(5, 5), rc(8, 5)], units: [13] });
    expect(step!.digits).toEqual([4, 5, 6]);
    expect(step!.eliminations).toHaveLength(18);
  });
  it('does not fire when 4 has a fourth place', () => {
    const cg = remove(blankBoard(), colCells(5, [2, 5, 8]), [5, 6]);
    expect(findHiddenTriple(remove(cg, colCells(5, [2, 5, 8, 9]), [4]))).toBeNull();
  });
});

describe('naked quad', () => {
  const quad = (last: number[]): CandidateGrid =>
    withCells([
      [rc(4, 4), [1, 2]],
      [rc(4, 6), [2, 3]],
      [rc(6, 4), [3, 4]],
      [rc(6, 6), last],
    ]);
  it('finds {1,2},{2,3},{3,4},{1,4} in box 5', () => {
    const step = findNakedQuad(quad([1, 4]));
    expect(step).toMatchObject({ technique: 'naked-quad', digits: [1, 2, 3, 4], units: [22] });
    expect(step!.eliminations).toHaveLength(20);
  });
  it('does not fire on {1,2},{2,3},{3,4},{4,5}', () => {
    expect(findNakedQuad(quad([4, 5]))).toBeNull();
  });
});

describe('hidden quad', () => {
  const corners = [rc(7, 7), rc(7, 9), rc(8, 8), rc(9, 9)];
  it('finds 1-4 confined to four cells of box 9', () => {
    const step = findHiddenQuad(remove(blankBoard(), boxCells(9, corners), [1, 2, 3, 4]));
    expect(step).toMatchObject({ technique: 'hidden-quad', cells: corners, digits: [1, 2, 3, 4], units: [26] });
    expect(step!.eliminations).toHaveLength(20);
  });
  it('does not fire when 4 has a fifth place', () => {
    const cg = remove(blankBoard(), boxCells(9, corners), [1, 2, 3]);
    expect(findHiddenQuad(remove(cg, boxCells(9, [...corners, rc(8, 7)]), [4]))).toBeNull();
  });
});
