import { describe, expect, it } from 'vitest';
import { candidateMasks } from '../../src/core/candidates.ts';

const digits = (mask: number) => [...Array(16).keys()].filter((i) => mask & (1 << i)).map((i) => i + 1);

describe('candidateMasks', () => {
  it('leaves out digits of the row, the column and the box', () => {
    // 4×4: row 0 = 1 . . . ; column 1 holds 2 at row 3; box 0 holds 3 at r1c0.
    const cells = new Uint8Array(16);
    cells[0] = 1;
    cells[13] = 2;
    cells[4] = 3;
    expect(digits(candidateMasks(2, cells)[1])).toEqual([4]);
  });
  it('gives filled cells no candidates', () => {
    const cells = new Uint8Array(81);
    cells[40] = 5;
    const masks = candidateMasks(3, cells);
    expect(masks[40]).toBe(0);
    expect(digits(masks[0])).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(digits(masks[41])).not.toContain(5);
  });
});
