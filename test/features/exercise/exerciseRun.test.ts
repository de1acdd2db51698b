import { describe, expect, it } from 'vitest';
import { K_CHECK_OK, K_PLACE, kindOf } from '../../../src/core/index.ts';
import {
  ExerciseRun,
  rightMove,
  rulesOf,
  type ExerciseRules,
  type ReasonCode,
  type Step,
} from '../../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { modelRun } from './modelRun.ts';
import { mistakeAt, playRight } from './playRun.ts';

const FOUR = gridFromLine('.3...1433..2...4');
const EASY_9 = gridFromLine('530070000600195000098000060800060003400803001700020006060000280000419005000080079');
const REFERENCE = gridFromLine('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');

const RULES: [string, ExerciseRules][] = [
  ['naive', rulesOf('naive')!],
  ['MRV', rulesOf('mrv')!],
  ['MRV with the degree rule', rulesOf('mrv', 'degree')!],
  ['forward checking', rulesOf('fc')!],
  ['forward checking in MRV order', rulesOf('fc', 'mrv')!],
  ['forward checking with the degree rule', rulesOf('fc', 'degree')!],
];

const reasonOf = (v: { right: boolean; reason?: { code: ReasonCode } }) => (v.right ? 'right' : v.reason!.code);

describe('a learner who makes every move right', () => {
  for (const [name, rules] of RULES)
    for (const [pname, grid] of [
      ['4×4', FOUR],
      ['9×9', EASY_9],
    ] as const)
      it(`scores 100 % as ${name} on the ${pname} puzzle, one graded step per move of the model`, () => {
        const model = modelRun(grid, rules.algo, { variableOrder: rules.algo === 'naive' ? undefined : rules.chooses });
        const run = new ExerciseRun(model, grid, rules, 'undo', Infinity);
        const seen = playRight(run);
        expect(run.next()).toBe('end');
        expect(run.score).toBe(1);
        expect(run.mistakes).toEqual([]);
        expect(run.graded).toBe(seen.length);
        // Every event is made: steps cover the stream but the solution (and fc's own choices in its default order).
        const covered = seen.reduce((k, s) => k + s.span, 0);
        expect(covered).toBeLessThanOrEqual(model.total);
        expect(run.position).toBe(model.total);
        // The exercise's board is the model's at the end: the solution, with every given kept.
        expect(run.cells.every((d, c) => d > 0 && (grid.cells[c] === 0 || grid.cells[c] === d))).toBe(true);
        expect(model.words.filter((w) => kindOf(w) === K_PLACE).length).toBeGreaterThan(0);
      });

  it('stops grading after the assigned number of steps', () => {
    const run = new ExerciseRun(modelRun(REFERENCE, 'naive', { budget: 600 }), REFERENCE, rulesOf('naive')!, 'fix', 25);
    expect(playRight(run)).toHaveLength(25);
    expect(run.done).toBe(true);
    expect(run.submit({ kind: 'back', cell: 0 })).toBeNull();
  });
});

describe('naive: try the next digit in the current cell, place, go back', () => {
  const rules = rulesOf('naive')!;
  const fresh = () => new ExerciseRun(modelRun(FOUR, 'naive'), FOUR, rules, 'undo', Infinity);

  it('placing a digit that clashes says where it clashes', () => {
    const { step, verdict } = mistakeAt(
      fresh(),
      (s) => s.kind === 'clash',
      (s) => (s.kind === 'clash' ? { kind: 'place', cell: s.cell, digit: s.digit } : null),
    );
    expect(verdict).toEqual({ right: false, reason: expect.objectContaining({ code: 'clashes' }) });
    if (step.kind === 'clash' && !verdict.right)
      expect(verdict.reason).toMatchObject({ cell: step.cell, digit: step.digit, peer: step.peer, unit: step.unit });
  });

  it('saying a fitting digit clashes is answered: it fits', () => {
    const { verdict } = mistakeAt(
      fresh(),
      (s) => s.kind === 'place',
      (s, r) => {
        const filled = [...r.cells.keys()].find((c) => r.cells[c] === (s as { digit: number }).digit);
        return filled === undefined ? null : { kind: 'clash', peer: filled };
      },
    );
    expect(reasonOf(verdict)).toBe('fits');
  });

  it('any peer holding the digit is a right clash; a cell holding another digit is the wrong digit', () => {
    const run = fresh();
    const { step, verdict } = mistakeAt(
      run,
      (s) => s.kind === 'clash',
      (s, r) => {
        if (s.kind !== 'clash') return null;
        const other = [...r.cells.keys()].find((c) => r.cells[c] !== 0 && r.cells[c] !== s.digit);
        return other === undefined ? null : { kind: 'clash', peer: other };
      },
    );
    expect(reasonOf(verdict)).toBe('next_digit');
    expect(run.position).toBe(step.at);
    expect(run.submit(rightMove(step))).toEqual({ right: true });
  });

  it('skipping to a later digit, or working in another cell, is named', () => {
    const skip = mistakeAt(
      fresh(),
      (s) => s.kind === 'clash',
      (s) => (s.kind === 'clash' ? { kind: 'place', cell: s.cell, digit: s.digit + 1 } : null),
    );
    expect(reasonOf(skip.verdict)).toBe('next_digit');
    const elsewhere = mistakeAt(
      fresh(),
      (s) => s.kind === 'place',
      (s, r) => {
        const other = [...r.cells.keys()].find((c) => r.cells[c] === 0 && c !== (s as { cell: number }).cell);
        return other === undefined ? null : { kind: 'place', cell: other, digit: 1 };
      },
    );
    expect(reasonOf(elsewhere.verdict)).toBe('first_empty');
  });

  it('going back too early, going back from the wrong cell, and not going back at a dead end', () => {
    expect(
      reasonOf(
        mistakeAt(
          fresh(),
          () => true,
          () => ({ kind: 'back', cell: 0 }),
        ).verdict,
      ),
    ).toBe('not_dead');
    const back = (s: Step) => s.kind === 'back';
    expect(reasonOf(mistakeAt(fresh(), back, (s) => ({ kind: 'back', cell: (s.cell + 1) % 16 })).verdict)).toBe(
      'back_latest',
    );
    const dead = mistakeAt(fresh(), back, () => ({ kind: 'place', cell: 0, digit: 1 }));
    expect(dead.verdict).toEqual({
      right: false,
      reason: { code: 'dead_end', cell: dead.step.cell, digit: (dead.step as { digit: number }).digit },
    });
  });
});

