import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rightMove } from '../../src/features/exercise/grading/index.ts';
import { NAIVE_MRV_FC_CASES } from '../features/exercise/mistakeCases.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady, runPanels } from './support/runPanels.ts';
import { downloaded } from './support/downloaded.ts';
import {
  feedback,
  keyMove,
  mistakeOnPage,
  open,
  padMove,
  plan,
  score,
  violations,
  waitCursor,
  waitScore,
  WAIT,
} from './support/exerciseSteps.ts';

/*
 * "Be the solver" in Chromium: the learner makes the first board's moves with the keys, the board's clicks and the
 * pad; each is graded against the run the board plays, in English and in Chinese. The model's steps are read in
 * Node from the engine's own stream, so the page's answers and boards are checked against the built-in run.
 */
const PUZZLE_A = '.3...1433..2...4';

describe.skipIf(browserSkipped())('Be the solver', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    expect(p.errors).toEqual([]);
    await p?.close();
  });

  for (const [name, algo, order, input] of [
    ['naive, with the keys only', 'naive', undefined, 'keys'],
    ['MRV, with clicks and the pad', 'mrv', undefined, 'pad'],
    ['forward checking in MRV order, with the keys', 'fc', 'mrv', 'keys'],
  ] as const)
    it(`a learner who makes every move right scores 100 %: ${name}; each board is the built-in run's`, async () => {
      const { page } = p;
      const model = plan(PUZZLE_A, algo, order);
      await open(page, `?p=${PUZZLE_A}&a=${algo}&m=single&lang=en${order ? `&v=${order}` : ''}`);
      const steps = model.steps.slice(0, 30);
      for (const [i, { step, board, position }] of steps.entries()) {
        if (input === 'keys') await keyMove(page, rightMove(step), 4);
        else await padMove(page, rightMove(step), 2);
        await waitScore(page, i + 1, i + 1);
        await waitCursor(page, position);
        expect((await runPanels(page))[0].board).toBe(board);
      }
      expect(await page.locator('[data-exercise] [data-score]').textContent()).toContain('(100 %)');
      if (steps.length === model.steps.length) {
        await page.locator('[data-exercise] [data-verdict]').getByText('Done').waitFor();
        expect((await runPanels(page))[0].board).toBe(model.finalBoard);
      }
    });

  it('a clash placed and a fit called a clash get their sentences, in both languages; undo lets the learner retry', async () => {
    const { page } = p;
    for (const [lang, clashes, fits] of [
      [
        'en',
        '1 does not fit in r1c1: r2c2 in the same box holds 1, so naive goes on to the next digit.',
        '2 fits in r1c1: no cell in its row, column or box holds 2, so naive places it.',
      ],
      [
        'zh-CN',
        '1 填不进 r1c1：同一宫的 r2c2 已有 1，所以朴素回溯接着试下一个数字。',
        '2 可以填进 r1c1：它所在的行、列、宫里都没有 2，所以朴素回溯把它填上。',
      ],
    ] as const) {
      await open(page, `?p=${PUZZLE_A}&a=naive&m=single&lang=${lang}`);
      // The first step: 1 in r1c1 clashes with r2c2's 1 (the box).
      await keyMove(page, { kind: 'place', cell: 0, digit: 1 }, 4);
      expect(await feedback(page)).toEqual({ code: 'clashes', text: clashes });
      expect(await score(page)).toBe('0/0');
      await waitCursor(page, 0);
      await keyMove(page, { kind: 'clash', peer: 5 }, 4);
      await waitScore(page, 0, 1);
      // Then 2 fits: r3c4 holds a 2 but is no peer of r1c1.
      await keyMove(page, { kind: 'clash', peer: 11 }, 4);
      expect(await feedback(page)).toEqual({ code: 'fits', text: fits });
      await keyMove(page, { kind: 'place', cell: 0, digit: 2 }, 4);
      await waitScore(page, 0, 2);
      await waitCursor(page, 3);
      expect(await page.locator('[data-exercise] [data-mistake-at]').count()).toBe(2);
    }
  });

  // Every kind's words are checked in the panel (mistakeWords.svelte.test.ts); here two of them, end to end.
  for (const [lang, code] of [
    ['en', 'wipeout'],
    ['zh-CN', 'fewest'],
  ] as const)
    it(`a mistake is worded as the catalogue words its reason, end to end: ${code} (${lang})`, async () => {
      const { got, want } = await mistakeOnPage(
        p.page,
        NAIVE_MRV_FC_CASES.find((c) => c.code === code)!,
        lang,
      );
      expect(got).toEqual(want);
    });

  it('fix mode makes the right move and goes on; a mistake is a click from its moment; Show me plays the model to its end', async () => {
    const { page } = p;
    const model = plan(PUZZLE_A, 'naive');
    await open(page, `?p=${PUZZLE_A}&a=naive&m=single&lang=en`);
    await page.getByRole('radio', { name: 'Fix it and go on' }).check();
    await keyMove(page, rightMove(model.steps[0].step), 4);
    await waitScore(page, 1, 1);
    // The second step is 2 fitting in r1c1: saying it clashes with r3c4's 2 is wrong, and fixed.
    await keyMove(page, { kind: 'clash', peer: 11 }, 4);
    await waitScore(page, 1, 2);
    await waitCursor(page, model.steps[1].position);
    expect((await runPanels(page))[0].board).toBe(model.steps[1].board);
    await page.getByText('The board shows the right move.').waitFor();
    // The mistake's moment: the board just before the step it missed.
    await page.getByRole('button', { name: `Show event ${model.steps[1].step.at + 1} on the board` }).click();
    await waitCursor(page, model.steps[1].step.at);
    await page.getByRole('button', { name: 'Back to my move' }).click();
    await waitCursor(page, model.steps[1].position);
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
    expect(await score(page)).toBe('1/2');
  });

  it('New attempt draws a new 4×4 puzzle from the generator and starts again', async () => {
    const { page } = p;
    await open(page, `?p=${PUZZLE_A}&a=naive&m=single&lang=en`);
    await keyMove(page, { kind: 'clash', peer: 5 }, 4);
    await waitScore(page, 1, 1);
    await page.getByRole('button', { name: 'New attempt' }).click();
    await page.waitForFunction(
      (old) => {
        const board = document.querySelector<HTMLElement>('section.run')?.dataset.board ?? old;
        return board !== old && board.length === 16;
      },
      PUZZLE_A,
      WAIT,
    );
    await waitScore(page, 0, 0);
    expect(new URL(page.url()).searchParams.get('g')).toMatch(/^4\./);
  });
  it('an assignment link opens straight into the exercise: its mode, steps, size, seed range and language', async () => {
    const { page } = p;
    await page.goto(appUrl() + '?a=naive&lang=zh-CN&ex=fix.5.4.1-3');
    await page.locator('[data-exercise] [data-score]').waitFor();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('g')?.startsWith('4.'), null, WAIT);
    await pageReady(page);
    const recipe = new URL(page.url()).searchParams.get('g')!;
    expect(['1', '2', '3']).toContain(recipe.split('.').at(-1));
    expect(new URL(page.url()).searchParams.get('ex')).toBe('fix.5.4.1-3');
    expect(await page.getByRole('radio', { name: '纠正后继续' }).isChecked()).toBe(true);
    const [{ board: puzzle }] = await runPanels(page);
    const model = plan(puzzle, 'naive');
    for (const [i, { step }] of model.steps.slice(0, 5).entries()) {
      await keyMove(page, rightMove(step), 4);
      await waitScore(page, i + 1, i + 1);
    }
    await page.locator('[data-exercise] [data-verdict]').getByText('完成：5 步中对了 5 步。').waitFor();
  });
  it('the result file holds the moves, the mistakes, the time and the score', async () => {
    const { page } = p;
    await open(page, `?p=${PUZZLE_A}&a=naive&m=single&lang=en`);
    await keyMove(page, { kind: 'place', cell: 0, digit: 1 }, 4);
    await feedback(page);
    await keyMove(page, { kind: 'clash', peer: 5 }, 4);
    await keyMove(page, { kind: 'place', cell: 0, digit: 2 }, 4);
    await waitScore(page, 1, 2);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the result' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('stepdoku-exercise-naive-1of2.json');
    const result = JSON.parse((await downloaded(download)).toString('utf8'));
    expect(result).toMatchObject({
      format: 'stepdoku-exercise',
      puzzle: PUZZLE_A,
      algorithm: 'naive',
      mode: 'undo',
      score: { right: 1, graded: 2 },
      moves: [
        { at: 0, move: { kind: 'place', cell: 0, digit: 1 }, right: false },
        { at: 0, move: { kind: 'clash', peer: 5 }, right: true },
        { at: 1, move: { kind: 'place', cell: 0, digit: 2 }, right: true },
      ],
      mistakes: [{ at: 0, move: { kind: 'place', cell: 0, digit: 1 }, reason: 'clashes' }],
    });
    expect(result.seconds).toBeGreaterThanOrEqual(0);
  });
});
