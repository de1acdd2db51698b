import { describe, expect, it } from 'vitest';
import { narrate } from '../../../../src/lib/ui/teach/narration.ts';
import { back, BOX, COL, fail, ok, place, ROW, select, solution } from '../../../helpers/eventBuilders.ts';

// 9×9 cells: r4c5 = 3*9+4 = 31, r4c9 = 35, r4c6 = 32, r7c5 = 58.
const R4C5 = 31,
  R4C9 = 35,
  R4C6 = 32,
  R7C5 = 58,
  R5C4 = 39;

describe('narrate', () => {
  it('says where a tried digit already stands: unit, its number and the clashing cell', () => {
    expect(narrate(fail(R4C5, 7, R4C9, ROW), 3)).toBe('r4c5: try 7 — 7 is already in row 4, at r4c9');
    expect(narrate(fail(R4C5, 2, R7C5, COL), 3)).toBe('r4c5: try 2 — 2 is already in column 5, at r7c5');
    expect(narrate(fail(R4C5, 1, R5C4, BOX), 3)).toBe('r4c5: try 1 — 1 is already in box 5, at r5c4');
  });

  it('says a passing check fits and a placement gives cell, digit and depth', () => {
    expect(narrate(ok(R4C5, 7), 3)).toBe('r4c5: try 7 — it fits');
    expect(narrate(place(R4C5, 7, 12), 3)).toBe('r4c5 = 7, depth 12');
  });

  it('tells a backtrack by the cell that ran out of digits just before it', () => {
    expect(narrate(back(R4C5, 7), 3, fail(R4C6, 9, R4C9, ROW))).toBe('no digit fits r4c6: back to r4c5, erase its 7');
    expect(narrate(back(R4C5, 7), 3, back(R4C6, 9))).toBe('no digit left for r4c6: back to r4c5, erase its 7');
    expect(narrate(back(R4C5, 7), 3, select(R4C6, 0))).toBe('no digit fits r4c6: back to r4c5, erase its 7');
    expect(narrate(back(R4C5, 7), 3, solution(1))).toBe('solution recorded, search on: back to r4c5, erase its 7');
    expect(narrate(back(R4C5, 7), 3)).toBe('nothing below worked: back to r4c5, erase its 7');
  });

  it('tells an MRV choice and a dead end apart, and numbers solutions', () => {
    expect(narrate(select(R4C5, 2), 3)).toBe('choose r4c5: fewest candidates, 2');
    expect(narrate(select(R4C5, 0), 3)).toBe('choose r4c5: no candidates left, a dead end');
    expect(narrate(solution(1234), 3)).toBe('solution 1,234: every cell is filled');
  });

  it('tells propagation apart from guessing: an eliminated candidate, a forced digit', () => {
    expect(narrate({ type: 'eliminate', cell: R4C5, digit: 3 }, 3)).toBe('r4c5: 3 is no longer a candidate');
    expect(narrate({ type: 'assign', cell: R4C5, digit: 3, depth: 4 }, 3)).toBe('r4c5 = 3, forced, depth 4');
  });

  it('names the exact-cover constraint Dancing Links chose', () => {
    expect(
      narrate({ type: 'select', cell: 27, candidates: 2, constraint: { kind: 'row', index: 3, digit: 5 } }, 3),
    ).toBe('choose where 5 goes in row 4: 2 options');
    expect(narrate({ type: 'select', cell: R4C5, candidates: 1, constraint: { kind: 'cell', index: R4C5 } }, 3)).toBe(
      'choose r4c5: fewest candidates, 1',
    );
  });

  it('writes 16×16 digits as the board shows them', () => {
    expect(narrate(place(0, 16, 1), 4)).toBe('r1c1 = G, depth 1');
  });

  it('gives an event kind it does not know a neutral sentence instead of failing', () => {
    expect(narrate({ type: 'cover', cell: R4C5, digit: 3 }, 3)).toBe('cover 3 at r4c5');
    expect(narrate({ type: 'kind 7' }, 3)).toBe('kind 7');
    expect(narrate(null, 3)).toBe('Ready: nothing tried yet.');
  });
});
