import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SolverEvent } from '../../src/core/index.ts';
import { narrate } from '../../src/features/explain/sentences.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady, waitAllAtEnd } from './support/runPanels.ts';
import { downloaded } from './support/downloaded.ts';

/*
 * What the teaching views say, in real Chromium: the verdict is in view at 1280×720 when both runs
 * end and names boards by algorithm and value order; every JSON-lines export is the run on screen,
 * per value order; the heatmap follows the cursor.
 */
const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

const cursorIs = (page: Page, e: number) =>
  page.waitForFunction(
    (want) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(want),
    e,
  );

describe.skipIf(browserSkipped())('the verdict at 1280×720', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('is in view without scrolling when both runs finish, and names the winner in words', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${CLASSIC}&a=naive,mrv&m=compare`);
    await pageReady(page, { finished: true });
    await page.locator('h1').first().click();
    await page.keyboard.press('End');
    await waitAllAtEnd(page, 30_000);
    const headline = page.locator('.summary .headline');
    await expect.poll(() => headline.textContent()).toMatch(/^MRV 1→N wins with 51 placements against 4,208/);
    const box = (await page.locator('.summary').boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
    expect(await page.evaluate(() => [window.scrollY, document.querySelector('.side')!.scrollTop])).toEqual([0, 0]);
    expect(open.errors).toEqual([]);
  });

  it('tells two boards of one algorithm apart by their value orders, in the verdict, legend and heatmaps', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${CLASSIC}&a=naive,naive&m=compare&o=random:7,lcv`);
    await pageReady(page, { finished: true });
    await page.locator('h1').first().click();
    await page.keyboard.press('End');
    await waitAllAtEnd(page, 30_000);
    const names = ['Naive backtracking random(7)', 'Naive backtracking LCV'];
    await expect.poll(() => page.locator('.summary .headline').textContent()).toContain(names[0]);
    expect(await page.locator('.summary .headline').textContent()).toContain(names[1]);
    expect(await page.locator('.chart .key').allTextContents()).toEqual(names);
    expect(await page.locator('.heat figcaption').allTextContents()).toEqual(names);
    expect(open.errors).toEqual([]);
  });
});

describe.skipIf(browserSkipped())('exports and the heatmap follow what is on screen', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await open?.close();
  });

  for (const order of ['asc', 'random:7', 'lcv']) {
    it(`exports the events the page shows, value order ${order}`, async () => {
      const { page } = open;
      await page.goto(`${appUrl()}?p=${CLASSIC}&a=naive&m=single&o=${order}&x=1`);
      await pageReady(page, { finished: true });
      await page.locator('h1').first().click();
      for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowRight');
      await cursorIs(page, 12);
      // Explain's panel loads just after the first paint: its log lists the twelve events once it is here.
      await page.waitForFunction(() => document.querySelectorAll('.log li').length === 12, null, { timeout: 60_000 });
      const shown = (await page.locator('.log li').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
      await page.getByText('Share and export').click();
      await page.getByLabel('How many events').fill('12');
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'JSON lines' }).click(),
      ]);
      const slug = order === 'asc' ? 'asc' : order.replace(':', '');
      expect(file.suggestedFilename()).toMatch(new RegExp(`-1-naive-${slug}-first-12\\.jsonl$`));
      const events = (await downloaded(file))
        .toString('utf8')
        .trimEnd()
        .split('\n')
        .map((line) => {
          const { i: _i, at: _at, ...e } = JSON.parse(line);
          return e as SolverEvent;
        });
      const told = events.map((e, i) => `${i + 1} ${narrate(e, 3, 'naive', (k) => events[i - k])}`);
      // The log lists the newest first.
      expect(shown).toEqual(told.reverse());
      expect(open.errors).toEqual([]);
    });
  }

  it('shows placements per cell up to the cursor, and the whole run when asked', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${CLASSIC}&a=naive,mrv&m=compare`);
    await pageReady(page, { finished: true });
    const max = () => page.locator('.heat svg[data-max]').first().getAttribute('data-max');
    await expect.poll(max).toBe('0');
    expect(await page.locator('.heat .legend').first().textContent()).toBe('no placements yet');
    await page.locator('h1').first().click();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight'); // try 1, try 2, place r1c3
    await cursorIs(page, 3);
    await expect.poll(max).toBe('1');
    expect(await page.locator('.heat .legend').first().textContent()).toMatch(/^\s*1 placement\s*$/);
    await page.getByLabel('whole run').check();
    await expect.poll(async () => Number(await max())).toBeGreaterThan(100);
    expect(open.errors).toEqual([]);
  });
});
