import { describe, expect, it } from 'vitest';
import { findClaiming, findPointing } from '../../../src/core/logic/intersections.ts';
import { blankBoard, boxCells, colCells, named, rc, remove, rowCells } from '../../helpers/pencilMarks.ts';

describe('pointing', () => {
  it('clears a row of the digit when a box has it only in that row', () => {
    const cg = remove(blankBoard(), boxCells(1, [rc(1, 1), rc(1, 2)]), [3]);
    const step = findPointing(cg);
    expect(step?.technique).toBe('pointing');
    expect(step!.cells).toEqual([rc(1, 1), rc(1, 2)]);
    expect(step!.units).toEqual([18, 0]);
    expect(named(step!.eliminations)).toEqual(['r1c4=3', 'r1c5=3', 'r1c6=3', 'r1c7=3', 'r1c8=3', 'r1c9=3']);
  });
  it('clears a column the same way', () => {
    const cg = remove(blankBoard(), boxCells(5, [rc(4, 5), rc(6, 5)]), [8]);
    expect(named(findPointing(cg)!.eliminations)).toEqual(['r1c5=8', 'r2c5=8', 'r3c5=8', 'r7c5=8', 'r8c5=8', 'r9c5=8']);
  });
  it('does not fire when the row holds the digit nowhere else', () => {
    const cg = remove(blankBoard(), boxCells(1, [rc(1, 1), rc(1, 2)]), [3]);
    expect(findPointing(remove(cg, rowCells(1, [1, 2]), [3]))).toBeNull();
  });
});

describe('claiming', () => {
  it('clears a box of the digit when a row has it only in that box', () => {
    const step = findClaiming(remove(blankBoard(), rowCells(1, [1, 2]), [3]));
    expect(step?.technique).toBe('claiming');
    expect(step!.units).toEqual([0, 18]);
    expect(named(step!.eliminations)).toEqual(['r2c1=3', 'r2c2=3', 'r2c3=3', 'r3c1=3', 'r3c2=3', 'r3c3=3']);
  });
  it('clears a box when a column has the digit only in it', () => {
    const step = findClaiming(remove(blankBoard(), colCells(9, [7, 9]), [2]));
    expect(step!.units).toEqual([17, 26]);
    expect(named(step!.eliminations)).toEqual(['r7c7=2', 'r7c8=2', 'r8c7=2', 'r8c8=2', 'r9c7=2', 'r9c8=2']);
  });
  it('does not fire when the box holds the digit nowhere else', () => {
    const cg = remove(blankBoard(), rowCells(1, [1, 2]), [3]);
    expect(findClaiming(remove(cg, boxCells(1, [rc(1, 1), rc(1, 2)]), [3]))).toBeNull();
  });
});
