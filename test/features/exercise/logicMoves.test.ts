import { describe, expect, it } from 'vitest';
import { ExerciseRun, rightMove, rulesOf, type Step } from '../../../src/features/exercise/grading/index.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { reasonText } from '../../../src/features/exercise/exerciseWords.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { modelRun } from './modelRun.ts';
import { mistakeAt, playRight } from './playRun.ts';

const FOUR = gridFromLine('.3...1433..2...4');
const EASY_9 = gridFromLine('530070000600195000098000060800060003400803001700020006060000280000419005000080079');
// Needs eliminations, techniques beyond the singles, and guesses where the ladder stops (Inkala's 2010 puzzle).
const HARDER = gridFromLine('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..');
const rules = rulesOf('logic')!;

const fresh = (grid = EASY_9, mode: 'undo' | 'fix' = 'undo') =>
  new ExerciseRun(modelRun(grid, 'logic'), grid, rules, mode, Infinity);

/** The reason's sentence in English and in Chinese. */
function words(verdict: { right: boolean }): [string, string] {
  if (verdict.right || !('reason' in verdict)) throw new Error('a right move');
  const reason = (verdict as { reason: Parameters<typeof reasonText>[0] }).reason;
  setLocale('en');
  const en = reasonText(reason, 3, 'Logic techniques');
  setLocale('zh-CN');
  const zh = reasonText(reason, 3, '人类技巧解法');
  setLocale('en');
  return [en, zh];
}

describe('logic: find the pattern, name the technique, cross out and write', () => {
  for (const [name, grid] of [
    ['4×4', FOUR],
    ['9×9', EASY_9],
    ['hard 9×9', HARDER],
  ] as const)
    it(`a learner who makes every move right scores 100 % on the ${name} puzzle, every event made`, () => {
      const model = modelRun(grid, 'logic');
      const run = new ExerciseRun(model, grid, rules, 'undo', Infinity);
      const seen = playRight(run);
      expect(run.next()).toBe('end');
      expect([run.score, run.mistakes.length, run.position]).toEqual([1, 0, model.total]);
      const patterns = seen.filter((s) => s.kind === 'pattern').length;
      expect(patterns).toBeGreaterThan(0);
      expect(seen.filter((s) => s.kind === 'technique').length).toBe(patterns);
    });

  it('the hard puzzle takes eliminations, a technique beyond the singles, and a guess', () => {
    const seen = playRight(fresh(HARDER));
    expect(seen.some((s) => s.kind === 'prune')).toBe(true);
    expect(seen.some((s) => s.kind === 'technique' && !s.technique.endsWith('single'))).toBe(true);
    expect(seen.some((s) => s.kind === 'place' && !s.forced)).toBe(true);
  });

  it('the pattern’s cells in any order are right; a wrong set names the pattern’s cells', () => {
    const run = fresh();
    const first = run.next() as Step & { kind: 'pattern' };
    expect(first.kind).toBe('pattern');
    expect(run.submit({ kind: 'pattern', cells: [...first.cells].reverse() })).toEqual({ right: true });
    const wrongSet = mistakeAt(
      fresh(),
      (s) => s.kind === 'pattern',
      (s) => ({ kind: 'pattern', cells: [(s.cell + 1) % 81] }),
    );
    expect(wrongSet.verdict).toMatchObject({ right: false, reason: { code: 'pattern_cells' } });
    const [en, zh] = words(wrongSet.verdict);
    const cell = `r${Math.floor(wrongSet.step.cell / 9) + 1}c${(wrongSet.step.cell % 9) + 1}`;
    expect(en).toBe(`The easiest step that changes something has its pattern in ${cell}.`);
    expect(zh).toBe(`能推进局面的最简单一步，其模式在 ${cell}。`);
  });

  it('a wrong technique names the easiest one; an easier one is said to change nothing', () => {
    const harder = mistakeAt(
      fresh(),
      (s) => s.kind === 'technique',
      () => ({ kind: 'technique', technique: 'x-wing' }),
    );
    expect(harder.verdict).toMatchObject({ right: false, reason: { code: 'technique', yours: 'x-wing' } });
    const [en, zh] = words(harder.verdict);
    expect(en).toMatch(
      /^Logic takes the easiest technique that changes something, and here that is (Full house|Hidden single|Naked single), in r\dc\d\.$/,
    );
    expect(zh).toMatch(/^逻辑解法总是用能推进局面的最简单技巧，这里就是 r\dc\d 中的/);
    const easier = mistakeAt(
      fresh(HARDER),
      (s) => s.kind === 'technique' && !s.technique.endsWith('single') && s.technique !== 'full-house',
      () => ({ kind: 'technique', technique: 'naked-single' }),
    );
    const [en2, zh2] = words(easier.verdict);
    expect(en2).toMatch(
      /^Naked single changes nothing here \(logic tries it first\); the easiest technique that does is /,
    );
    expect(zh2).toMatch(/^显性唯一在这里什么也推不动/);
  });

  it('eliminations go in reading order; a placement comes after them; a guess is named', () => {
    const prune = mistakeAt(
      fresh(HARDER),
      (s) => s.kind === 'prune',
      (s) => (s.kind === 'prune' ? { kind: 'prune', cell: s.cell, digit: (s.digit % 9) + 1 } : null),
    );
    expect(prune.verdict).toMatchObject({ right: false, reason: { code: 'logic_prune', cell: prune.step.cell } });
    expect(words(prune.verdict)[0]).toMatch(/^The step crosses \d out of r\dc\d next/);
    const place = mistakeAt(
      fresh(),
      (s) => s.kind === 'place' && s.forced === true,
      (s) => ({ kind: 'pattern', cells: [s.cell] }),
    );
    expect(place.verdict).toMatchObject({ right: false, reason: { code: 'logic_place' } });
    expect(words(place.verdict)[1]).toMatch(/^这一步接下来在 r\dc\d 填 \d/);
    const guess = mistakeAt(
      fresh(HARDER),
      (s) => s.kind === 'place' && !s.forced,
      () => ({ kind: 'technique', technique: 'x-chain' }),
    );
    expect(guess.verdict).toMatchObject({ right: false, reason: { code: 'guess' } });
    expect(words(guess.verdict)[0]).toMatch(/^No technique changes anything here, so logic guesses/);
  });

  it('undo keeps the learner at the step; fix makes it and goes on', () => {
    const undo = fresh();
    const first = undo.next() as Step;
    expect(undo.submit({ kind: 'technique', technique: 'x-wing' })).toMatchObject({ right: false });
    expect(undo.position).toBe(0);
    expect(undo.submit(rightMove(first))).toEqual({ right: true });
    const fix = fresh(EASY_9, 'fix');
    fix.submit({ kind: 'technique', technique: 'x-wing' });
    expect(fix.position).toBe(first.span);
    expect((fix.next() as Step).kind).toBe('technique');
  });
});
