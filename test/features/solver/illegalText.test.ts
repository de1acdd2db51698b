import { afterAll, describe, expect, it } from 'vitest';
import { EventChecker } from '../../../src/features/solver/api/checker.ts';
import type { BadCall } from '../../../src/features/solver/api/badCall.ts';
import type { Illegal } from '../../../src/features/solver/api/illegal.ts';
import { jsApi } from '../../../src/features/solver/api/jsApi.ts';
import {
  rawBacktrack,
  rawBad,
  rawCheck,
  rawEliminate,
  rawPlace,
  rawSelect,
  rawSolution,
} from '../../../src/features/solver/api/rawWords.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { illegalText } from '../../../src/features/solver/illegalText.ts';
import { gridFromLine } from '../../helpers/gridText.ts';

// .3.. / .143 / 3..2 / ...4 : a 4×4 board; cell = row · 4 + column.
const FOUR = gridFromLine('.3...1433..2...4');

/** The illegal event the checker finds in `raw`, as the page gets it. */
function illegalOf(raw: number[]): Illegal {
  const checker = new EventChecker(FOUR);
  checker.check(Uint32Array.from(raw), raw.length);
  expect(checker.illegal).toHaveLength(1);
  return checker.illegal[0];
}

/**
 * One yielded sequence per kind of illegal event, and its sentence on an English and a Chinese page:
 * each cell named both ways, (row, column) from 0 as the code writes it and as the board names it,
 * and for the two classic mistakes their likely cause.
 */
const cases: [string, number[], string, string][] = [
  [
    'wrong-ok',
    [rawCheck(0, 3, true)],
    'at (0, 0) = r1c1, check(0, 0, 3) said 3 fits, but its row already has 3, at (0, 1) = r1c2. Does your check look at the row?',
    '在 (0, 0) = r1c1，check(0, 0, 3) 说 3 能填，但同行的 (0, 1) = r1c2 已有 3。你的检查有没有看同一行？',
  ],
  [
    'wrong-fail',
    [rawCheck(0, 2, false)],
    'at (0, 0) = r1c1, check(0, 0, 2) said 2 does not fit, but no cell in its row, column or box holds 2. Did you clear the cell when you backtracked (board[row][col] = 0)?',
    '在 (0, 0) = r1c1，check(0, 0, 2) 说 2 不能填，但同行、同列、同宫都没有 2。回溯时有没有把格子清空（board[row][col] = 0）？',
  ],
  [
    'check-filled',
    [rawCheck(1, 2, true)],
    'check(0, 1, 2) tests a cell that is not empty: (0, 1) = r1c2 holds 3. Check only empty cells.',
    'check(0, 1, 2) 检查的不是空格：(0, 1) = r1c2 里已经有 3。只检查空格。',
  ],
  [
    'place-given',
    [rawPlace(5, 2)],
    'place(1, 1, 2) writes over the given 1 at (1, 1) = r2c2.',
    'place(1, 1, 2) 覆盖了 (1, 1) = r2c2 的已知数 1。',
  ],
  [
    'place-filled',
    [rawPlace(0, 2), rawPlace(0, 4)],
    'place(0, 0, 4) writes into (0, 0) = r1c1, which already holds 2: backtrack it first.',
    'place(0, 0, 4) 往 (0, 0) = r1c1 里填数，但那里已经有 2：先回溯它。',
  ],
  [
    'place-clash',
    [rawPlace(0, 1)],
    'at (0, 0) = r1c1, place(0, 0, 1) puts 1 where its box already has 1, at (1, 1) = r2c2.',
    '在 (0, 0) = r1c1，place(0, 0, 1) 填入 1，但同宫的 (1, 1) = r2c2 已有 1。',
  ],
  [
    'backtrack-empty',
    [rawBacktrack(0)],
    'backtrack(0, 0) erases an empty cell: nothing is placed at (0, 0) = r1c1.',
    'backtrack(0, 0) 擦的是空格：(0, 0) = r1c1 里没有填过数。',
  ],
  [
    'backtrack-given',
    [rawBacktrack(1)],
    'backtrack(0, 1) erases the given 3 at (0, 1) = r1c2; only placed digits can be backtracked.',
    'backtrack(0, 1) 擦掉了 (0, 1) = r1c2 的已知数 3；只能回溯自己填入的数。',
  ],
  [
    'select-filled',
    [rawSelect(1, 1)],
    'select(0, 1, 1) chooses (0, 1) = r1c2, which is not empty: it holds 3.',
    'select(0, 1, 1) 选的 (0, 1) = r1c2 不是空格：里面已经有 3。',
  ],
  [
    'select-count',
    [rawSelect(0, 3)],
    'select(0, 0, 3) says (0, 0) = r1c1 has 3 candidates, but it has 2.',
    'select(0, 0, 3) 说 (0, 0) = r1c1 有 3 个候选数，实际上有 2 个。',
  ],
  [
    'solution-not-full',
    [rawSolution()],
    'solution() came with 9 empty cells left, the first at (0, 0) = r1c1.',
    'solution() 报告时还剩 9 个空格，第一个在 (0, 0) = r1c1。',
  ],
  [
    'eliminate-filled',
    [rawEliminate(1, 2)],
    'eliminate(0, 1, 2) prunes a cell that is not empty: (0, 1) = r1c2 holds 3. Prune only empty cells.',
    'eliminate(0, 1, 2) 删减的不是空格：(0, 1) = r1c2 里已经有 3。只删减空格的值域。',
  ],
  [
    'eliminate-fits',
    [rawEliminate(0, 2)],
    'at (0, 0) = r1c1, eliminate(0, 0, 2) removes 2, but no cell in its row, column or box holds 2. Did you clear the cell when you backtracked (board[row][col] = 0)?',
    '在 (0, 0) = r1c1，eliminate(0, 0, 2) 把 2 从值域里删掉，但同行、同列、同宫都没有 2。回溯时有没有把格子清空（board[row][col] = 0）？',
  ],
  [
    'not-event',
    [7],
    'the solver yielded 7, which is not an event: yield check(…), place(…), backtrack(…), select(…), solution() or eliminate(…).',
    '求解器 yield 了 7，它不是事件：只能 yield check(…)、place(…)、backtrack(…)、select(…)、solution() 或 eliminate(…)。',
  ],
];

