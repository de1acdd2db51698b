import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightMove } from '../../src/features/exercise/grading/index.ts';
import { GUESSES_4, MAC_LOGIC_CASES, UNIQUE_4 } from '../features/exercise/mistakeCases.ts';
import { browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { runPanels } from './support/runPanels.ts';
import {
  feedback,
  keyMove,
  mistakeOnPage,
  open,
  padMove,
  plan,
  query,
  score,
  violations,
  waitCursor,
  waitScore,
  WAIT,
} from './support/exerciseSteps.ts';

/*
 * MAC's and logic's moves in Chromium: a right learner with the keys only and with clicks, each board the engine's;
 * a new mistake's sentence end to end in each language; undo, fix and Show me.
 */

describe.skipIf(browserSkipped())('Be the solver: MAC and logic', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    expect(p.errors).toEqual([]);
    await p?.close();
  });

  for (const [name, algo, order, puzzle, input] of [
    ['MAC in MRV order, with the keys only (a wipe-out included)', 'mac', 'mrv', GUESSES_4, 'keys'],
    ['MAC in its own order, with clicks and the pad', 'mac', undefined, UNIQUE_4, 'pad'],
    ['logic, with the keys only', 'logic', undefined, UNIQUE_4, 'keys'],
    ['logic, with clicks and the pad (a guess included)', 'logic', undefined, GUESSES_4, 'pad'],
  ] as const)
    it(`a learner who makes every move right scores 100 %: ${name}; each board is the built-in run's`, async () => {
      const { page } = p;
      const model = plan(puzzle, algo, order);
      await open(page, query(puzzle, algo, 'en', order));
      const steps = model.steps.slice(0, 24);
      for (const [i, { step, board, position }] of steps.entries()) {
        if (input === 'keys') await keyMove(page, rightMove(step), 4);
        else await padMove(page, rightMove(step), 2);
        await waitScore(page, i + 1, i + 1);
        await waitCursor(page, position);
        expect((await runPanels(page))[0].board).toBe(board);
      }
      expect(await page.locator('[data-exercise] [data-score]').textContent()).toContain('(100 %)');
      const kinds = new Set(steps.map((s) => (s.step.kind === 'back' && s.step.wiped >= 0 ? 'wipe-out' : s.step.kind)));
      if (algo === 'mac') expect(kinds).toContain('prune');
      if (name.includes('wipe-out')) expect(kinds).toContain('wipe-out');
      if (algo === 'logic') expect([...kinds]).toEqual(expect.arrayContaining(['pattern', 'technique', 'place']));
    });

  // Every kind's words are checked in the panel (mistakeWords.svelte.test.ts); here two of them, end to end.
  for (const [lang, code] of [
    ['en', 'arc_prune'],
    ['zh-CN', 'technique'],
  ] as const)
    it(`a mistake is worded as the catalogue words its reason, end to end: ${code} (${lang})`, async () => {
      const { got, want } = await mistakeOnPage(
        p.page,
        MAC_LOGIC_CASES.find((c) => c.code === code)!,
        lang,
      );
      expect(got).toEqual(want);
    });

  it('logic in undo mode: a wrong technique is retried and counts wrong; axe finds nothing in its pad', async () => {
    const { page } = p;
    const model = plan(UNIQUE_4, 'logic');
    await open(page, query(UNIQUE_4, 'logic', 'en'));
    await keyMove(page, rightMove(model.steps[0].step), 4);
    await waitScore(page, 1, 1);
    await keyMove(page, { kind: 'technique', technique: 'x-wing' }, 4);
    expect((await feedback(page)).code).toBe('technique');
    await waitCursor(page, model.steps[0].position);
    await keyMove(page, rightMove(model.steps[1].step), 4);
    await waitScore(page, 1, 2);
    // Under the ceiling the timeline names the learner's position alone.
    const where = await page.locator('.scrubber .where').textContent();
    expect(where?.replace(/\s+/g, ' ').trim()).toBe(`event ${model.steps[1].position}`);
    // Crossing out: the pad's digits say so, and are struck through.
    await page.keyboard.press('x');
    const two = page.locator('[data-exercise] .pad .digits button').nth(1);
    await page.waitForFunction(
      () =>
        document
          .querySelectorAll('[data-exercise] .pad .digits button')[1]
          ?.getAttribute('aria-label')
          ?.startsWith('Cross 2 out of'),
      null,
      WAIT,
    );
    expect(await two.evaluate((b) => getComputedStyle(b).textDecorationLine)).toBe('line-through');
    expect(await violations(page)).toEqual([]);
  });

  it('forward checking’s cross-out button says what it shows (axe: the name holds the visible words)', async () => {
    const { page } = p;
    await open(page, query(UNIQUE_4, 'fc', 'en'));
    await page.locator('[data-exercise] [data-move="prune"]').waitFor();
    expect(await violations(page)).toEqual([]);
  });

  for (const algo of ['mac', 'logic'] as const)
    it(`${algo} in fix mode makes the right move and goes on; axe finds nothing; Show me plays the built-in run to its end`, async () => {
      const { page } = p;
      const model = plan(UNIQUE_4, algo);
      await open(page, query(UNIQUE_4, algo, 'en'));
      await page.getByRole('radio', { name: 'Fix it and go on' }).check();
      await keyMove(page, { kind: 'back', cell: 0 }, 4);
      await waitScore(page, 0, 1);
      await waitCursor(page, model.steps[0].position);
      expect((await runPanels(page))[0].board).toBe(model.steps[0].board);
      await page.getByText('The board shows the right move.').waitFor();
      expect(await violations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Show me' }).click();
      await page.waitForFunction(
        (t) => {
          const run = document.querySelector<HTMLElement>('section.run')!.dataset;
          return run.finished === 'true' && run.cursor === String(t);
        },
        model.total,
        WAIT,
      );
      const [board] = await runPanels(page);
      expect([board.total, board.board]).toEqual([model.total, model.finalBoard]);
      expect(await score(page)).toBe('0/1');
    });
});
