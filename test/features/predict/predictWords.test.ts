import { afterAll, describe, expect, it } from 'vitest';
import { KEPT_LATIN } from '../../browser/support/englishLeft.ts';
import type { Question, Reason } from '../../../src/features/predict/questions/index.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import {
  explain,
  howToAnswer,
  KIND_LABELS,
  notOfferedWhy,
  promptOf,
} from '../../../src/features/predict/predictWords.ts';
import { predictKey } from '../../../src/features/predict/predictKeys.ts';

const cases: Array<[Reason, string, string]> = [
  [
    { kind: 'clash', cell: 1, digit: 5, peer: 14, unit: 0 },
    '5 clashes with r2c6 in the same row.',
    '同行的 r2c6 已有 5。',
  ],
  [
    { kind: 'fits', cell: 0, digit: 4 },
    '4 fits in r1c1: no cell in its row, column or box holds 4.',
    'r1c1 能填 4：同行、同列、同宫都没有 4。',
  ],
  [
    { kind: 'notThatPeer', cell: 0, digit: 3, peer: 80, clash: { peer: 1, unit: 0 } },
    'r9c9 does not hold 3 beside r1c1; 3 clashes with r1c2 in the same row.',
    '不是 r9c9：它不是和 r1c1 冲突的那一格。3 冲突的是同行的 r1c2。',
  ],
  [
    { kind: 'firstFit', cell: 0, digit: 2, chosen: 7 },
    '7 would fit too, but digits are tried in ascending order: 2 fits first.',
    '7 也能填，但数是从小到大依次试的：先试到的 2 已经能填。',
  ],
  [
    { kind: 'triedBefore', cell: 0, chosen: 1, from: 3 },
    '1 was tried in r1c1 before and led to a dead end; the search goes on from 3.',
    'r1c1 之前试过 1，走进了死路；这次从 3 接着试。',
  ],
  [
    { kind: 'noneFits', cell: 9, from: 4 },
    'No digit from 4 on fits in r2c1: nothing is placed, the search goes back.',
    '从 4 起没有一个数能填进 r2c1：什么也不填，回溯。',
  ],
  [{ kind: 'placed', cell: 0, digit: 2, chosen: 4 }, '2 goes into r1c1, not 4.', 'r1c1 填入的是 2，不是 4。'],
  [
    { kind: 'lastWritten', cell: 2, digit: 1, chosen: 0 },
    'Back to r1c3, erasing its 1: the most recent digit written is undone first.',
    '回溯到 r1c3，擦掉它的 1：最后填的数最先撤销。',
  ],
  [
    { kind: 'filled', chosen: 0 },
    'r1c1 is already filled: only an empty cell can be chosen.',
    'r1c1 已经有数了：只能选空格。',
  ],
  [
    { kind: 'fewest', cell: 3, count: 2, tied: [3, 12], chosen: 12, chosenCount: 2 },
    'r2c4 has the fewest candidates: 2. r1c4 and r2c4 tie; the lowest in reading order, r1c4, is taken.',
    'r2c4 有 2 个候选数，是最少的。r1c4 和 r2c4 一样少；按从左到右、从上到下的顺序取第一个：r1c4。',
  ],
  [
    { kind: 'fewest', cell: 0, count: 1, tied: [0, 1, 2, 3, 4, 5, 6], chosen: 0, chosenCount: 1 },
    'r1c1 has the fewest candidates: 1. r1c1, r1c2, r1c3, r1c4, r1c5, r1c6 and more tie; the lowest in reading order, r1c1, is taken.',
    'r1c1 有 1 个候选数，是最少的。r1c1、r1c2、r1c3、r1c4、r1c5、r1c6 等格一样少；按从左到右、从上到下的顺序取第一个：r1c1。',
  ],
  [
    { kind: 'fewest', cell: 3, count: 2, tied: [3], chosen: 5, chosenCount: 4 },
    'Candidates: 4 in r1c6, but the fewest is 2. Only r1c4 has that few.',
    'r1c6 有 4 个候选数；最少的只有 2 个。只有 r1c4 这么少。',
  ],
  [
    { kind: 'candidates', cell: 0, candidates: [2, 7], chosen: 3 },
    'r1c1 has 2 candidates: 2 and 7.',
    'r1c1 有 2 个候选数：2 和 7。',
  ],
  [{ kind: 'candidates', cell: 40, candidates: [5], chosen: 2 }, 'r5c5 has 1 candidate: 5.', 'r5c5 有 1 个候选数：5。'],
  [
    { kind: 'candidates', cell: 0, candidates: [], chosen: 1 },
    'r1c1 has no candidates left: a dead end.',
    'r1c1 没有候选数了：走进死路。',
  ],
  [
    { kind: 'forced', cell: 0, digit: 6, chosen: 6, naked: true, hiddenIn: [] },
    '6: a naked single: 6 is the only candidate left in r1c1.',
    '只能填 6，唯一候选数：r1c1 只剩 6 这一个候选数。',
  ],
  [
    { kind: 'forced', cell: 0, digit: 6, chosen: 5, naked: false, hiddenIn: [2], clash: { peer: 9, unit: 1 } },
    '5 clashes with r2c1 in the same column; 6 is forced, a hidden single: r1c1 is the only place left for 6 in its box.',
    '5 和同列的 r2c1 冲突；只能填 6，唯一位置：在 r1c1 所在的宫里，6 只剩这一个位置。',
  ],
  [
    { kind: 'single', cell: 0, digit: 6, naked: false, hiddenIn: [0, 2], chosen: 'naked' },
    'It is a hidden single: r1c1 is the only place left for 6 in its row and box.',
    '这是唯一位置：在 r1c1 所在的行和宫里，6 只剩这一个位置。',
  ],
  [
    {
      kind: 'constraint',
      chosen: { constraint: { kind: 'box', index: 1, digit: 7 }, options: 3 },
      fewest: 1,
      taken: { kind: 'cell', index: 4 },
    },
    '“7 goes somewhere in box 2” has 3 options; the fewest is 1, and Algorithm X takes “r1c5 gets a digit”.',
    '“7 放进第 2 宫的某一格”有 3 个选项；最少的只有 1 个，X 算法选的是“r1c5 填一个数”。',
  ],
];