describe('undo and fix', () => {
  const rules = rulesOf('naive')!;
  it('undo: a mistake leaves the learner where they were; the step counts wrong when made later', () => {
    const run = new ExerciseRun(modelRun(FOUR, 'naive'), FOUR, rules, 'undo', Infinity);
    const first = run.next() as Step;
    expect(run.submit({ kind: 'back', cell: 0 })).toMatchObject({ right: false });
    expect(run.submit({ kind: 'back', cell: 0 })).toMatchObject({ right: false });
    expect(run.position).toBe(0);
    expect(run.submit(rightMove(first))).toEqual({ right: true });
    expect(run.position).toBe(first.span);
    expect([run.right, run.graded, run.mistakes.length]).toEqual([0, 1, 2]);
    expect(run.mistakes.map((m) => m.at)).toEqual([0, 0]);
  });

  it('fix: a mistake is answered with the right move and the exercise goes on', () => {
    const run = new ExerciseRun(modelRun(FOUR, 'naive'), FOUR, rules, 'fix', Infinity);
    const first = run.next() as Step;
    expect(run.submit({ kind: 'back', cell: 0 })).toMatchObject({ right: false });
    expect(run.position).toBe(first.span);
    const second = run.next() as Step;
    run.submit(rightMove(second));
    expect([run.right, run.graded, run.score]).toEqual([1, 2, 0.5]);
    expect(run.mistakes).toEqual([expect.objectContaining({ at: first.at })]);
  });

  it('waits for events the model has not made yet, and grades nothing after Show me', () => {
    const model = modelRun(FOUR, 'naive');
    // Cut just after the first passing check: its placement, the rest of the move, is not made yet.
    const cut = model.words.findIndex((w) => kindOf(w) === K_CHECK_OK) + 1;
    const partial = { wordAt: (i: number) => (i < cut ? model.words[i] : undefined), total: cut, finished: false };
    const run = new ExerciseRun(partial, FOUR, rules, 'fix', Infinity);
    for (let s = run.next(); typeof s !== 'string'; s = run.next()) run.submit(rightMove(s));
    expect(run.next()).toBe('pending');
    expect(run.position).toBe(cut - 1);
    expect(run.submit({ kind: 'place', cell: 0, digit: 1 })).toBeNull();
    const shown = new ExerciseRun(model, FOUR, rules, 'fix', Infinity);
    shown.showMe();
    expect(shown.done).toBe(true);
    expect(shown.submit({ kind: 'place', cell: 0, digit: 1 })).toBeNull();
  });
});

