import { describe, expect, it } from 'vitest';
import { unpack } from '../../../../src/core/index.ts';
import {
  checkAnswer,
  openConstraints,
  sameConstraint,
  type Question,
} from '../../../../src/features/predict/questions/index.ts';
import { fixtureGrids } from '../../../helpers/fixtures.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { moments, predictRun } from './predictRuns.ts';

const EASY_9 = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';
// DESIGN's reference puzzle: MRV solves it in 481 placements, with ties on the way.
const REFERENCE = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';
const SIXTEEN = fixtureGrids('generated_16x16.txt')[0];

const all = <K extends Question['kind']>(qss: Iterable<Question[]>, kind: K) =>
  [...qss].flat().filter((q): q is Extract<Question, { kind: K }> => q.kind === kind);

describe('MRV: "Which cell will MRV choose?" and "How many candidates does it have?"', () => {
  for (const [name, grid] of [
    ['9×9', gridFromLine(REFERENCE)],
    ['16×16', SIXTEEN],
  ] as const) {
    it(`on the ${name} puzzle, the cell chosen is the first of those tied at the fewest candidates`, () => {
      const run = predictRun(grid, 'mrv', { budget: 2000 });
      const cells = all(moments(run, ['cell']), 'cell');
      const counts = all(moments(run, ['count']), 'count');
      expect(cells.length).toBeGreaterThan(50);
      for (const q of cells) {
        const e = unpack(run.log.wordAt(q.at)!);
        expect(e).toMatchObject({ type: 'select', cell: q.cell, candidates: q.count });
        // The canonical rule (mrvSearch.ts): the lowest cell index among the tied.
        expect(q.tied[0]).toBe(q.cell);
        expect(q.tied.every((c) => q.counts[c] === q.count)).toBe(true);
        expect(Math.min(...q.counts.filter((k) => k >= 0))).toBe(q.count);
      }
      for (const q of counts) expect(q.candidates).toHaveLength(q.count);
      expect(cells.some((q) => q.tied.length > 1)).toBe(true);
    });
  }

  it('accepts any cell tied at the fewest candidates, and explains the tie-break and a wrong cell', () => {
    const run = predictRun(gridFromLine(REFERENCE), 'mrv');
    const tie = all(moments(run, ['cell']), 'cell').find((q) => q.tied.length > 2)!;
    const other = tie.tied[1];
    expect(checkAnswer(tie, { kind: 'cell', cell: other })).toEqual({
      right: true,
      reason: {
        kind: 'fewest',
        cell: tie.cell,
        count: tie.count,
        tied: tie.tied,
        chosen: other,
        chosenCount: tie.count,
      },
    });
    const worse = tie.counts.findIndex((k) => k > tie.count);
    expect(checkAnswer(tie, { kind: 'cell', cell: worse })).toEqual({
      right: false,
      reason: {
        kind: 'fewest',
        cell: tie.cell,
        count: tie.count,
        tied: tie.tied,
        chosen: worse,
        chosenCount: tie.counts[worse],
      },
    });
    const filled = tie.counts.findIndex((k) => k < 0);
    expect(checkAnswer(tie, { kind: 'cell', cell: filled })).toEqual({
      right: false,
      reason: { kind: 'filled', chosen: filled },
    });
  });

  it('checks the candidate count and names the candidates', () => {
    const run = predictRun(gridFromLine(EASY_9), 'mrv');
    const [q] = all(moments(run, ['count']), 'count');
    expect(checkAnswer(q, { kind: 'count', count: q.count }).right).toBe(true);
    expect(checkAnswer(q, { kind: 'count', count: q.count + 1 })).toEqual({
      right: false,
      reason: { kind: 'candidates', cell: q.cell, candidates: q.candidates, chosen: q.count + 1 },
    });
  });

  it('asks which cell it goes back to at a dead end (a select with no candidates)', () => {
    const run = predictRun(gridFromLine(REFERENCE), 'mrv', { budget: 500 });
    const back = all(moments(run, ['backTo']), 'backTo');
    expect(back.length).toBeGreaterThan(10);
    for (const q of back) expect(unpack(run.log.wordAt(q.at)!)).toMatchObject({ type: 'backtrack', cell: q.cell });
  });
});

