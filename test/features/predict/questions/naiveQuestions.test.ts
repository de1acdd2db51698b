import { describe, expect, it } from 'vitest';
import { unpack } from '../../../../src/core/index.ts';
import { askAt, checkAnswer, clashesOf, type Question } from '../../../../src/features/predict/questions/index.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { moments, predictRun } from './predictRuns.ts';

// The golden 4×4 puzzle A (test/core/golden4x4.test.ts lists its events by hand).
const PUZZLE_A = '.3...1433..2...4';
const EASY_9 = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

const only = <K extends Question['kind']>(qs: Question[], kind: K) =>
  qs.filter((q): q is Extract<Question, { kind: K }> => q.kind === kind);

describe('naive: "Will d fit in r?c?"', () => {
  const run = predictRun(gridFromLine(EASY_9), 'naive', { budget: 1000 });

  it('asks at every check that is not a cell’s first, and its answer is the check’s own result', () => {
    let asked = 0;
    for (const qs of moments(run, ['fits'])) {
      for (const q of only(qs, 'fits')) {
        const e = unpack(run.log.wordAt(q.at)!);
        if (e.type !== 'check') throw new Error('not a check');
        expect(q.clashes.length === 0).toBe(e.ok);
        // The check names the first clashing peer in the same scan order as the question's list.
        if (!e.ok) expect(q.clashes[0]).toEqual({ peer: e.peer, unit: e.unit });
        asked++;
      }
    }
    expect(asked).toBeGreaterThan(300);
  });

  it('accepts yes for a fit and no for a clash, with any clashing peer, and says why when wrong', () => {
    // r1c3 of the easy puzzle at the start: 5 clashes with r1c1 (row) only; 9 with r3c2 (box) only;
    // 7 with r1c5 in the row.
    const board = run.boardAt(0);
    const q = askAt(run.log, 0, board, 3, 'naive', ['fits']);
    if (q === 'pending') throw new Error('pending');
    const [fits] = only(q, 'fits');
    expect(fits).toMatchObject({ cell: 2, digit: 1, clashes: [] });
    expect(checkAnswer(fits, { kind: 'fits', fits: true })).toEqual({
      right: true,
      reason: { kind: 'fits', cell: 2, digit: 1 },
    });
    expect(checkAnswer(fits, { kind: 'fits', fits: false }).right).toBe(false);

    const clash: Question = { kind: 'fits', at: 0, shownAt: 0, cell: 2, digit: 8, clashes: [] };
    clash.clashes.push({ peer: 19, unit: 2 }, { peer: 74, unit: 1 });
    expect(checkAnswer(clash, { kind: 'fits', fits: false, peer: 74 })).toEqual({
      right: true,
      reason: { kind: 'clash', cell: 2, digit: 8, peer: 74, unit: 1 },
    });
    expect(checkAnswer(clash, { kind: 'fits', fits: true })).toEqual({
      right: false,
      reason: { kind: 'clash', cell: 2, digit: 8, peer: 19, unit: 2 },
    });
    expect(checkAnswer(clash, { kind: 'fits', fits: false, peer: 3 })).toEqual({
      right: false,
      reason: { kind: 'notThatPeer', cell: 2, digit: 8, peer: 3, clash: { peer: 19, unit: 2 } },
    });
  });

  it('on a real board, every peer holding the digit is a clash, row first, then column, then box', () => {
    // Puzzle A: 3 stands beside r1c1 in its row (r1c2) and under it in its column (r3c1).
    const board = gridFromLine(PUZZLE_A).cells;
    const clashes = clashesOf(2, board, 0, 3);
    expect(clashes).toEqual([
      { peer: 1, unit: 0 },
      { peer: 8, unit: 1 },
    ]);
    const q: Question = { kind: 'fits', at: 0, shownAt: 0, cell: 0, digit: 3, clashes };
    expect(checkAnswer(q, { kind: 'fits', fits: false, peer: 8 })).toMatchObject({ right: true, reason: { peer: 8 } });
    expect(checkAnswer(q, { kind: 'fits', fits: false, peer: 1 })).toMatchObject({ right: true, reason: { peer: 1 } });
  });
});

