import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations as violations } from './support/axe.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady, waitAllAtEnd, waitCursor } from './support/runPanels.ts';

/*
 * axe-core (pinned in devDependencies) run in the page on the states people meet: the first view,
 * a finished comparison, the editor with a paste error, the New puzzle dialog, the header's More, and
 * presentation mode in both themes. Each must have no violation at all.
 */
async function load(page: Page, query = ''): Promise<void> {
  await page.goto(appUrl() + query);
  await pageReady(page);
  // The side column mounts in stages after the first paint: wait for its last panel.
  await page.getByText('Share and export').waitFor();
}

describe.skipIf(browserSkipped())('accessibility (axe-core)', () => {
  let p: OpenPage;
  beforeAll(async () => {
    // The service worker installs, so that the offline badge is checked too.
    p = await openPage({ width: 1280, height: 720, serviceWorkers: 'allow' });
  });
  afterAll(async () => {
    await p?.close();
  });

  it('finds nothing on the first view, the offline badge shown', async () => {
    await load(p.page);
    await p.page.waitForSelector('.offline[data-offline="ready"]');
    expect(await violations(p.page)).toEqual([]);
  });

  it('finds nothing on a finished comparison, verdict, code and narration shown', async () => {
    await load(p.page);
    await p.page.getByLabel('Explain').check();
    await p.page.keyboard.press('End');
    await waitAllAtEnd(p.page, 60_000);
    expect(await violations(p.page)).toEqual([]);
  });

  it('finds nothing in the editor showing a paste error', async () => {
    await load(p.page);
    await p.page.getByRole('button', { name: 'Edit or paste…' }).click();
    await p.page.locator('#paste-text').fill('53..7....\n6..195...\n.98....6x\n');
    await p.page.getByRole('button', { name: 'Load into the editor' }).click();
    await p.page.getByRole('alert').first().waitFor();
    expect(await violations(p.page)).toEqual([]);
  });

  it('finds nothing with the New puzzle dialog open', async () => {
    await load(p.page);
    await p.page.getByRole('button', { name: 'New puzzle…' }).click();
    await p.page.getByRole('dialog', { name: 'New puzzle' }).waitFor();
    expect(await violations(p.page)).toEqual([]);
  });

  it("finds nothing with the header's More open", async () => {
    await load(p.page);
    await p.page.getByRole('button', { name: 'More' }).click();
    await p.page.getByLabel('Pencil marks').waitFor();
    expect(await violations(p.page)).toEqual([]);
  });

  it('finds nothing in presentation mode, light and dark, and leaves the offline mark off the lesson', async () => {
    await load(p.page);
    const mark = p.page.locator('.offline[data-offline="ready"] .ready');
    await mark.waitFor();
    await p.page.getByRole('button', { name: 'Present' }).click();
    // Present's bar (and its heading) is a part loaded on first use: axe before it would find no h1.
    await p.page.locator('header.bar').waitFor();
    await expect.poll(() => mark.isVisible()).toBe(false);
    for (let i = 0; i < 30; i++) await p.page.keyboard.press('PageDown');
    await waitCursor(p.page, 30);
    expect(await violations(p.page)).toEqual([]);
    await p.page.keyboard.press('t');
    expect(await violations(p.page)).toEqual([]);
  });

  it('finds nothing with the Python shown beside the boards, on the page and in presentation', async () => {
    await load(p.page, '?c=py&x=1');
    await p.page.locator('section.run .code.python').first().waitFor();
    for (let i = 0; i < 30; i++) await p.page.keyboard.press('ArrowRight');
    await waitCursor(p.page, 30);
    expect(await violations(p.page)).toEqual([]);
    await p.page.getByRole('button', { name: 'Present' }).click();
    await p.page.locator('header.bar').waitFor();
    await p.page.keyboard.press('t');
    expect(await violations(p.page)).toEqual([]);
  });
});
