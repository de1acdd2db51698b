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
