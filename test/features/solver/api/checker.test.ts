import { describe, expect, it } from 'vitest';
import {
  applyRange,
  packBacktrack,
  packCheckFail,
  packCheckOk,
  packEliminate,
  packPlace,
  packSelect,
  packSolution,
  solveBatches,
  StreamStats,
  solveCount,
  K_BACKTRACK,
  K_SOLUTION,
  type Grid,
} from '../../../../src/core/index.ts';
import { EventChecker } from '../../../../src/features/solver/api/checker.ts';
import { ReplayCheck } from '../../../../src/features/solver/api/replayCheck.ts';
import {
  RAW_MARK,
  rawBacktrack,
  rawBad,
  rawCheck,
  rawEliminate,
  rawPlace,
  rawSelect,
  rawSolution,
} from '../../../../src/features/solver/api/rawWords.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { fourByFour, pe96, sixteen } from '../../../helpers/puzzleSets.ts';

// .3.. / .143 / 3..2 / ...4 : a 4×4 board; cell = row · 4 + column.
const FOUR = gridFromLine('.3...1433..2...4');

function checkAll(grid: Grid, raw: number[], options = {}) {
  const checker = new EventChecker(grid, options);
  const words = Uint32Array.from(raw);
  const kept = checker.check(words, words.length);
  return { checker, packed: Array.from(words.subarray(0, kept)) };
}

/** What a learner's solver would have yielded to produce a built-in solver's packed stream. */
function rawOf(w: number): number {
  const kind = w & 7;
  if (kind === K_BACKTRACK) return rawBacktrack((w >>> 3) & 255);
  if (kind === K_SOLUTION) return rawSolution();
  return (RAW_MARK | (kind === 4 ? w : w & 0x7fff)) >>> 0;
}

describe('the checker completes legal events into the engine packed format', () => {
  it('names the first conflicting peer of a failed check, the row before the column', () => {
    // 3 is in row 0 at (0, 1) and in column 0 at (2, 0): the row peer is named.
    expect(checkAll(FOUR, [rawCheck(0, 3, false)]).packed).toEqual([packCheckFail(0, 3, 1, 0)]);
    // 1 is in neither row 0 nor column 0, but the box has it at (1, 1).
    expect(checkAll(FOUR, [rawCheck(0, 1, false)]).packed).toEqual([packCheckFail(0, 1, 5, 2)]);
  });

  it('counts the depth of each place and takes the digit of a backtrack from its own board', () => {
    const { packed, checker } = checkAll(FOUR, [
      rawCheck(0, 2, true),
      rawPlace(0, 2),
      rawPlace(2, 1),
      rawBacktrack(2),
      rawBacktrack(0),
    ]);
    expect(packed).toEqual([
      packCheckOk(0, 2),
      packPlace(0, 2, 1),
      packPlace(2, 1, 2),
      packBacktrack(2, 1),
      packBacktrack(0, 2),
    ]);
    expect(checker.board()).toEqual(FOUR.cells);
  });

  it('numbers solutions and stops right after the limit-th', () => {
    const full = gridFromLine('1234341221434321');
    const { packed, checker } = checkAll(full, [rawSolution(), rawSolution(), rawSolution()], { limit: 2 });
    expect(packed).toEqual([packSolution(1), packSolution(2)]);
    expect(checker.stopped).toBe('limit');
  });

  it('turns the raw form of every built-in naive, MRV and forward checking stream back into that very stream', () => {
    const cases = [...fourByFour(), ...pe96().slice(0, 12), ...sixteen().slice(0, 2)];
    const runs = [['naive'], ['mrv'], ['fc'], ['fc', 'mrv']] as const;
    for (const c of cases) {
      for (const [algo, variableOrder] of runs) {
        const stream: number[] = [];
        for (const b of solveBatches(c.grid, algo, { budget: 20_000, variableOrder })) stream.push(...b);
        const { packed, checker } = checkAll(c.grid, stream.map(rawOf));
        expect(checker.illegal, `${c.name} ${algo}`).toEqual([]);
        expect(packed, `${c.name} ${algo}`).toEqual(stream);
      }
    }
  });

  it('leaves the board that replaying its packed events gives, and StreamStats counts them as the run counted', () => {
    const grid = pe96()[1].grid;
    const stream: number[] = [];
    for (const b of solveBatches(grid, 'naive')) stream.push(...b);
    const { packed, checker } = checkAll(grid, stream.map(rawOf));
    const board = grid.cells.slice();
    applyRange(board, packed, 0, packed.length);
    expect(board).toEqual(checker.board());
    const stats = new StreamStats();
    stats.addAll(packed);
    expect(stats.counts()).toEqual({ ...solveCount(grid, 'naive').counts, guesses: 0 });
  });
});