describe('propagation: "Which digit is forced here, and why?"', () => {
  for (const [name, grid] of [
    ['9×9', gridFromLine(REFERENCE)],
    ['16×16', SIXTEEN],
  ] as const) {
    it(`on the ${name} puzzle, every assign is a naked or a hidden single on the board before it`, () => {
      const run = predictRun(grid, 'propagate', { budget: 300 });
      const forced = all(moments(run, ['forced']), 'forced');
      expect(forced.length).toBeGreaterThan(20);
      let naked = 0,
        hidden = 0;
      for (const q of forced) {
        expect(unpack(run.log.wordAt(q.at)!)).toMatchObject({ type: 'assign', cell: q.cell, digit: q.digit });
        expect(q.clashByDigit[q.digit]).toBeNull();
        if (q.naked) naked++;
        if (!q.naked && q.hiddenIn.length > 0) hidden++;
      }
      expect(naked).toBeGreaterThan(0);
      expect(hidden).toBeGreaterThan(0);
      expect(naked + hidden).toBe(forced.length);
    });
  }

  it('checks the digit and the reason, naming a clash for a digit that is no candidate', () => {
    const run = predictRun(gridFromLine(REFERENCE), 'propagate', { budget: 300 });
    const qs = [...moments(run, ['forced', 'why'])];
    const hiddenMoment = qs.find((m) => m[0].kind === 'forced' && !m[0].naked)!;
    const [forced, why] = hiddenMoment;
    if (forced.kind !== 'forced' || why.kind !== 'why') throw new Error('forced, then why');
    expect(checkAnswer(forced, { kind: 'digit', digit: forced.digit }).right).toBe(true);
    const clashing = forced.clashByDigit.findIndex((c) => c !== null);
    expect(checkAnswer(forced, { kind: 'digit', digit: clashing })).toMatchObject({
      right: false,
      reason: { kind: 'forced', digit: forced.digit, chosen: clashing, clash: forced.clashByDigit[clashing] },
    });
    expect(checkAnswer(why, { kind: 'why', reason: 'hidden' })).toMatchObject({
      right: true,
      reason: { kind: 'single' },
    });
    expect(checkAnswer(why, { kind: 'why', reason: 'naked' })).toMatchObject({ right: false });
  });

  it('asks for the cell at its selects, by the same rule as MRV', () => {
    const run = predictRun(gridFromLine(REFERENCE), 'propagate', { budget: 300 });
    const cells = all(moments(run, ['cell']), 'cell');
    expect(cells.length).toBeGreaterThan(10);
    for (const q of cells) expect(q.tied[0]).toBe(q.cell);
  });
});

describe('Dancing Links: "Which constraint has the fewest options?"', () => {
  for (const [name, grid] of [
    ['9×9', gridFromLine(REFERENCE)],
    ['16×16', SIXTEEN],
  ] as const) {
    it(`on the ${name} puzzle, the board's open constraints give the column Algorithm X chooses`, () => {
      const run = predictRun(grid, 'dlx', { budget: 200 });
      const asked = all(moments(run, ['constraint']), 'constraint');
      expect(asked.length).toBeGreaterThan(20);
      for (const q of asked) {
        const e = unpack(run.log.wordAt(q.at)!);
        if (e.type !== 'select') throw new Error('not a select');
        expect(e.candidates).toBe(q.fewest);
        // The first open constraint at the fewest, in the matrix's column order, is the one taken.
        const open = openConstraints(grid.n, run.boardAt(q.at));
        const first = open.find((o) => o.options === q.fewest)!;
        expect(sameConstraint(first.constraint, q.chosen)).toBe(true);
        expect(q.choices.filter((c) => sameConstraint(c.constraint, q.chosen))).toHaveLength(1);
        expect(new Set(q.choices.map((c) => JSON.stringify(c.constraint))).size).toBe(q.choices.length);
      }
    });
  }

  it('accepts any choice at the fewest options and explains one with more', () => {
    const run = predictRun(gridFromLine(REFERENCE), 'dlx', { budget: 200 });
    const q = all(moments(run, ['constraint']), 'constraint').find((x) => x.choices.length === 4)!;
    const taken = q.choices.findIndex((c) => sameConstraint(c.constraint, q.chosen));
    expect(checkAnswer(q, { kind: 'choice', index: taken })).toMatchObject({ right: true });
    const more = q.choices.findIndex((c) => c.options > q.fewest);
    expect(checkAnswer(q, { kind: 'choice', index: more })).toEqual({
      right: false,
      reason: { kind: 'constraint', chosen: q.choices[more], fewest: q.fewest, taken: q.chosen },
    });
  });
});

describe('a learner’s solver', () => {
  it('is asked only what its events answer: fits, which digit, where it goes back', () => {
    const run = predictRun(gridFromLine(PUZZLE_A_4), 'naive');
    const kinds = new Set([...moments(run, undefined, 'user')].flat().map((q) => q.kind));
    expect([...kinds].sort()).toEqual(['backTo', 'digit', 'fits']);
    const mrv = predictRun(gridFromLine(EASY_9), 'mrv');
    expect([...moments(mrv, ['cell', 'count', 'constraint', 'forced', 'why'], 'user')]).toEqual([]);
  });

  it('without checks, asks which digit goes where it places next, and does not call its order naive’s', () => {
    // A solver that yields only its placements and backtracks: MRV's run without checks and selects.
    const mrv = predictRun(gridFromLine(REFERENCE), 'mrv', { budget: 300 });
    const words: number[] = [];
    for (let e = 0; e < mrv.log.total; e++) {
      const t = unpack(mrv.log.wordAt(e)!).type;
      if (t === 'place' || t === 'backtrack') words.push(mrv.log.wordAt(e)!);
    }
    const run = {
      ...mrv,
      algo: 'user' as const,
      log: { total: words.length, finished: true, wordAt: (e: number) => words[e] },
    };
    const asked = all(moments(run, ['digit']), 'digit');
    expect(asked.length).toBeGreaterThan(100);
    for (const q of asked) {
      expect(q).toMatchObject({ from: 0, ascending: false, shownAt: q.at });
      expect(unpack(words[q.at])).toMatchObject({ type: 'place', cell: q.cell, digit: q.digit });
    }
    const q = asked[0];
    const fitsToo = q.clashByDigit.findIndex((c, d) => d > 0 && c === null && d !== q.digit);
    if (fitsToo > 0)
      expect(checkAnswer(q, { kind: 'digit', digit: fitsToo })).toEqual({
        right: false,
        reason: { kind: 'placed', cell: q.cell, digit: q.digit, chosen: fitsToo },
      });
  });
});

const PUZZLE_A_4 = '.3...1433..2...4';
