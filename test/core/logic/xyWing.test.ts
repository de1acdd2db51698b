import { describe, expect, it } from 'vitest';
import type { CandidateGrid } from '../../../src/core/logic/candidateGrid.ts';
import { findXYWing } from '../../../src/core/logic/xyWing.ts';
import { blankBoard, keepOnly, named, rc } from '../../helpers/pencilMarks.ts';

const withCells = (cells: [number, number[]][]): CandidateGrid => {
  const cg = blankBoard();
  for (const [c, digits] of cells) keepOnly(cg, c, digits);
  return cg;
};

describe('XY-wing', () => {
  it('takes 3 out of r5c5, which sees both pincers of pivot r1c1 {1,2}', () => {
    const step = findXYWing(
      withCells([
        [rc(1, 1), [1, 2]],
        [rc(1, 5), [1, 3]],
        [rc(5, 1), [2, 3]],
      ]),
    );
    expect(step).toMatchObject({ technique: 'xy-wing', cells: [rc(1, 1), rc(1, 5), rc(5, 1)], digits: [1, 2, 3] });
    expect(named(step!.eliminations)).toEqual(['r5c5=3']);
  });
  it('reaches through a box: a pincer in the pivot’s box and one in its row', () => {
    const step = findXYWing(
      withCells([
        [rc(1, 1), [1, 2]],
        [rc(2, 3), [1, 3]],
        [rc(1, 8), [2, 3]],
      ]),
    );
    expect(named(step!.eliminations)).toEqual(['r1c2=3', 'r1c3=3', 'r2c7=3', 'r2c8=3', 'r2c9=3']);
  });
  it('does not fire when the pincers share no third digit, nor when both hold the same pivot digit', () => {
    expect(
      findXYWing(
        withCells([
          [rc(1, 1), [1, 2]],
          [rc(1, 5), [1, 3]],
          [rc(5, 1), [2, 4]],
        ]),
      ),
    ).toBeNull();
    expect(
      findXYWing(
        withCells([
          [rc(1, 1), [1, 2]],
          [rc(1, 5), [1, 3]],
          [rc(5, 1), [1, 3]],
        ]),
      ),
    ).toBeNull();
  });
});