describe('predict mode’s reasons in words', () => {
  afterAll(() => setLocale('en'));

  it.each(cases)('says why: %j', (reason, english, chinese) => {
    setLocale('en');
    expect(explain(reason, 3)).toBe(english);
    setLocale('zh-CN');
    expect(explain(reason, 3)).toBe(chinese);
  });
});

describe('predict mode’s questions in words', () => {
  afterAll(() => setLocale('en'));
  const questions: Question[] = [
    { kind: 'fits', at: 0, shownAt: 0, cell: 10, digit: 5, clashes: [] },
    { kind: 'digit', at: 0, shownAt: 0, cell: 10, digit: 5, from: 1, ascending: true, clashByDigit: [] },
    { kind: 'backTo', at: 0, shownAt: 0, cell: 10, digit: 5 },
    { kind: 'cell', at: 0, shownAt: 0, cell: 10, count: 1, tied: [10], counts: [] },
    { kind: 'count', at: 0, shownAt: 0, cell: 10, count: 2, candidates: [2, 5] },
    { kind: 'forced', at: 0, shownAt: 0, cell: 10, digit: 5, naked: true, hiddenIn: [], clashByDigit: [] },
    { kind: 'why', at: 0, shownAt: 0, cell: 10, digit: 5, naked: true, hiddenIn: [] },
    {
      kind: 'constraint',
      at: 0,
      shownAt: 0,
      chosen: { kind: 'cell', index: 10 },
      fewest: 1,
      choices: [{ constraint: { kind: 'cell', index: 10 }, options: 1 }],
    },
  ];

  it('asks in English and in Chinese, naming the cell as the board does, with the keys that answer', () => {
    setLocale('en');
    expect(questions.map((q) => promptOf(q, 3, 'naive'))).toEqual([
      'Will 5 fit in r2c2?',
      'Which digit will be placed in r2c2?',
      'A dead end: which cell will it go back to?',
      'Which cell will the search choose to guess in?',
      'How many candidates does r2c2 have?',
      'Which digit is forced in r2c2?',
      'Why is 5 forced in r2c2?',
      'Which constraint has the fewest options?',
    ]);
    setLocale('zh-CN');
    expect(questions.map((q) => promptOf(q, 3, 'naive'))).toEqual([
      'r2c2 能填 5 吗？',
      'r2c2 会填入哪个数？',
      '走进死路了：它会回溯到哪一格？',
      '搜索会选哪一格来猜？',
      'r2c2 有几个候选数？',
      'r2c2 只能填哪个数？',
      '为什么 r2c2 只能填 5？',
      '哪个约束的选项最少？',
    ]);
    expect(promptOf(questions[2], 3, 'user')).toBe('走进死路了：你的求解器会回溯到哪一格？');
    expect(howToAnswer(questions[1], 16)).toBe('一个数（1–9, A–G），都填不了就按 0');
  });

  it('leaves no English word in Chinese: labels, keys and why a run is not asked a question', () => {
    setLocale('zh-CN');
    const texts = [
      ...questions.map((q) => howToAnswer(q, 9)),
      ...Object.values(KIND_LABELS).map((label) => label()),
      ...(['naive', 'mrv', 'propagate', 'dlx', 'mac', 'minconflicts', 'user'] as const).map(notOfferedWhy),
    ];
    const english = texts.flatMap((t) => (t.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !KEPT_LATIN.includes(w)));
    expect(english).toEqual([]);
  });
});

