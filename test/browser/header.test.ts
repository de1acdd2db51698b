import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { layoutFaults } from './support/layout.ts';
import { screenshot } from './support/screenshots.ts';
import { waitForRuns } from './support/runPanels.ts';

/*
 * The player's header: one row of controls on a laptop or a projector, in English and in Chinese,
 * even while the puzzle picker shows its longest name, so that the boards keep the screen's height;
 * wrapped, but inside the screen, on a tablet and a phone; and what moved under More one key away.
 */

/** The header's controls: buttons, the picker, the checkboxes' labels, the name. */
const CONTROLS = 'header.top :is(button, select, label, a, h1)';

async function load(page: Page, lang: string): Promise<void> {
  await page.goto(`${appUrl()}?lang=${lang}`);
  await waitForRuns(page, { pending: ['false', 'false'] });
}

/** The header's height and its tallest control's: equal when the controls stand in one row. */
function heights(page: Page): Promise<{ header: number; row: number }> {
  return page.evaluate((controls) => {
    const shown = [...document.querySelectorAll(controls)].filter((el) => el.getClientRects().length > 0);
    return {
      header: document.querySelector('header.top')!.getBoundingClientRect().height,
      row: Math.max(...shown.map((el) => el.getBoundingClientRect().height)),
    };
  }, CONTROLS);
}

/** The room left in the row: the stretch between the puzzle's controls and the right-hand ones. */
function spare(page: Page): Promise<number> {
  return page.evaluate(() => {
    const end = document.querySelector('header.top .end')!;
    const gap = parseFloat(getComputedStyle(end.parentElement!).columnGap);
    return end.getBoundingClientRect().left - end.previousElementSibling!.getBoundingClientRect().right - gap;
  });
}

/** Loads the preset whose name is widest in the picker's font (answering its warning, if it has one). */
async function pickLongestName(page: Page): Promise<string> {
  const { id, name } = await page.evaluate(() => {
    const select = document.querySelector<HTMLSelectElement>('#preset')!;
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = getComputedStyle(select).font;
    const widest = [...select.options].reduce((a, b) =>
      ctx.measureText(b.text).width > ctx.measureText(a.text).width ? b : a,
    );
    return { id: widest.value, name: widest.text };
  });
  await page.selectOption('#preset', id);
  const warning = page.getByRole('alertdialog');
  if (await warning.isVisible()) await warning.getByRole('button').first().click();
  await page.waitForFunction((id) => document.querySelector<HTMLSelectElement>('#preset')!.value === id, id);
  return name;
}

describe.skipIf(browserSkipped())('the header', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
  });

  for (const lang of ['en', 'zh-CN'])
    // 1260 px: the narrowest header that shows its buttons' words (HeaderAction.svelte).
    for (const [width, height] of [
      [1280, 720],
      [1260, 800],
      [1024, 768],
    ] as const)
      it(`is one row of controls at ${width}×${height} in ${lang}, with 2rem to spare for the longest puzzle name`, async () => {
        await p.page.setViewportSize({ width, height });
        await load(p.page, lang);
        const first = await heights(p.page);
        expect(first.header).toBeLessThanOrEqual(first.row + 1);
        const name = await pickLongestName(p.page);
        const longest = await heights(p.page);
        expect(longest.header, name).toBeLessThanOrEqual(longest.row + 1);
        expect(await spare(p.page), name).toBeGreaterThanOrEqual(32);
        await screenshot(p.page, `header-longest-${lang}-${width}x${height}`);
      });

  for (const [width, height] of [
    [834, 1112],
    [390, 844],
  ] as const)
    it(`wraps inside the screen at ${width}×${height}, in either language`, async () => {
      await p.page.setViewportSize({ width, height });
      for (const lang of ['en', 'zh-CN']) {
        await load(p.page, lang);
        const { header, row } = await heights(p.page);
        expect(header).toBeLessThanOrEqual(3 * row + 2 * 16);
        expect(await layoutFaults(p.page, 'header.top')).toEqual([]);
      }
    });

  it('keeps pencil marks and the Lab under More, a key away, closing on Escape with focus back', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await load(p.page, 'en');
    const more = p.page.getByRole('button', { name: 'More' });
    const pencil = p.page.getByLabel('Pencil marks');
    expect(await pencil.isVisible()).toBe(false);
    await more.focus();
    await p.page.keyboard.press('Enter');
    await pencil.waitFor();
    // The browser tells screen readers it is open (a popover's button is expanded).
    expect(await p.page.getByRole('button', { name: 'More', expanded: true }).count()).toBe(1);
    // The popover sits under its button, inside the screen.
    const [button, panel] = await Promise.all([more.boundingBox(), p.page.locator('#header-more').boundingBox()]);
    expect(panel!.y).toBeGreaterThanOrEqual(button!.y + button!.height);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(1280);
    await screenshot(p.page, 'header-more-1280x720');
    // Tab goes from the button into what it holds: the checkbox first, Space ticks it, the Lab next.
    await p.page.keyboard.press('Tab');
    expect(await pencil.evaluate((el) => el === document.activeElement)).toBe(true);
    await p.page.keyboard.press(' ');
    expect(await pencil.isChecked()).toBe(true);
    await expect.poll(() => p.page.evaluate(() => location.search)).toMatch(/[?&]pm=1/);
    await p.page.keyboard.press('Tab');
    expect(await p.page.evaluate(() => document.activeElement?.getAttribute('href'))).toMatch(/view=lab/);
    await p.page.keyboard.press('Escape');
    await pencil.waitFor({ state: 'hidden' });
    expect(await more.evaluate((el) => el === document.activeElement)).toBe(true);
    // The button says it is open in the task that opens the panel, not in a later one a loaded machine delays.
    const sameTask = await p.page.evaluate(() => {
      document.getElementById('header-more')!.showPopover();
      return new Promise((said) => queueMicrotask(() => said(document.querySelector('.more')!.ariaExpanded)));
    });
    expect(sameTask).toBe('true');
    await p.page.keyboard.press('Escape');
    await pencil.waitFor({ state: 'hidden' });
  });

  it('keeps More open under its button when a narrower window moves the button to the second row', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await load(p.page, 'en');
    const more = p.page.getByRole('button', { name: 'More' });
    await more.click();
    const before = (await more.boundingBox())!;
    await p.page.setViewportSize({ width: 834, height: 1112 });
    await expect.poll(async () => (await more.boundingBox())!.y).toBeGreaterThan(before.y);
    const button = (await more.boundingBox())!;
    await expect
      .poll(async () => (await p.page.locator('#header-more').boundingBox())!.y)
      .toBeGreaterThanOrEqual(button.y + button.height);
    const panel = (await p.page.locator('#header-more').boundingBox())!;
    expect(Math.abs(panel.x + panel.width - (button.x + button.width))).toBeLessThanOrEqual(1);
  });
});
