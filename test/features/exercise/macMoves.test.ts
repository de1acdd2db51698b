import { describe, expect, it } from 'vitest';
import { EXT_REVISE, extKindOf, isExt } from '../../../src/core/pack.ts';
import { ExerciseRun, rightMove, rulesOf, type Step } from '../../../src/features/exercise/grading/index.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { reasonText } from '../../../src/features/exercise/exerciseWords.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { modelRun } from './modelRun.ts';
import { mistakeAt, playRight } from './playRun.ts';

const FOUR = gridFromLine('.3...1433..2...4');
const EASY_9 = gridFromLine('530070000600195000098000060800060003400803001700020006060000280000419005000080079');
const REFERENCE = gridFromLine('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
const ORDERS = ['first', 'mrv', 'degree'] as const;

const fresh = (mode: 'undo' | 'fix' = 'undo') =>
  new ExerciseRun(
    modelRun(REFERENCE, 'mac', { budget: 300, variableOrder: 'mrv' }),
    REFERENCE,
    rulesOf('mac', 'mrv')!,
    mode,
    5000,
  );

describe('MAC: cross out what AC-3 removes, in its queue order, and spot the wipe-out', () => {
  for (const order of ORDERS)
    for (const [name, grid] of [
      ['4×4', FOUR],
      ['9×9', EASY_9],
    ] as const)
      it(`a learner who makes every move right scores 100 % in ${order} order on the ${name} puzzle`, () => {
        const model = modelRun(grid, 'mac', { variableOrder: order });
        const run = new ExerciseRun(model, grid, rulesOf('mac', order)!, 'undo', Infinity);
        const seen = playRight(run);
        expect(run.next()).toBe('end');
        expect([run.score, run.mistakes.length, run.position]).toEqual([1, 0, model.total]);
        expect(seen.some((s) => s.kind === 'choose')).toBe(order !== 'first');
      });

  it('on a hard puzzle the right learner crosses out AC-3’s further removals and goes back after each wipe-out', () => {
    const run = fresh();
    const seen = playRight(run);
    expect(run.score).toBe(1);
    const further = seen.filter((s) => s.kind === 'prune' && s.because >= 0 && run.cells[s.because] === 0);
    expect(seen.filter((s) => s.kind === 'prune').length).toBeGreaterThan(further.length);
    expect(seen.some((s) => s.kind === 'back' && s.wiped >= 0)).toBe(true);
  });

  it('the board the learner stands on never shows the revision that gives the next removal away', () => {
    const model = modelRun(REFERENCE, 'mac', { budget: 300, variableOrder: 'mrv' });
    const run = new ExerciseRun(model, REFERENCE, rulesOf('mac', 'mrv')!, 'undo', 5000);
    let prunes = 0;
    for (let s = run.next(); typeof s !== 'string' && !run.done; s = run.next()) {
      // The player shows the board after `position` events: its current event is the one just before.
      const shown = model.words[run.position - 1];
      expect(isExt(shown) && extKindOf(shown) === EXT_REVISE).toBe(false);
      if (s.kind === 'prune') prunes++;
      run.submit(rightMove(s));
    }
    expect(prunes).toBeGreaterThan(10);
  });

  it('a removal out of the queue’s order names the next one and the peer that forces it, in both languages', () => {
    const { step, verdict } = mistakeAt(
      fresh(),
      (s) => s.kind === 'prune',
      (s) => ({ kind: 'prune', cell: (s.cell + 1) % 81 }),
    );
    expect(step.kind === 'prune' && step.because).toBeGreaterThanOrEqual(0);
    expect(verdict).toMatchObject({ right: false, reason: { code: 'arc_prune', cell: step.cell } });
    if (verdict.right || step.kind !== 'prune') return;
    const peer = `r${Math.floor(step.because / 9) + 1}c${(step.because % 9) + 1}`;
    setLocale('en');
    expect(reasonText(verdict.reason, 3, 'MAC')).toContain(`${peer} is down to ${step.digit} alone`);
    setLocale('zh-CN');
    expect(reasonText(verdict.reason, 3, 'MAC')).toContain(`${peer} 只剩 ${step.digit} 一个值`);
    setLocale('en');
  });

  it('a wrong digit in the right cell is a wrong removal', () => {
    const { verdict } = mistakeAt(
      fresh(),
      (s) => s.kind === 'prune',
      (s) => (s.kind === 'prune' ? { kind: 'prune', cell: s.cell, digit: (s.digit % 9) + 1 } : null),
    );
    expect(verdict).toMatchObject({ right: false, reason: { code: 'arc_prune' } });
  });

  it('crossing out after AC-3 is done says so and names the next move', () => {
    let previous: Step | null = null;
    const { verdict } = mistakeAt(
      fresh(),
      (s) => {
        const hit = (s.kind === 'choose' || s.kind === 'place') && previous?.kind === 'prune';
        previous = s;
        return hit;
      },
      (s) => ({ kind: 'prune', cell: s.cell }),
    );
    expect(verdict).toMatchObject({ right: false, reason: { code: 'ac3_done' } });
    setLocale('en');
    if (!verdict.right) expect(reasonText(verdict.reason, 3, 'MAC')).toMatch(/^No arc left in AC-3's queue/);
  });

  it('not going back after a wipe-out names the emptied cell; undo retries, fix goes on', () => {
    const pick = (s: Step) => s.kind === 'back' && s.wiped >= 0;
    const undo = fresh();
    const { step, verdict } = mistakeAt(undo, pick, (s) => ({ kind: 'prune', cell: s.cell }));
    expect(verdict).toMatchObject({ right: false, reason: { code: 'wipeout' } });
    expect(undo.position).toBe(step.at);
    expect(undo.submit(rightMove(step))).toEqual({ right: true });
    const fix = fresh('fix');
    const fixed = mistakeAt(fix, pick, (s) => ({ kind: 'prune', cell: s.cell }));
    expect(fix.position).toBe(fixed.step.at + 1);
    expect(fix.right).toBe(fix.graded - 1);
  });
});
