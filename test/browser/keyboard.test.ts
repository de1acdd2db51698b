import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady, runPanels, waitCursor } from './support/runPanels.ts';

/*
 * Keys wherever focus is, and the New puzzle dialog's focus, in real Chromium: Space plays or pauses
 * and ←/→ step after a click on any button or the speed slider; only text fields keep their keys.
 */
async function load(page: Page, visit = true): Promise<void> {
  if (visit) await page.goto(appUrl());
  await pageReady(page);
}

const cursor = async (page: Page) => (await runPanels(page))[0].cursor;
const playLabel = (page: Page) => page.locator('.transport .play').getAttribute('aria-label');

describe.skipIf(browserSkipped())('keys wherever focus is', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('plays with Space after a click on a jump button, instead of jumping again', async () => {
    await load(p.page);
    await p.page.getByRole('button', { name: 'Next place ›' }).click();
    await expect.poll(() => cursor(p.page)).toBeGreaterThan(0);
    const at = await cursor(p.page);
    await p.page.keyboard.press(' ');
    expect(await playLabel(p.page)).toBe('Pause (Space)');
    await p.page.keyboard.press(' ');
    expect(await playLabel(p.page)).toBe('Play (Space)');
    // Paused again where the play left it; the jump did not run a second time on Space's key-up.
    const after = await cursor(p.page);
    expect(after).toBeGreaterThanOrEqual(at);
    expect(p.errors).toEqual([]);
  });

  it('steps with ←/→ after a click on the speed slider, and the speed stays', async () => {
    await load(p.page);
    await p.page.locator('.speed input').click();
    const speed = await p.page.locator('.speed output').textContent();
    const at = await cursor(p.page);
    await p.page.keyboard.press('ArrowRight');
    await waitCursor(p.page, at + 1);
    await p.page.keyboard.press('ArrowRight');
    await waitCursor(p.page, at + 2);
    await p.page.keyboard.press('ArrowLeft');
    await waitCursor(p.page, at + 1);
    expect(await p.page.locator('.speed output').textContent()).toBe(speed);
    await p.page.keyboard.press(' ');
    expect(await playLabel(p.page)).toBe('Pause (Space)');
    await p.page.keyboard.press(' ');
  });

  it('plays with Space after a click on a checkbox, which keeps its tick; Enter ticks it', async () => {
    await load(p.page);
    const explain = p.page.getByRole('checkbox', { name: 'Explain' });
    await explain.click();
    expect(await explain.isChecked()).toBe(true);
    await p.page.keyboard.press(' ');
    expect(await explain.isChecked()).toBe(true);
    await expect.poll(() => playLabel(p.page)).toBe('Pause (Space)');
    await p.page.keyboard.press(' ');
    await expect.poll(() => playLabel(p.page)).toBe('Play (Space)');
    // The keyboard's way to tick the box, Space being Play's.
    expect(await explain.evaluate((el) => el === document.activeElement)).toBe(true);
    await p.page.keyboard.press('Enter');
    expect(await explain.isChecked()).toBe(false);
    expect(p.errors).toEqual([]);
  });

  it('plays with Space right after Predict is ticked, and asks; Predict stays on', async () => {
    await load(p.page);
    const predict = p.page.getByRole('checkbox', { name: 'Predict' });
    await predict.click();
    expect(await predict.isChecked()).toBe(true);
    await p.page.keyboard.press(' ');
    expect(await predict.isChecked()).toBe(true);
    await p.page.locator('[data-predict] [data-prompt]').first().waitFor({ timeout: 30_000 });
    expect(p.errors).toEqual([]);
  });

  it('plays with Space after a click on a radio button, which keeps its choice; Enter picks one', async () => {
    await load(p.page);
    await p.page.getByRole('checkbox', { name: 'Predict' }).click();
    await p.page.getByRole('button', { name: 'Questions…' }).click();
    const backtracks = p.page.getByRole('radio', { name: 'Only at backtracks' });
    const every = p.page.getByRole('radio', { name: 'Every moment' });
    await backtracks.click();
    await p.page.keyboard.press(' ');
    await expect.poll(() => cursor(p.page)).toBeGreaterThan(0);
    expect(await backtracks.isChecked()).toBe(true);
    await p.page.keyboard.press(' ');
    await every.focus();
    await p.page.keyboard.press('Enter');
    expect(await every.isChecked()).toBe(true);
    expect(p.errors).toEqual([]);
  });

  it('plays with Space after a choice in a picker, which keeps its arrows', async () => {
    await load(p.page);
    const picker = p.page.locator('#algo-0');
    await picker.selectOption('mrv');
    await picker.focus();
    await load(p.page, false);
    await p.page.keyboard.press(' ');
    await expect.poll(() => playLabel(p.page)).toBe('Pause (Space)');
    await p.page.keyboard.press(' ');
    await expect.poll(() => playLabel(p.page)).toBe('Play (Space)');
    expect(await picker.inputValue()).toBe('mrv');
    await p.page.keyboard.press('ArrowUp'); // the picker's own: the algorithm above
    await expect.poll(() => picker.inputValue()).toBe('naive');
    expect(p.errors).toEqual([]);
  });

  it('leaves the keys to a text field', async () => {
    await load(p.page);
    await p.page.getByRole('button', { name: /Step until…/ }).click();
    const field = p.page.getByLabel('Depth to drop below');
    await field.click();
    await p.page.keyboard.type('3 ');
    await p.page.keyboard.press('ArrowLeft');
    expect(await field.inputValue()).toBe('3 ');
    expect(await cursor(p.page)).toBe(0);
    expect(await playLabel(p.page)).toBe('Play (Space)');
  });
});

describe.skipIf(browserSkipped())('the New puzzle dialog', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
  });

  const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('dialog[open]'));

  it('takes focus, keeps it while Tab goes round, closes with Esc and gives focus back', async () => {
    await load(p.page);
    const opener = p.page.getByRole('button', { name: 'New puzzle…' });
    await opener.click();
    await p.page.getByRole('dialog', { name: 'New puzzle' }).waitFor();
    expect(await focusInDialog(p.page)).toBe(true);
    for (let i = 0; i < 25; i++) {
      await p.page.keyboard.press('Tab');
      expect(await focusInDialog(p.page)).toBe(true);
    }
    await p.page.keyboard.press('Escape');
    await expect.poll(() => p.page.getByRole('dialog').count()).toBe(0);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // Keys reach the player again once it is closed.
    await p.page.keyboard.press('ArrowRight');
    await waitCursor(p.page, 1);
  });

  it('sits inside the screen on a phone', async () => {
    await p.page.setViewportSize({ width: 390, height: 844 });
    await load(p.page);
    await p.page.getByRole('button', { name: 'New puzzle…' }).click();
    const box = (await p.page.getByRole('dialog', { name: 'New puzzle' }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
  });
});