/** What the JavaScript helpers record for a call with bad arguments on the 4×4 board. */
function jsBad(call: (api: ReturnType<typeof jsApi>) => number): BadCall {
  const bad: BadCall[] = [];
  call(jsApi(4, bad));
  expect(bad).toHaveLength(1);
  return bad[0];
}

/** Python's record of the same call names its language (pyRun.test.ts holds the harness to that). */
const py = (b: BadCall): BadCall => ({ ...b, lang: 'py' });

/** Each kind of bad call or unreadable yield, and its sentence on a Chinese page. */
const badCases: [string, BadCall, string][] = [
  ['a row out of range', jsBad((a) => a.place(4, 0, 1)), 'place(4, 0, 1)：行号 4 不是 0 到 3 之间的整数。'],
  [
    'a column that is not a number',
    jsBad((a) => a.backtrack(0, 'x')),
    'backtrack(0, "x")：列号 "x" 不是 0 到 3 之间的整数。',
  ],
  [
    'a digit that is not whole',
    jsBad((a) => a.check(1, 2, 1.5, true)),
    'check(1, 2, 1.5, true)：数字 1.5 不是 1 到 4 之间的整数。',
  ],
  [
    'a candidate count out of range',
    jsBad((a) => a.select(0, 3, 5)),
    'select(0, 3, 5)：候选数个数 5 不是 0 到 4 之间的整数。',
  ],
  [
    'a check without its verdict, in JavaScript',
    jsBad((a) => a.check(0, 3, 1)),
    'check(0, 3, 1)：check 还需要第四个参数，即判断结果：d 能填写 true，不能填写 false。',
  ],
  [
    'a check without its verdict, in Python',
    py(jsBad((a) => a.check(0, 3, 1))),
    'check(0, 3, 1)：check 还需要第四个参数，即判断结果：d 能填写 True，不能填写 False。',
  ],
  [
    'a yield of something else, in JavaScript',
    { call: '', problem: 'not-event', shown: 'object', bound: 0, lang: 'js' },
    '求解器 yield 了 object，它不是事件：只能 yield check(…)、place(…)、backtrack(…)、select(…)、solution() 或 eliminate(…)。',
  ],
  [
    'a yield of something else, in Python',
    { call: '', problem: 'not-event', shown: 'tuple', bound: 0, lang: 'py' },
    '求解器 yield 了 tuple，它不是事件：只能 yield check(...)、place(...)、backtrack(...)、select(...)、solution() 或 eliminate(...)。',
  ],
];

describe('an illegal event in the page’s language', () => {
  afterAll(() => setLocale('en'));

  it.each(cases)('%s reads in English and in Chinese with its cells named both ways', (kind, raw, english, chinese) => {
    const x = illegalOf(raw);
    expect(x.kind).toBe(kind);
    setLocale('en');
    expect(illegalText(x)).toBe(english);
    setLocale('zh-CN');
    expect(illegalText(x)).toBe(chinese);
  });

  it.each(badCases)('%s reads in English exactly as the CLI prints it, and in Chinese', (_name, bad, chinese) => {
    const checker = new EventChecker(FOUR);
    checker.check(Uint32Array.from([rawBad(0, bad.problem === 'not-event')]), 1, [bad]);
    const x = checker.illegal[0];
    expect(x.kind).toBe(bad.problem === 'not-event' ? 'not-event' : 'bad-call');
    setLocale('en');
    expect(illegalText(x)).toBe(x.message);
    setLocale('zh-CN');
    expect(illegalText(x)).toBe(chinese);
  });
});