describe('naive: "Which digit will be placed in r?c?"', () => {
  it('is asked when the search starts on a cell, and its answer is the next placement there (or none)', () => {
    const run = predictRun(gridFromLine(PUZZLE_A), 'naive');
    const asked = [...moments(run, ['digit'])].flatMap((qs) => only(qs, 'digit'));
    // Puzzle A, by hand: r1c1 gets 2 (1 clashes), r1c3 gets 1, r1c4 has none left (all clash).
    expect(asked.slice(0, 3).map((q) => [q.cell, q.digit, q.from])).toEqual([
      [0, 2, 1],
      [2, 1, 1],
      [3, 0, 1],
    ]);
    for (const q of asked) {
      const shown = unpack(run.log.wordAt(q.shownAt)!);
      if (q.digit === 0) {
        expect(shown).toMatchObject({ type: 'check', cell: q.cell, ok: false });
        expect(unpack(run.log.wordAt(q.shownAt + 1)!).type).toBe('backtrack');
      } else expect(shown).toMatchObject({ type: 'place', cell: q.cell, digit: q.digit });
    }
  });

  it('explains a wrong digit: a clash, a later fit, one tried before, or none when one fits', () => {
    const run = predictRun(gridFromLine(PUZZLE_A), 'naive');
    const [first, , third] = [...moments(run, ['digit'])].flatMap((qs) => only(qs, 'digit'));
    // r1c1 at the start: 1 clashes with r2c2 in the box; 2 is placed; 4 would fit but 2 comes first.
    expect(checkAnswer(first, { kind: 'digit', digit: 2 })).toEqual({
      right: true,
      reason: { kind: 'placed', cell: 0, digit: 2, chosen: 2 },
    });
    expect(checkAnswer(first, { kind: 'digit', digit: 1 })).toEqual({
      right: false,
      reason: { kind: 'clash', cell: 0, digit: 1, peer: 5, unit: 2 },
    });
    expect(checkAnswer(first, { kind: 'digit', digit: 4 })).toEqual({
      right: false,
      reason: { kind: 'firstFit', cell: 0, digit: 2, chosen: 4 },
    });
    expect(checkAnswer(first, { kind: 'digit', digit: 0 })).toEqual({
      right: false,
      reason: { kind: 'fits', cell: 0, digit: 2 },
    });
    // r1c4 after r1c1 = 2, r1c3 = 1: nothing fits; "none" is right, any digit clashes.
    expect(checkAnswer(third, { kind: 'digit', digit: 0 })).toEqual({
      right: true,
      reason: { kind: 'noneFits', cell: 3, from: 1 },
    });
    expect(checkAnswer(third, { kind: 'digit', digit: 4 })).toMatchObject({ right: false, reason: { kind: 'clash' } });
  });

  it('after a backtrack, a digit below the one it goes on from was tried before', () => {
    const run = predictRun(gridFromLine(PUZZLE_A), 'naive');
    const resumed = [...moments(run, ['digit'])].flatMap((qs) => only(qs, 'digit')).find((q) => q.from > 1)!;
    expect(resumed).toBeDefined();
    expect(checkAnswer(resumed, { kind: 'digit', digit: resumed.from - 1 })).toEqual({
      right: false,
      reason: { kind: 'triedBefore', cell: resumed.cell, chosen: resumed.from - 1, from: resumed.from },
    });
  });
});

describe('"Which cell will it go back to?"', () => {
  it('is asked at the first backtrack of a dead end; the answer is the cell that backtrack erases', () => {
    const run = predictRun(gridFromLine(PUZZLE_A), 'naive');
    const asked = [...moments(run, ['backTo'])].flatMap((qs) => only(qs, 'backTo'));
    expect(asked.length).toBeGreaterThan(0);
    // Puzzle A's first dead end (event 10, by hand): r1c4 runs dry, back to r1c3, erasing its 1.
    expect(asked[0]).toMatchObject({ at: 9, cell: 2, digit: 1 });
    expect(checkAnswer(asked[0], { kind: 'cell', cell: 2 })).toMatchObject({ right: true });
    expect(checkAnswer(asked[0], { kind: 'cell', cell: 0 })).toEqual({
      right: false,
      reason: { kind: 'lastWritten', cell: 2, digit: 1, chosen: 0 },
    });
    for (const q of asked) {
      const prev = q.at > 0 ? unpack(run.log.wordAt(q.at - 1)!) : null;
      expect(prev?.type).not.toBe('backtrack');
    }
  });
});
