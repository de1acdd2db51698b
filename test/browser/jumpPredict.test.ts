import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardLayout, cellCentre } from '../../src/draw/boardLayout.ts';
import { unpack } from '../../src/core/index.ts';
import { collectPacked } from '../helpers/runs.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady } from './support/runPanels.ts';

/* Predict asks backjumping where each jump lands, in Chromium: the prompt at each jump, a click on the board, the verdict. */
const PUZZLE = '..2...4.3..2..34';

/** Every jump that lands: its event, dead end, landing cell and the cell it erases first. */
const jumps = (() => {
  const { words } = collectPacked(gridFromLine(PUZZLE), 'cbj');
  return [...words].flatMap((w, at) => {
    const e = unpack(w);
    if (e.type !== 'jump' || e.to === null) return [];
    return [{ at, from: e.cell, to: e.to, erasedFirst: (unpack(words[at + 1]) as { cell: number }).cell }];
  });
})();

const cellName = (c: number) => `r${Math.floor(c / 4) + 1}c${(c % 4) + 1}`;
const TEXT = {
  en: {
    ask: 'A dead end: which cell will the search jump back to?',
    right: (to: number, from: number) =>
      `✓ Right. Back to ${cellName(to)}: the latest placement that ruled out a digit of ${cellName(from)}. The cells in between are jumped over, their other digits never tried.`,
    wrong: (to: number, from: number) =>
      `✗ Not quite. Back to ${cellName(to)}: the latest placement that ruled out a digit of ${cellName(from)}. The cells in between are jumped over, their other digits never tried.`,
  },
  'zh-CN': {
    ask: '走进死胡同：搜索会跳回哪一格？',
    right: (to: number, from: number) =>
      `✓ 答对了 跳回 ${cellName(to)}：它是排除了 ${cellName(from)} 某个数字的最近一次填数。中间的格子被直接跳过，不再试它们的其他数字。`,
    wrong: (to: number, from: number) =>
      `✗ 不对 跳回 ${cellName(to)}：它是排除了 ${cellName(from)} 某个数字的最近一次填数。中间的格子被直接跳过，不再试它们的其他数字。`,
  },
};

const cursor = async (page: Page) => Number(await page.locator('section.run').first().getAttribute('data-cursor'));

async function waitForVerdict(page: Page): Promise<string> {
  await page.waitForFunction(() => document.querySelectorAll('[data-predict="0"] [data-verdict]').length === 1, null, {
    timeout: 60_000,
  });
  return (await page.locator('[data-predict="0"] [data-verdict]').textContent())!.replace(/\s+/g, ' ').trim();
}

async function waitForPrompt(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (t) => document.querySelector('[data-predict="0"] [data-prompt]')?.textContent?.trim() === t,
    text,
    { timeout: 60_000 },
  );
}

async function clickCell(page: Page, cell: number): Promise<void> {
  const box = (await page.locator('section.run').first().locator('.board').boundingBox())!;
  const { x, y } = cellCentre(boardLayout(2, Math.floor(box.width), Math.floor(box.height)), cell);
  await page.mouse.click(box.x + x, box.y + y);
}

describe.skipIf(browserSkipped()).each(Object.keys(TEXT) as (keyof typeof TEXT)[])(
  'backjumping in predict mode, %s',
  (lang) => {
    const t = TEXT[lang];
    let open: OpenPage;
    beforeAll(async () => {
      open = await openPage({ width: 1280, height: 800 });
    });
    afterAll(async () => {
      await open?.close();
    });

    it('asks where each jump lands, grades the landing cell right and the cell erased first wrong', async () => {
      const { page } = open;
      const skipping = jumps.findIndex((j) => j.erasedFirst !== j.to);
      expect(skipping).toBeGreaterThan(0);
      await page.goto(`${appUrl()}?p=${PUZZLE}&m=single&a=cbj&s=1000&x=0&q=backTo&lang=${lang}`);
      await pageReady(page, { finished: true });
      await page.keyboard.press(' ');
      for (let i = 0; i <= skipping; i++) {
        const j = jumps[i];
        await waitForPrompt(page, t.ask);
        expect(await cursor(page)).toBe(j.at);
        if (i < skipping) {
          await clickCell(page, j.to);
          expect(await waitForVerdict(page)).toBe(t.right(j.to, j.from));
        } else {
          await clickCell(page, j.erasedFirst);
          expect(await waitForVerdict(page)).toBe(t.wrong(j.to, j.from));
        }
        await page.keyboard.press('Enter');
      }
      expect(open.errors).toEqual([]);
    });
  },
);
