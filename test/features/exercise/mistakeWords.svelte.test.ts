import { readFileSync } from 'node:fs';
import { cleanup, render } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import ExercisePanel from '../../../src/features/exercise/ExercisePanel.svelte';
import { ExerciseMode } from '../../../src/features/exercise/ExerciseMode.svelte.ts';
import { reasonText } from '../../../src/features/exercise/exerciseWords.ts';
import { rightMove, type ReasonCode, type Verdict } from '../../../src/features/exercise/grading/index.ts';
import { algorithmName } from '../../../src/app/i18n/algorithmText.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { FakeHost } from './fakeHost.ts';
import { MISTAKE_CASES } from './mistakeCases.ts';
import { plan } from './plan.ts';

afterEach(() => {
  cleanup();
  setLocale('en');
});

/** Every reason the grader gives: a code missing from the cases fails to compile. */
const EVERY_CODE: Record<ReasonCode, true> = {
  fits: true,
  next_candidate: true,
  clashes: true,
  clash_peer: true,
  next_digit: true,
  first_empty: true,
  chosen_cell: true,
  fewest: true,
  tie_first: true,
  tie_degree: true,
  prune: true,
  no_prune: true,
  dead_end: true,
  wipeout: true,
  back_latest: true,
  not_dead: true,
  arc_prune: true,
  ac3_done: true,
  pattern_cells: true,
  technique: true,
  logic_prune: true,
  logic_place: true,
  guess: true,
};

/**
 * The catalogue's sentences for `code` (one per unit or variant) as patterns its filled-in text must match, spaces left
 * out (Chinese drops the space beside a Chinese value).
 */
function catalogue(lang: string, code: ReasonCode): RegExp[] {
  const words = JSON.parse(readFileSync(`messages/${lang}.json`, 'utf8')) as Record<string, string>;
  const keys = Object.keys(words).filter(
    (k) => k === `exercise_reason_${code}` || k.startsWith(`exercise_reason_${code}_`),
  );
  return keys.map((k) => {
    const literal = words[k]
      .split(/\{\w+\}/)
      .map((part) => part.replace(/\s+/g, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${literal.join('.+?')}$`);
  });
}

describe('every kind of mistake, worded in the panel as the catalogue words its reason', () => {
  it('covers every reason the grader gives', () => {
    expect(new Set(MISTAKE_CASES.map((c) => c.code))).toEqual(new Set(Object.keys(EVERY_CODE)));
  });

  for (const lang of ['en', 'zh-CN'] as const)
    for (const c of MISTAKE_CASES)
      it(`${c.code}: ${c.algo}${c.order ? ` in ${c.order} order` : ''} (${lang})`, () => {
        setLocale(lang);
        const model = plan(c.puzzle, c.algo, c.order);
        const at = c.find(model.steps);
        expect(at, c.code).toBeGreaterThanOrEqual(0);
        const wrong = c.move(model.steps[at].step, model.steps[at - 1]?.board ?? c.puzzle);
        const mode = new ExerciseMode(new FakeHost(model.grid, null, c.algo, c.order), () => false);
        mode.start({ mode: 'undo', steps: 999 });
        for (const { step } of model.steps.slice(0, at)) mode.submit(rightMove(step));
        expect(mode.run?.right).toBe(at);
        mode.submit(wrong);
        const verdict = mode.run!.last as Verdict & { right: false };
        expect(verdict.right ? 'right' : verdict.reason.code).toBe(c.code);
        render(ExercisePanel, { props: { exercise: mode, n: model.grid.n } });
        const shown = document.querySelector('[data-verdict="wrong"] [data-reason]')!;
        const text = shown.textContent!.trim();
        expect([shown.getAttribute('data-reason'), text]).toEqual([
          c.code,
          reasonText(verdict.reason, model.grid.n, algorithmName(c.algo)),
        ]);
        expect(
          catalogue(lang, c.code).some((pattern) => pattern.test(text.replace(/\s+/g, ''))),
          text,
        ).toBe(true);
        mode.destroy();
      });
});