describe('MRV and the degree rule: pick the cell the order picks, then its digits in order', () => {
  it('a cell with more candidates is answered with the fewest; a tied later cell with reading order', () => {
    const rules = rulesOf('mrv')!;
    const fresh = () => new ExerciseRun(modelRun(REFERENCE, 'mrv', { budget: 600 }), REFERENCE, rules, 'undo', 2000);
    const more = mistakeAt(
      fresh(),
      (s) => s.kind === 'choose',
      (s, r) => {
        const c = [...r.cells.keys()].find((x) => r.cells[x] === 0 && x !== (s as { cell: number }).cell);
        return c === undefined ? null : { kind: 'choose', cell: c };
      },
    );
    expect(['fewest', 'tie_first']).toContain(reasonOf(more.verdict));
    const tied = mistakeAt(
      fresh(),
      (s) => s.kind === 'choose',
      (s, r) => {
        const later = tiedLater(r, s as Step & { kind: 'choose' });
        return later === undefined ? null : { kind: 'choose', cell: later };
      },
    );
    expect(reasonOf(tied.verdict)).toBe('tie_first');
    const digit = mistakeAt(
      fresh(),
      (s) => s.kind === 'place',
      (s) => ({ kind: 'place', cell: s.cell, digit: 9 }),
    );
    expect(['next_candidate', 'right']).toContain(reasonOf(digit.verdict));
    const placeFirst = mistakeAt(
      fresh(),
      (s) => s.kind === 'choose',
      (s) => ({ kind: 'place', cell: s.cell, digit: 1 }),
    );
    expect(reasonOf(placeFirst.verdict)).toBe('fewest');
  });

  it('with the degree rule, a tied cell with fewer empty peers is answered with the degree rule', () => {
    const rules = rulesOf('mrv', 'degree')!;
    const run = new ExerciseRun(
      modelRun(REFERENCE, 'mrv', { budget: 600, variableOrder: 'degree' }),
      REFERENCE,
      rules,
      'undo',
      2000,
    );
    const { verdict } = mistakeAt(
      run,
      (s) => s.kind === 'choose',
      (s, r) => {
        const later = tiedLater(r, s as Step & { kind: 'choose' }, true);
        return later === undefined ? null : { kind: 'choose', cell: later };
      },
    );
    expect(reasonOf(verdict)).toBe('tie_degree');
  });
});

describe('forward checking: cross out what the placement prunes, spot the wipe-out', () => {
  const rules = rulesOf('fc', 'mrv')!;
  const fresh = () =>
    new ExerciseRun(modelRun(REFERENCE, 'fc', { budget: 600, variableOrder: 'mrv' }), REFERENCE, rules, 'undo', 5000);

  it('a missed prune names the peer next in order; a prune too many says crossing out is done', () => {
    const missed = mistakeAt(
      fresh(),
      (s) => s.kind === 'prune',
      (s) => ({ kind: 'place', cell: s.cell, digit: 1 }),
    );
    expect(missed.verdict).toMatchObject({ right: false, reason: { code: 'prune', cell: missed.step.cell } });
    const extra = mistakeAt(
      fresh(),
      (s) => s.kind === 'choose',
      (s) => ({ kind: 'prune', cell: s.cell }),
    );
    // The first choice comes before any placement: nothing is being crossed out, so it is a wrong choice.
    expect(['fewest', 'no_prune']).toContain(reasonOf(extra.verdict));
    const run = fresh();
    const afterPlace = mistakeAt(
      run,
      (s) => s.kind === 'choose' && run.position > 0,
      (s) => ({ kind: 'prune', cell: s.cell }),
    );
    expect(reasonOf(afterPlace.verdict)).toBe('no_prune');
  });

  it('in its own order, a prune after a placement that prunes nothing says crossing out is done', () => {
    const grid = FOUR;
    const run = new ExerciseRun(modelRun(grid, 'fc'), grid, rulesOf('fc')!, 'undo', Infinity);
    let previous: Step | null = null;
    const { verdict } = mistakeAt(
      run,
      (s) => {
        const hit = s.kind === 'place' && previous?.kind === 'place';
        previous = s;
        return hit;
      },
      (s) => ({ kind: 'prune', cell: s.cell }),
    );
    expect(reasonOf(verdict)).toBe('no_prune');
  });

  it('not going back after a wipe-out names the emptied cell', () => {
    const { step, verdict } = mistakeAt(
      fresh(),
      (s) => s.kind === 'back' && s.wiped >= 0,
      (s) => ({ kind: 'prune', cell: s.cell }),
    );
    expect(verdict).toEqual({
      right: false,
      reason: {
        code: 'wipeout',
        cell: step.cell,
        digit: (step as { digit: number }).digit,
        wiped: (step as { wiped: number }).wiped,
      },
    });
  });
});

/** An empty cell after `s.cell` with as many candidates (with `fewerPeers`, and fewer empty peers). */
function tiedLater(r: ExerciseRun, s: Step & { kind: 'choose' }, fewerPeers = false): number | undefined {
  const n = REFERENCE.n;
  const size = n * n;
  const peersOf = (c: number) =>
    [...r.cells.keys()].filter(
      (p) =>
        p !== c &&
        (Math.floor(p / size) === Math.floor(c / size) ||
          p % size === c % size ||
          (Math.floor(p / size / n) === Math.floor(c / size / n) &&
            Math.floor((p % size) / n) === Math.floor((c % size) / n))),
    );
  const count = (c: number) => {
    const used = new Set(peersOf(c).map((p) => r.cells[p]));
    return [...Array(size).keys()].filter((d) => !used.has(d + 1)).length;
  };
  const empty = (c: number) => peersOf(c).filter((p) => r.cells[p] === 0).length;
  return [...r.cells.keys()].find(
    (c) => c > s.cell && r.cells[c] === 0 && count(c) === s.count && (!fewerPeers || empty(c) < empty(s.cell)),
  );
}
