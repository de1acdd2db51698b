import { describe, expect, it } from 'vitest';
import type { Question, Reason } from '../../../../src/lib/engine/predict/index.ts';
import { explain } from '../../../../src/lib/ui/predict/predictWords.ts';
import { predictKey } from '../../../../src/lib/ui/predict/predictKeys.ts';

const cases: Array<[Reason, string]> = [
  [{ kind: 'clash', cell: 1, digit: 5, peer: 14, unit: 0 }, '5 clashes with r2c6 in the same row.'],
  [{ kind: 'fits', cell: 0, digit: 4 }, '4 fits in r1c1: no cell in its row, column or box holds 4.'],
  [
    { kind: 'notThatPeer', cell: 0, digit: 3, peer: 80, clash: { peer: 1, unit: 0 } },
    'r9c9 does not hold 3 beside r1c1; 3 clashes with r1c2 in the same row.',
  ],
  [
    { kind: 'firstFit', cell: 0, digit: 2, chosen: 7 },
    '7 would fit too, but digits are tried in ascending order: 2 fits first.',
  ],
  [
    { kind: 'triedBefore', cell: 0, chosen: 1, from: 3 },
    '1 was tried in r1c1 before and led to a dead end; the search goes on from 3.',
  ],
  [{ kind: 'noneFits', cell: 9, from: 4 }, 'No digit from 4 on fits in r2c1: nothing is placed, the search goes back.'],
  [{ kind: 'placed', cell: 0, digit: 2, chosen: 4 }, '2 goes into r1c1, not 4.'],
  [
    { kind: 'lastWritten', cell: 2, digit: 1, chosen: 0 },
    'Back to r1c3, erasing its 1: the most recent digit written is undone first.',
  ],
  [{ kind: 'filled', chosen: 0 }, 'r1c1 is already filled: only an empty cell can be chosen.'],
  [
    { kind: 'fewest', cell: 3, count: 2, tied: [3, 12], chosen: 12, chosenCount: 2 },
    'r2c4 has 2, the fewest. r1c4 and r2c4 tie; the lowest in reading order, r1c4, is taken.',
  ],
  [
    { kind: 'fewest', cell: 3, count: 2, tied: [3], chosen: 5, chosenCount: 4 },
    'r1c6 has 4; the fewest is 2. Only r1c4 has that few.',
  ],
  [{ kind: 'candidates', cell: 0, candidates: [2, 7], chosen: 3 }, 'r1c1 has 2: 2 and 7.'],
  [{ kind: 'candidates', cell: 0, candidates: [], chosen: 1 }, 'r1c1 has no candidates left: a dead end.'],
  [
    { kind: 'forced', cell: 0, digit: 6, chosen: 6, naked: true, hiddenIn: [] },
    '6: a naked single: 6 is the only candidate left in r1c1.',
  ],
  [
    { kind: 'forced', cell: 0, digit: 6, chosen: 5, naked: false, hiddenIn: [2], clash: { peer: 9, unit: 1 } },
    '5 clashes with r2c1 in the same column; 6 is forced, a hidden single: r1c1 is the only place left for 6 in its box.',
  ],
  [
    { kind: 'single', cell: 0, digit: 6, naked: false, hiddenIn: [0, 2], chosen: 'naked' },
    'It is a hidden single: r1c1 is the only place left for 6 in its row and box.',
  ],
  [
    {
      kind: 'constraint',
      chosen: { constraint: { kind: 'box', index: 1, digit: 7 }, options: 3 },
      fewest: 1,
      taken: { kind: 'cell', index: 4 },
    },
    '“7 goes somewhere in box 2” has 3 options; the fewest is 1, and Algorithm X takes “r1c5 gets a digit”.',
  ],
];

describe('predict mode’s reasons in words', () => {
  it.each(cases)('says why: %j', (reason, sentence) => {
    expect(explain(reason, 3)).toBe(sentence);
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
