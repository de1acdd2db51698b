import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { screenshot } from './support/screenshots.ts';
import { pageReady } from './support/runPanels.ts';

/*
 * The header's 中文 / English switch, at a desktop and a phone size, in both directions: the puzzle
 * picker keeps all its presets, renamed, with the one on the boards still chosen, as a page opened
 * in that language shows it; the position stays.
 */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 390, height: 844, touch: true },
];
const WAYS = [
  { from: 'en', to: 'zh-CN', button: '中文' },
  { from: 'zh-CN', to: 'en', button: 'English' },
];
/** A lesson's puzzle, in a group of its own ("4×4 teaching" / "4×4 教学"). */
const PRESET = '4x4-b';

/** The picker as shown: its value, and each group's label with its options' names. */
function picker(page: Page) {
  return page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('#preset')!;
    return {
      value: select.value,
      shown: select.selectedOptions[0]?.textContent ?? '',
      groups: [...select.querySelectorAll('optgroup')].map((g) => [
        g.label,
        ...[...g.querySelectorAll('option')].map((o) => o.textContent),
      ]),
    };
  });
}

describe.skipIf(browserSkipped())('the language switch', () => {
  let p: OpenPage;
  let fresh: OpenPage;
  beforeAll(async () => {
    [p, fresh] = await Promise.all([openPage(), openPage()]);
  });
  afterAll(async () => {
    await p?.close();
    await fresh?.close();
  });

  for (const size of SIZES)
    for (const { from, to, button } of WAYS)
      it(`keeps every preset and the one chosen, from ${from} to ${to} at ${size.width}×${size.height}`, async () => {
        const { page } = p;
        await page.setViewportSize(size);
        await page.goto(`${appUrl()}?lang=${from}`);
        await pageReady(page);
        await page.selectOption('#preset', PRESET);
        await pageReady(page);
        await expect.poll(() => page.evaluate(() => new URLSearchParams(location.search).get('p'))).toBeTruthy();
        const before = await picker(page);
        expect(before.value).toBe(PRESET);
        const cursor = await page.locator('section.run').first().getAttribute('data-cursor');

        await page.getByRole('button', { name: button, exact: true }).click();
        await page.waitForFunction((l) => document.documentElement.lang === l, to, { timeout: 30_000 });

        // What a page opened in that language shows for the same puzzle.
        await fresh.page.setViewportSize(size);
        await fresh.page.goto(`${appUrl()}?lang=${to}`);
        await pageReady(fresh.page);
        await fresh.page.selectOption('#preset', PRESET);
        const expected = await picker(fresh.page);

        await expect.poll(() => picker(page), { timeout: 30_000 }).toEqual(expected);
        expect(expected.groups.flat().length - expected.groups.length).toBe(16);
        expect(expected.groups).not.toEqual(before.groups);
        expect(await page.locator('section.run').first().getAttribute('data-cursor')).toBe(cursor);
        await screenshot(page, `langswitch-${to}-${size.width}x${size.height}`);
        expect(p.errors).toEqual([]);
      });
});
