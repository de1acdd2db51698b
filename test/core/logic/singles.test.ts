import { describe, expect, it } from 'vitest';
import { findFullHouse, findHiddenSingle, findNakedSingle } from '../../../src/core/logic/singles.ts';
import { blankBoard, boardOf, boxCells, keepOnly, named, rc, remove, rowCells } from '../../helpers/pencilMarks.ts';

const DOTS = '.'.repeat(72);

describe('full house', () => {
  it('fills the last empty cell of a row with the row’s missing digit', () => {
    const step = findFullHouse(boardOf('12345678.' + DOTS));
    expect(step?.technique).toBe('full-house');
    expect(named(step!.placements)).toEqual(['r1c9=9']);
    expect(step!.units).toEqual([0]);
  });
  it('does not fire while every unit has two empty cells or more', () => {
    expect(findFullHouse(boardOf('1234567..' + DOTS))).toBeNull();
    expect(findFullHouse(blankBoard())).toBeNull();
  });
  it('works on a 4×4 board, box before row', () => {
    // 1 2 | . 4      row 1 and box 2 both miss only r1c3's 3; the step names the box, scanned first
    // 3 4 | 1 2
    const step = findFullHouse(boardOf('12.43412........'));
    expect(step?.placements).toEqual([{ cell: 2, digit: 3 }]);
    expect(step!.units).toEqual([9]);
  });
});

describe('hidden single', () => {
  it('places a digit that has one place left in a box', () => {
    const cg = remove(blankBoard(), boxCells(1, [rc(2, 3)]), [4]);
    const step = findHiddenSingle(cg);
    expect(step?.technique).toBe('hidden-single');
    expect(named(step!.placements)).toEqual(['r2c3=4']);
    expect(step!.units).toEqual([18]);
  });
  it('scans boxes before rows', () => {
    const cg = remove(blankBoard(), rowCells(5, [5]), [1]);
    remove(cg, boxCells(9, [rc(9, 9)]), [7]);
    expect(named(findHiddenSingle(cg)!.placements)).toEqual(['r9c9=7']);
  });
  it('finds one in a row when no box has one', () => {
    const cg = remove(blankBoard(), rowCells(5, [5]), [1]);
    expect(named(findHiddenSingle(cg)!.placements)).toEqual(['r5c5=1']);
  });
  it('does not fire while every digit has two places in every unit', () => {
    expect(findHiddenSingle(remove(blankBoard(), rowCells(5, [5, 6]), [1]))).toBeNull();
  });
});

describe('naked single', () => {
  it('places the one candidate a cell has left', () => {
    const step = findNakedSingle(keepOnly(blankBoard(), rc(3, 3), [6]));
    expect(step?.technique).toBe('naked-single');
    expect(named(step!.placements)).toEqual(['r3c3=6']);
  });
  it('does not fire where every empty cell has two candidates or more, nor on a filled cell', () => {
    expect(findNakedSingle(keepOnly(blankBoard(), rc(3, 3), [6, 7]))).toBeNull();
    expect(findNakedSingle(boardOf('12345678.' + DOTS))?.placements).toEqual([{ cell: 8, digit: 9 }]);
  });
});
