import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { layoutFaults, PLAYER_CARDS } from './support/layout.ts';
import { pageReady } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';

/* The exercise's panel on a laptop's screen: its way on (Show me) in view without scrolling, nothing out of its card. */
const PUZZLE = '.3...1433..2...4';

describe.skipIf(browserSkipped()).each(['en', 'zh-CN'] as const)('the exercise panel at 1024×768, in %s', (lang) => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 1024, height: 768 });
  });
  afterAll(async () => {
    expect(p.errors).toEqual([]);
    await p?.close();
  });

  it('shows Show me and New attempt on the first screen, after a wrong move too', async () => {
    const { page } = p;
    await page.goto(`${appUrl()}?p=${PUZZLE}&a=naive&m=single&lang=${lang}`);
    await pageReady(page);
    await page.locator('.exercise-button').click();
    await page.locator('[data-exercise] [data-score]').waitFor();
    // A wrong move's sentence is the longest the feedback gets.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('2');
    await page.locator('[data-exercise] [data-verdict="wrong"]').waitFor();
    const inView = await page.locator('[data-exercise] .actions button').evaluateAll((buttons) =>
      buttons.map((b) => {
        const r = b.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight;
      }),
    );
    expect(inView).toEqual([true, true, true]);
    expect(await page.evaluate(() => document.querySelector('aside.side')?.scrollTop ?? 0)).toBe(0);
    expect(await layoutFaults(page, `${PLAYER_CARDS}, [data-exercise]`)).toEqual([]);
    await screenshot(page, `exercise-panel-${lang}-1024x768`);
  });

  it('Enter makes the move at the ring after the start, and presses a button that has the focus (Show me)', async () => {
    const { page } = p;
    await page.goto(`${appUrl()}?p=${PUZZLE}&a=naive&m=single&lang=${lang}`);
    await pageReady(page);
    await page.locator('.exercise-button').click();
    await page.locator('[data-exercise] [data-score]').waitFor();
    // Naive's first step is a clash of 1 in r1c1 with r2c2: Enter at the ring (r2c2) says so.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () => document.querySelector('[data-exercise] [data-score]')?.getAttribute('data-score') === '1/1',
      null,
      { timeout: 60_000 },
    );
    await page.locator('[data-exercise] .actions button').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('[data-exercise] .actions button').first().and(page.locator(':disabled')).waitFor();
    expect(await page.locator('[data-exercise] [data-score]').getAttribute('data-score')).toBe('1/1');
  });
});
