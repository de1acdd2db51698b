import type { Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { algorithmName } from '../../src/app/i18n/algorithmText.ts';
import { ClassRun } from '../../src/features/exercise/classRun.ts';
import { classMoveText } from '../../src/features/exercise/stepWords.ts';
import { reasonText } from '../../src/features/exercise/exerciseWords.ts';
import { rulesOf, type Step } from '../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { modelRun } from '../features/exercise/modelRun.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { layoutFaults } from './support/layout.ts';
import { pageReady } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';

/*
 * "Be the solver" in Present, for a class, with the keyboard only: the class calls the move, the clicker's keys show
 * the model's move with its reason, then make it; the page never shows a move the class has not seen.
 */
const PUZZLE = '.3...1433..2...4';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WAIT = { timeout: 60_000, polling: 50 };
const CARD = '[data-class-exercise]';
const PRESENT = { en: 'Present', 'zh-CN': '演示' } as const;

/** The model's first `count` steps as Present shows them: the headline, the reason and where the board stands. */
function expected(count: number, lang: 'en' | 'zh-CN') {
  setLocale(lang);
  const grid = gridFromLine(PUZZLE);
  const run = new ClassRun(modelRun(grid, 'naive'), grid, rulesOf('naive')!, 0);
  const out: { step: Step; headline: string; reason: string }[] = [];
  for (let i = 0; i < count; i++) {
    const step = run.next();
    if (typeof step === 'string') throw new Error('the run ended');
    out.push({
      step,
      headline: classMoveText(step, 2),
      reason: reasonText(run.reason(step), 2, algorithmName('naive')),
    });
    run.advance();
  }
  return out;
}

const cursor = (page: Page) => page.locator('section.run').first().getAttribute('data-cursor').then(Number);

async function waitCursor(page: Page, at: number): Promise<void> {
  await page.waitForFunction(
    (c) => document.querySelector<HTMLElement>('section.run')?.dataset.cursor === String(c),
    at,
    WAIT,
  );
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: () => Promise<{ violations: { id: string; nodes: unknown[] }[] }> } }
    ).axe;
    return (await axe.run()).violations.map((v) => `${v.id}: ${v.nodes.length}`);
  });
}

/** The code beside the board: how many of its lines show, and whether the view switch covers the lit line. */
function codeRoom(page: Page) {
  return page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('section.run .code-area ol')!;
    const view = document.querySelector('section.run .code-area .switch')!.getBoundingClientRect();
    const line = list.querySelector('li')!.getBoundingClientRect().height;
    // A line's box may meet the switch's edge by a few pixels; its letters then still stand clear of it.
    const edge = line / 4;
    const covered = [...list.querySelectorAll('li.lit code')].some((code) => {
      const lit = code.getBoundingClientRect();
      return lit.top < view.bottom - edge && lit.bottom > view.top + edge && lit.right > view.left;
    });
    return { lines: Math.floor(list.clientHeight / line), covered };
  });
}

const ROOMY = { lines: expect.toSatisfy((n: number) => n >= 4), covered: false };

