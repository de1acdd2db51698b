import { cleanup, render, screen } from '@testing-library/svelte';
import { afterEach, describe, expect, it } from 'vitest';
import ExercisePanel from '../../../src/features/exercise/ExercisePanel.svelte';
import { ExerciseMode } from '../../../src/features/exercise/ExerciseMode.svelte.ts';
import { rightMove, type Step } from '../../../src/features/exercise/grading/index.ts';
import { setLocale } from '../../../src/app/i18n/locale.svelte.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { FakeHost } from './fakeHost.ts';

afterEach(() => {
  cleanup();
  setLocale('en');
});

const score = () => document.querySelector('[data-score]')!.textContent!.replace(/\s+/g, ' ').trim();

describe('the exercise panel', () => {
  for (const [lang, none, one] of [
    ['en', 'No score yet · 30 steps to go', 'Score 1 / 1 (100 %) · 29 steps to go'],
    ['zh-CN', '还没有得分 · 还剩 30 步', '得分 1 / 1（100%） · 还剩 29 步'],
  ] as const)
    it(`says there is no score before the first graded step, then the score (${lang})`, async () => {
      setLocale(lang);
      const mode = new ExerciseMode(new FakeHost(gridFromLine('.3...1433..2...4'), null, 'naive'), () => false);
      mode.start();
      render(ExercisePanel, { props: { exercise: mode, n: 2 } });
      expect(score()).toBe(none);
      mode.submit(rightMove(mode.run!.next() as Step));
      await expect.poll(score).toBe(one);
      expect(screen.queryByText(/0 \/ 0/)).toBeNull();
      mode.destroy();
    });
});

describe("the exercise panel's pad", () => {
  for (const [lang, write, cross] of [
    ['en', 'Write 2 in r1c1', 'Cross 2 out of r1c1'],
    ['zh-CN', '在 r1c1 写入 2', '从 r1c1 划掉 2'],
  ] as const)
    it(`names its digits as cross-outs, struck through, while logic crosses out (${lang})`, async () => {
      setLocale(lang);
      const mode = new ExerciseMode(new FakeHost(gridFromLine('.3...1433..2...4'), null, 'logic'), () => false);
      mode.start();
      render(ExercisePanel, { props: { exercise: mode, n: 2 } });
      const two = () => document.querySelectorAll<HTMLButtonElement>('.pad .digits button')[1];
      expect(two().getAttribute('aria-label')).toBe(write);
      mode.toggleCrossing();
      await expect.poll(() => two().getAttribute('aria-label')).toBe(cross);
      expect(two().classList.contains('crossing')).toBe(true);
      mode.toggleCrossing();
      await expect.poll(() => two().getAttribute('aria-label')).toBe(write);
      mode.destroy();
    });
});

describe("the exercise panel's new attempt", () => {
  for (const [lang, again, fresh] of [
    ['en', 'Start again', 'New attempt'],
    ['zh-CN', '重新开始', '再来一题'],
  ] as const)
    it(`starts an assignment's one puzzle again rather than offer another puzzle (${lang})`, () => {
      setLocale(lang);
      for (const [resume, name] of [
        [true, again],
        [false, fresh],
      ] as const) {
        const mode = new ExerciseMode(new FakeHost(gridFromLine('.3...1433..2...4'), null, 'naive'), () => false);
        mode.start({ mode: 'undo', steps: 30 }, resume);
        render(ExercisePanel, { props: { exercise: mode, n: 2 } });
        expect(screen.getByRole('button', { name }).textContent?.trim()).toBe(name);
        cleanup();
        mode.destroy();
      }
    });
});
