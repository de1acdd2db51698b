import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { geometry } from '../../src/core/index.ts';
import { candidateMasks } from '../../src/core/candidates.ts';
import { hintFor, uniqueSolution } from '../../src/core/logic/hint.ts';
import { hintText } from '../../src/features/hint/hintWords.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { HINT_POSITIONS } from '../core/logic/hintPositions.ts';
import { axeViolations } from './support/axe.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady } from './support/runPanels.ts';

/*
 * The hint by keyboard alone, on the player's first board and in the board editor, in English and Chinese: each
 * press of ? (or Enter on the Hint button, reached by Tab) goes one level deeper, a new position starts again at
 * the first, and what the page says is what the engine's hint says for the board the page shows.
 */
const SINGLE = HINT_POSITIONS['hidden-single'].puzzle;
const g = geometry(3);

const hintShown = (page: Page) => page.locator('.hint-text').first().textContent({ timeout: 30_000 });
const level = (page: Page) => page.locator('.hint-marks').first().getAttribute('data-level');

/** The engine's words for the page's board `side` (the first unless said) at `lvl`, in `lang`. */
async function expected(page: Page, lvl: 1 | 2 | 3, lang: 'en' | 'zh-CN', givens = SINGLE, side = 0): Promise<string> {
  const board = (await page.locator('section.run').nth(side).getAttribute('data-board'))!;
  setLocale(lang);
  try {
    return hintText(hintFor(gridFromLine(givens), gridFromLine(board).cells), lvl, g);
  } finally {
    setLocale('en');
  }
}

async function press(page: Page, lvl: number): Promise<void> {
  await page.keyboard.press('?');
  await expect.poll(() => level(page)).toBe(String(lvl));
}

for (const lang of ['en', 'zh-CN'] as const) {
  const label = lang === 'en' ? 'Hint' : '提示';
  describe.skipIf(browserSkipped())(`the hint by keyboard (${lang})`, () => {
    let open: OpenPage;
    beforeAll(async () => {
      open = await openPage({ width: 1280, height: 720 });
    });
    afterAll(() => open?.close());

    it('on the player: three levels by ?, the button in tab order, a new position back at level 1', async () => {
      const { page } = open;
      await page.goto(`${appUrl()}?p=${SINGLE}&m=single&a=naive&lang=${lang}`);
      await pageReady(page);
      await press(page, 1);
      expect(await hintShown(page)).toContain(await expected(page, 1, lang));
      await press(page, 2);
      expect(await hintShown(page)).toContain(await expected(page, 2, lang));
      // The button is reached by Tab and pressed by Enter.
      const button = page.getByRole('button', { name: new RegExp(`^${label}`) });
      for (let i = 0; i < 80 && !(await button.evaluate((b) => b === document.activeElement)); i++)
        await page.keyboard.press('Tab');
      expect(await button.evaluate((b) => b === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      await expect.poll(() => level(page)).toBe('3');
      expect(await hintShown(page)).toContain(await expected(page, 3, lang));
      expect(await axeViolations(page)).toEqual([]);
      // Naive backtracking's first placement, 1 in r1c1 where the solution has 9: a new position, and a wrong digit.
      await page.locator('body').focus();
      await page.keyboard.press('p');
      await expect.poll(() => page.locator('.hint-text').count()).toBe(0);
      await press(page, 1);
      const words = await expected(page, 1, lang);
      setLocale(lang);
      expect(words).toBe(hintText({ kind: 'wrong', cells: [0] }, 1, g));
      setLocale('en');
      expect(await hintShown(page)).toContain(words);
      expect(open.errors).toEqual([]);
    });

    it('in Compare: for the board clicked, under it; in Present: the bar has the Hint button, the words under the boards', async () => {
      const { page } = open;
      await page.goto(`${appUrl()}?p=${SINGLE}&m=compare&a=naive,mrv&lang=${lang}`);
      await pageReady(page);
      const second = page.locator('section.run').nth(1);
      // MRV's first placement on the second board: its position is not the first board's.
      await page.keyboard.press('p');
      await expect
        .poll(() => page.locator('section.run').evaluateAll((r) => new Set(r.map((e) => e.dataset.board)).size))
        .toBe(2);
      await second.locator('.board-box').click();
      await page.keyboard.press('?');
      await expect.poll(() => second.locator('.hint-marks').getAttribute('data-level')).toBe('1');
      expect(await second.locator('.hint-text').textContent()).toContain(await expected(page, 1, lang, SINGLE, 1));
      expect(await page.locator('section.run').first().locator('.hint-text').count()).toBe(0);

      await page.getByRole('button', { name: lang === 'en' ? 'Present' : '演示', exact: true }).click();
      const button = page.locator('section.controls').getByRole('button', { name: new RegExp(`^${label}`) });
      await button.click();
      await expect.poll(() => second.locator('.hint-marks').getAttribute('data-level')).toBe('2');
      // Present shows the words in a row under the boards, the marks on the board they are for.
      expect(await page.locator('.present-hint .hint-text').textContent()).toContain(
        await expected(page, 2, lang, SINGLE, 1),
      );
      expect(open.errors).toEqual([]);
    });

    it('in the editor: a wrong digit is named, and clearing it brings the technique back', async () => {
      const { page } = open;
      await page.goto(`${appUrl()}?p=${SINGLE}&m=single&a=naive&lang=${lang}`);
      await pageReady(page);
      await page.getByRole('button', { name: lang === 'en' ? 'Edit or paste…' : '编辑或粘贴…' }).focus();
      await page.keyboard.press('Enter');
      const board = page.getByRole('application');
      await board.focus();
      // r1c1 is empty: write a digit its row, column and box allow but the solution does not hold there.
      await page.keyboard.press(String(wrongDigitFor(0)));
      await press(page, 1);
      setLocale(lang);
      const named = hintText({ kind: 'wrong', cells: [0] }, 1, g);
      setLocale('en');
      expect(await hintShown(page)).toContain(named);
      // Writing moved the editor's cell on: Backspace on the empty cell clears the one before, as in text.
      await page.keyboard.press('Backspace');
      await expect.poll(() => page.locator('.hint-text').count()).toBe(0);
      await press(page, 1);
      await press(page, 2);
      await press(page, 3);
      setLocale(lang);
      const step = hintText(hintFor(gridFromLine(SINGLE), gridFromLine(SINGLE).cells), 3, g);
      setLocale('en');
      expect(await hintShown(page)).toContain(step);
      expect(await axeViolations(page)).toEqual([]);
      expect(open.errors).toEqual([]);
    });
  });
}

/** A digit for `cell` that the givens allow but the solution does not hold. */
function wrongDigitFor(cell: number): number {
  const givens = gridFromLine(SINGLE);
  const solution = uniqueSolution(givens)!;
  const mask = candidateMasks(3, givens.cells)[cell];
  return [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => d !== solution[cell] && mask & (1 << (d - 1)))!;
}
