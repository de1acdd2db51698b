import { describe, expect, it } from 'vitest';
import type { CandidateGrid } from '../../../src/core/logic/candidateGrid.ts';
import { findXYZWing } from '../../../src/core/logic/xyzWing.ts';
import { blankBoard, keepOnly, named, rc, remove } from '../../helpers/pencilMarks.ts';

const withCells = (cells: [number, number[]][]): CandidateGrid => {
  const cg = blankBoard();
  for (const [c, digits] of cells) keepOnly(cg, c, digits);
  return cg;
};

const wing = (second: number[]): CandidateGrid =>
  withCells([
    [rc(1, 2), [1, 2, 3]],
    [rc(1, 8), [1, 3]],
    [rc(2, 1), second],
  ]);

describe('XYZ-wing', () => {
  it('takes 3 out of the cells that see the pivot r1c2 {1,2,3} and both pincers', () => {
    const step = findXYZWing(wing([2, 3]));
    expect(step).toMatchObject({ technique: 'xyz-wing', cells: [rc(1, 2), rc(1, 8), rc(2, 1)], digits: [1, 2, 3] });
    expect(named(step!.eliminations)).toEqual(['r1c1=3', 'r1c3=3']);
  });
  it('does not fire when a pincer holds a digit the pivot lacks, nor when nothing is left to remove', () => {
    expect(findXYZWing(wing([3, 4]))).toBeNull();
    expect(findXYZWing(remove(wing([2, 3]), [rc(1, 1), rc(1, 3)], [3]))).toBeNull();
  });
});
