import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIC } from '../../src/lib/ui/presets.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { boardAfter } from './support/engineBoards.ts';
import { pageQuery } from './support/puzzles.ts';
import { runPanels } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';

/*
 * The embed view (`embed` in the link) in the sizes an iframe gets in slides and course pages: it
 * fits with nothing cut off or scrolling, plays from the link's start to its end, holds, loops, and
 * answers the keyboard inside the frame.
 */
const FROM = 10;
const TO = 60;
const EMBED = `${pageQuery(CLASSIC, 'naive,mrv', 200)}&e=${FROM}&embed=1&to=${TO}&loop=1&autoplay=visible`;

const cursors = async (page: Page) => (await runPanels(page)).map((r) => r.cursor);
const playLabel = (page: Page) => page.locator('.transport .play').getAttribute('aria-label');

/** Everything of the embed inside the window, and nothing that scrolls. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const { innerWidth: w, innerHeight: h } = window;
    const out = [...document.querySelectorAll('.embed *')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && (r.left < -0.5 || r.top < -0.5 || r.right > w + 0.5 || r.bottom > h + 0.5))
      .map(({ el }) => el.className || el.tagName);
    const doc = document.documentElement;
    return { out, scrolls: doc.scrollWidth > doc.clientWidth || doc.scrollHeight > doc.clientHeight };
  });
}

describe.skipIf(browserSkipped())('the embed view', () => {
  for (const [width, height] of [
    [320, 240],
    [640, 360],
  ]) {
    describe(`at ${width}×${height}`, () => {
      let p: OpenPage;
      beforeAll(async () => {
        p = await openPage({ width, height });
      });
      afterAll(async () => {
        await p?.close();
      });

      it('fits the frame, plays the range from the link, holds at its end and loops', async () => {
        const { page } = p;
        await page.goto(appUrl() + EMBED);
        await page.waitForSelector('section.run[data-board]');
        expect(await page.locator('header.top').count()).toBe(0); // the app's chrome is not there
        await page.waitForFunction(
          (to) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(to),
          TO,
          { timeout: 20_000 },
        );
        await expect.poll(() => playLabel(page)).toBe('Play (Space)');
        const runs = await runPanels(page);
        expect(runs.map((r) => r.board)).toEqual([boardAfter(CLASSIC, 'naive', TO), boardAfter(CLASSIC, 'mrv', TO)]);
        await screenshot(page, `embed-${width}x${height}-end`);
        expect(await overflow(page)).toEqual({ out: [], scrolls: false });
        // The loop: back to the start and playing again.
        await page.waitForFunction(
          (to) => Number(document.querySelector('section.run')?.getAttribute('data-cursor')) < to,
          TO,
          { timeout: 10_000 },
        );
        await page.waitForFunction(
          (to) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(to),
          TO,
          { timeout: 20_000 },
        );
        expect(p.errors).toEqual([]);
      });

      it('answers the keyboard inside the frame: Space, Home, the arrows, Tab to each control', async () => {
        const { page } = p;
        await page.goto(appUrl() + EMBED.replace('&autoplay=visible', ''));
        await page.waitForFunction(
          (from) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(from),
          FROM,
        );
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => cursors(page)).toEqual([FROM + 1, FROM + 1]);
        await page.keyboard.press('Home');
        await expect.poll(() => cursors(page)).toEqual([FROM, FROM]);
        await page.keyboard.press(' ');
        await expect.poll(() => playLabel(page)).toBe('Pause (Space)');
        await page.keyboard.press(' ');
        await expect.poll(() => playLabel(page)).toBe('Play (Space)');
        const focused: string[] = [];
        for (let i = 0; i < 5; i++) {
          await page.keyboard.press('Tab');
          focused.push(
            await page.evaluate(
              () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '',
            ),
          );
        }
        expect(focused).toEqual([
          'Back to the start (Home)',
          'Step back one event (←)',
          'Play (Space)',
          'Step forward one event (→)',
          'stepdoku ↗',
        ]);
        const href = await page.locator('a.open').getAttribute('href');
        expect(href).not.toContain('embed');
        expect(href).toContain(`p=${CLASSIC.replace(/0/g, '.')}`);
        await screenshot(page, `embed-${width}x${height}-focus`);
        expect(p.errors).toEqual([]);
      });
    });
  }
});
