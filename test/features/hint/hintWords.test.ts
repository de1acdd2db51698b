import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { geometry } from '../../../src/core/index.ts';
import { hintFor, type Hint } from '../../../src/core/logic/hint.ts';
import { hintText } from '../../../src/features/hint/hintWords.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { HINT_POSITIONS } from '../../core/logic/hintPositions.ts';

afterEach(() => setLocale('en'));
const g = geometry(3);
const hintAt = (technique: keyof typeof HINT_POSITIONS): Hint => {
  const p = HINT_POSITIONS[technique];
  return hintFor(gridFromLine(p.puzzle), gridFromLine(p.board).cells);
};
const levels = (hint: Hint) => [1, 2, 3].map((level) => hintText(hint, level as 1 | 2 | 3, g));

describe('the three levels of a hint', () => {
  it('a single: the technique, then its column and cell, then the placement', () => {
    expect(levels(hintAt('hidden-single'))).toEqual([
      'Technique available: Hidden single. Press Hint again to see where.',
      'Hidden single in column 9: look at r1c9. Press Hint again for the whole step.',
      'Hidden single: 2 has one place left in column 9, r1c9.',
    ]);
  });

  it('a naked pair: the technique, then its column and two cells, then what leaves the column', () => {
    expect(levels(hintAt('naked-pair'))).toEqual([
      'Technique available: Naked pair. Press Hint again to see where.',
      'Naked pair in column 3: look at r5c3 and r9c3. Press Hint again for the whole step.',
      'Naked pair {7,8} in r5c3 and r9c3: 7 and 8 leave the rest of column 3.',
    ]);
  });

  it('an X-wing: the technique, then its base and cover lines and four corners, then the fish', () => {
    expect(levels(hintAt('x-wing'))).toEqual([
      'Technique available: X-wing. Press Hint again to see where.',
      'X-wing in column 6, column 9, row 2 and row 4: look at r2c6, r2c9, r4c6 and r4c9. Press Hint again for the whole step.',
      'X-wing on 3: in column 6 and column 9, 3 lies only in row 2 and row 4, so 3 leaves the rest of row 2 and row 4.',
    ]);
  });

  it('a chain: the technique, then its cells, then the chain on its digit', () => {
    const [one, two, three] = levels(hintAt('x-chain'));
    expect(one).toBe('Technique available: X-chain. Press Hint again to see where.');
    expect(two).toBe(
      'X-chain in row 3, column 6 and column 9: look at r3c2, r3c4, r1c6, r5c6, r5c9 and r7c9. Press Hint again for the whole step.',
    );
    expect(three).toBe('X-chain in r3c2, r3c4, r1c6, r5c6, r5c9 and r7c9 on {1}.');
    expect(levels(hintAt('xy-chain'))[1]).toBe(
      'XY-chain: look at r2c3, r3c1, r7c1 and r7c3. Press Hint again for the whole step.',
    );
  });

  it('a wrong digit: names the cell at every level, never a technique', () => {
    const wrong: Hint = { kind: 'wrong', cells: [40] };
    expect(new Set(levels(wrong))).toEqual(
      new Set(['r5c5 holds a wrong digit: the board as it stands contradicts the solution.']),
    );
    expect(hintText({ kind: 'wrong', cells: [0, 80] }, 1, g)).toBe(
      'r1c1 and r9c9 hold wrong digits: the board as it stands contradicts the solution.',
    );
  });

  it('speaks Chinese at each level', () => {
    setLocale('zh-CN');
    expect(levels(hintAt('naked-pair'))).toEqual([
      '可用技巧：显性数对。再按“提示”看在哪里。',
      '显性数对，在第3列：看 r5c3 和 r9c3。再按“提示”看完整的一步。',
      '第3列的 r5c3 和 r9c3 构成显性数对 {7,8}：7 和 8 从第3列其余格中删去。',
    ]);
    expect(hintText({ kind: 'wrong', cells: [40] }, 1, g)).toBe('r5c5 填的数不对：当前盘面与答案矛盾。');
  });
});