describe('the checker stops at the first illegal event and says why in one sentence', () => {
  const cases: [string, number[], string, string][] = [
    [
      'a check that says ok where a peer holds the digit',
      [rawCheck(0, 3, true)],
      'wrong-ok',
      'check(0, 0, 3) said 3 fits, but its row already has 3, at (0, 1).',
    ],
    [
      'a check that says fail where the digit fits',
      [rawCheck(0, 2, false)],
      'wrong-fail',
      'check(0, 0, 2) said 2 does not fit, but no cell in its row, column or box holds 2.',
    ],
    [
      'a check of a cell that is not empty',
      [rawCheck(1, 2, true)],
      'check-filled',
      'check(0, 1, 2) tests a cell that is not empty: (0, 1) holds 3. Check only empty cells.',
    ],
    ['a place over a given', [rawPlace(5, 2)], 'place-given', 'place(1, 1, 2) writes over the given 1 at (1, 1).'],
    [
      'a place over a placed digit',
      [rawPlace(0, 2), rawPlace(0, 4)],
      'place-filled',
      'place(0, 0, 4) writes into (0, 0), which already holds 2: backtrack it first.',
    ],
    [
      'a place that clashes with a peer',
      [rawPlace(0, 1)],
      'place-clash',
      'place(0, 0, 1) puts 1 where its box already has 1, at (1, 1).',
    ],
    [
      'a backtrack of an empty cell',
      [rawBacktrack(0)],
      'backtrack-empty',
      'backtrack(0, 0) erases an empty cell: nothing is placed at (0, 0).',
    ],
    [
      'a backtrack of a given',
      [rawBacktrack(1)],
      'backtrack-given',
      'backtrack(0, 1) erases the given 3 at (0, 1); only placed digits can be backtracked.',
    ],
    [
      'a select of a filled cell',
      [rawSelect(1, 1)],
      'select-filled',
      'select(0, 1, 1) chooses (0, 1), which is not empty: it holds 3.',
    ],
    [
      'a select with the wrong candidate count',
      [rawSelect(0, 3)],
      'select-count',
      'select(0, 0, 3) says (0, 0) has 3 candidates, but it has 2.',
    ],
    [
      'a solution on a board that is not full',
      [rawSolution()],
      'solution-not-full',
      'solution() came with 9 empty cells left, the first at (0, 0).',
    ],
    [
      'a number that is not an event',
      [7],
      'not-event',
      'the solver yielded 7, which is not an event: yield check(…), place(…), backtrack(…), select(…), solution() or eliminate(…).',
    ],
    [
      'an eliminate in a cell that is not empty',
      [rawEliminate(1, 2)],
      'eliminate-filled',
      'eliminate(0, 1, 2) prunes a cell that is not empty: (0, 1) holds 3. Prune only empty cells.',
    ],
    [
      'an eliminate of a digit that no peer holds',
      [rawEliminate(0, 2)],
      'eliminate-fits',
      'eliminate(0, 0, 2) removes 2 from (0, 0), but no cell in its row, column or box holds 2.',
    ],
  ];
  it.each(cases)('%s', (_name, raw, kind, message) => {
    const { checker, packed } = checkAll(FOUR, [rawCheck(0, 2, true), ...raw, rawCheck(0, 2, true)]);
    expect(checker.stopped).toBe('illegal');
    expect(checker.illegal).toEqual([expect.objectContaining({ index: raw.length, kind, message })]);
    expect(packed).toHaveLength(raw.length); // the first check, and the legal events before the illegal one
  });

  it('passes on what was wrong with a call with bad arguments, and words it in English', () => {
    const checker = new EventChecker(FOUR);
    const words = Uint32Array.from([rawBad(0)]);
    const bad = { call: 'place(4, 0, 1)', problem: 'row', shown: '4', bound: 3, lang: 'js' } as const;
    checker.check(words, 1, [bad]);
    expect(checker.illegal[0]).toMatchObject({
      index: 0,
      kind: 'bad-call',
      message: 'place(4, 0, 1): the row 4 is not a whole number from 0 to 3.',
      bad,
    });
  });

  it('with goOn, flags each illegal event, skips it and checks the rest', () => {
    const { checker, packed } = checkAll(FOUR, [rawPlace(1, 2), rawBacktrack(0), rawPlace(0, 2), 7], {
      goOn: true,
    });
    expect(checker.stopped).toBeNull();
    expect(checker.illegal.map((f) => [f.index, f.kind])).toEqual([
      [0, 'place-given'],
      [1, 'backtrack-empty'],
      [3, 'not-event'],
    ]);
    expect(packed).toEqual([packPlace(0, 2, 1)]);
    expect(checker.yielded).toBe(4);
  });

  it('marks the prune that leaves a cell no candidate as a wipe-out', () => {
    // (1, 0) can only take 2, and (0, 0) takes 2 or 4.
    expect(checkAll(FOUR, [rawPlace(0, 2), rawEliminate(4, 2)]).packed).toEqual([
      packPlace(0, 2, 1),
      packEliminate(4, 2, true),
    ]);
    expect(checkAll(FOUR, [rawPlace(4, 2), rawEliminate(0, 2)]).packed).toEqual([
      packPlace(4, 2, 1),
      packEliminate(0, 2, false),
    ]);
  });

  it("takes forward checking's packed stream as the page receives it, and refuses a forged wipe-out flag", () => {
    const grid = pe96()[0].grid;
    const stream: number[] = [];
    for (const b of solveBatches(grid, 'fc')) stream.push(...b);
    expect(new ReplayCheck(grid).take(Uint32Array.from(stream))).toBeNull();
    const prune = stream.findIndex((w) => (w & 7) === 6);
    const forged = Uint32Array.from(stream);
    forged[prune] ^= 1 << 15;
    expect(new ReplayCheck(grid).take(forged)?.legal).toBe(prune);
  });

  it('checks selects against the candidates its board gives', () => {
    // (0, 0): row 0 has 3, column 0 has 3, box 0 has 3 and 1: candidates 2 and 4.
    expect(checkAll(FOUR, [rawSelect(0, 2)]).packed).toEqual([packSelect(0, 2)]);
  });
});