describe.skipIf(browserSkipped()).each(['en', 'zh-CN'] as const)('Be the solver in Present, in %s', (lang) => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 1024, height: 768 });
  });
  afterAll(async () => {
    expect(p.errors).toEqual([]);
    await p?.close();
  });

  it("the clicker shows the model's move with its reason, then makes it; back hides it; nothing ahead shows", async () => {
    const { page } = p;
    const steps = expected(3, lang);
    await page.goto(`${appUrl()}?p=${PUZZLE}&a=naive&m=single&lang=${lang}`);
    await pageReady(page);
    await page.locator('.exercise-button').click();
    await page.locator('[data-exercise] [data-score]').waitFor();
    await page.getByRole('button', { name: PRESENT[lang], exact: true }).click();
    await page.locator(CARD).waitFor();
    // From here the keyboard only, as a clicker sends it.
    expect(await page.locator(`${CARD} [data-answer]`).count()).toBe(0);
    // The board stands before the first move; Play, a step, End and the jumps cannot pass it.
    for (const key of ['End', 'p', 's']) await page.keyboard.press(key);
    expect(await cursor(page)).toBe(0);

    for (const [i, { step, headline, reason }] of steps.entries()) {
      await page.waitForFunction(
        ([sel, k]) => document.querySelector(sel)?.textContent?.includes(k),
        [CARD, String(i + 1)] as const,
        WAIT,
      );
      await page.keyboard.press('PageDown');
      await page.locator(`${CARD} [data-answer]`).waitFor();
      expect((await page.locator(`${CARD} .headline`).textContent())?.trim()).toBe(headline);
      expect((await page.locator(`${CARD} .why`).textContent())?.trim()).toBe(reason);
      await waitCursor(page, step.at + step.span);
      const ringed = step.kind === 'clash' ? step.peer : step.cell;
      expect(await page.locator('[data-ring="exercise"]').getAttribute('data-cell')).toBe(String(ringed));
      if (i === 0) {
        // Back hides the answer and the board goes back; B shows it again.
        await page.keyboard.press('PageUp');
        await page.locator(`${CARD} [data-answer]`).waitFor({ state: 'detached' });
        await waitCursor(page, step.at);
        await page.keyboard.press('b');
        await page.locator(`${CARD} [data-answer]`).waitFor();
        await waitCursor(page, step.at + step.span);
        await screenshot(page, `present-exercise-answer-${lang}-1024x768`);
        await expect.poll(() => codeRoom(page), WAIT).toEqual(ROOMY);
        expect(await layoutFaults(page)).toEqual([]);
        expect(await violations(page)).toEqual([]);
      }
      await page.keyboard.press('ArrowRight');
      await page.locator(`${CARD} [data-answer]`).waitFor({ state: 'detached' });
      expect(await cursor(page)).toBe(step.at + step.span);
    }

    // Leaving Present gives the learner's own attempt back, where it was: nothing the class saw was graded.
    await page.keyboard.press('Escape');
    await page.locator('[data-exercise] [data-score]').waitFor();
    await waitCursor(page, 0);
    expect(await page.locator('[data-exercise] [data-score]').getAttribute('data-score')).toBe('0/0');
  });

  /** The board's top and the exercise pad's bottom both on screen. */
  const boardAndPadShown = (page: Page) =>
    page.evaluate(() => {
      const board = document.querySelector('section.run canvas')!.getBoundingClientRect();
      const pad = document.querySelector('[data-exercise] .pad')!.getBoundingClientRect();
      return board.top >= 0 && pad.bottom <= innerHeight;
    });

  for (const [width, height] of [
    [1280, 720],
    [1920, 1080],
    [834, 1112],
    [390, 844],
  ] as const)
    it(`keeps the board whole in its panel and clear of the card at ${width}×${height}`, async () => {
      const { page } = p;
      await page.setViewportSize({ width, height });
      await page.goto(`${appUrl()}?p=${PUZZLE}&a=naive&m=single&lang=${lang}`);
      await pageReady(page);
      await page.locator('.exercise-button').click();
      await page.locator('[data-exercise] [data-score]').waitFor();
      // Before Present: the learner sees the board and the pad together, without scrolling.
      await expect.poll(() => boardAndPadShown(page), WAIT).toBe(true);
      await page.getByRole('button', { name: PRESENT[lang], exact: true }).click();
      await page.locator('header.bar').waitFor();
      await page.keyboard.press('PageDown');
      await page.locator(`${CARD} [data-answer]`).waitFor();
      await page.waitForFunction(() => document.querySelector('main.stage')?.hasAttribute('data-holding'), null, WAIT);
      const overlap = await page.evaluate((card) => {
        const a = document.querySelector('section.run .board-box')!.getBoundingClientRect();
        const b = document.querySelector(card)!.getBoundingClientRect();
        return (
          Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) *
          Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top))
        );
      }, CARD);
      expect(overlap).toBe(0);
      await screenshot(page, `present-exercise-${lang}-${width}x${height}`);
      // Beside the board the card and the code share the column: the code keeps its lit line and some around it.
      if (width > height) await expect.poll(() => codeRoom(page), WAIT).toEqual(ROOMY);
      // The column settles after the card's row is measured: the board is whole once it has.
      await expect.poll(() => layoutFaults(page), WAIT).toEqual([]);
    });
});