describe('predict mode’s keys', () => {
  const fits: Question = { kind: 'fits', at: 0, shownAt: 0, cell: 0, digit: 1, clashes: [] };
  const base = { revealed: false, presenting: false, size: 9 };

  it('answers with Y/N, moves the keyboard’s cell with arrows and picks it with Enter', () => {
    expect(predictKey('y', { ...base, question: fits })).toEqual({
      kind: 'answer',
      answer: { kind: 'fits', fits: true },
    });
    expect(predictKey('N', { ...base, question: fits })).toEqual({
      kind: 'answer',
      answer: { kind: 'fits', fits: false },
    });
    expect(predictKey('ArrowUp', { ...base, question: fits })).toEqual({ kind: 'move', dx: 0, dy: -1 });
    expect(predictKey('Enter', { ...base, question: fits })).toEqual({ kind: 'pick' });
  });

  it('in Present, a clicker’s keys reveal; once shown, they go on; other keys are the page’s', () => {
    for (const key of ['PageDown', 'ArrowRight', ' ', 'Enter'])
      expect(predictKey(key, { ...base, presenting: true, question: fits })).toEqual({ kind: 'reveal' });
    expect(predictKey('y', { ...base, presenting: true, question: fits })).toBeNull();
    expect(predictKey('PageDown', { ...base, revealed: true, question: null })).toEqual({ kind: 'next' });
    expect(predictKey('p', { ...base, question: null })).toBeNull();
  });

  it('reads 16×16 digits as letters and a count past 9 as A–G', () => {
    const digit: Question = {
      kind: 'digit',
      at: 0,
      shownAt: 0,
      cell: 0,
      digit: 12,
      from: 1,
      ascending: true,
      clashByDigit: [],
    };
    expect(predictKey('c', { ...base, size: 16, question: digit })).toEqual({
      kind: 'answer',
      answer: { kind: 'digit', digit: 12 },
    });
    const count: Question = { kind: 'count', at: 0, shownAt: 0, cell: 0, count: 11, candidates: [] };
    expect(predictKey('B', { ...base, size: 16, question: count })).toEqual({
      kind: 'answer',
      answer: { kind: 'count', count: 11 },
    });
  });
});
