import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSIC } from '../../src/app/presets.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { frameOverflow } from './support/layout.ts';
import { boardAfter } from './support/engineBoards.ts';
import { pageQuery } from './support/puzzles.ts';
import { runPanels, waitForRuns } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';
import { downloaded } from './support/downloaded.ts';

/*
 * The embed view (`embed` in the link) in the sizes an iframe gets in slides and course pages: it
 * fits with nothing cut off or scrolling, plays from the link's start to its end, holds, loops, and
 * answers the keyboard inside the frame.
 */
const FROM = 10;
const TO = 60;
const EMBED = `${pageQuery(CLASSIC, 'naive,mrv', 200)}&e=${FROM}&embed=1&to=${TO}&loop=1&autoplay=visible`;

/** A busy two-core machine can take more than expect.poll's default second to show a frame. */
const POLL = { timeout: 30_000 };
const cursors = async (page: Page) => (await runPanels(page)).map((r) => r.cursor);
const playLabel = (page: Page) => page.locator('.transport .play').getAttribute('aria-label');

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
          { timeout: 60_000 },
        );
        await expect.poll(() => playLabel(page), POLL).toBe('Play (Space)');
        // The boards stand at the range's end for the hold alone (1.2 s): waited for there, not read once.
        await waitForRuns(page, {
          cursor: [String(TO), String(TO)],
          board: [boardAfter(CLASSIC, 'naive', TO), boardAfter(CLASSIC, 'mrv', TO)],
        });
        await screenshot(page, `embed-${width}x${height}-end`);
        expect(await frameOverflow(page)).toEqual({ out: [], scrolls: false });
        // The loop: back to the start and playing again.
        await page.waitForFunction(
          (to) => Number(document.querySelector('section.run')?.getAttribute('data-cursor')) < to,
          TO,
          { timeout: 30_000 },
        );
        await page.waitForFunction(
          (to) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(to),
          TO,
          { timeout: 60_000 },
        );
        expect(p.errors).toEqual([]);
      });

      it('answers the keyboard inside the frame: Space, Home, the arrows, Tab to each control', async () => {
        const { page } = p;
        // Slow (5 events/s), so the range's end is far off while the keys are pressed.
        await page.goto(appUrl() + EMBED.replace('&autoplay=visible', '').replace('&s=200', '&s=5'));
        // Both boards at the start: one run can stream there before the other (the player follows a
        // link's position as events arrive), and a key pressed before that moves the other from 0.
        // Both boards there (the view mounts after its code and messages load, after the page's load event).
        await waitForRuns(page, { cursor: [String(FROM), String(FROM)] });
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => cursors(page), POLL).toEqual([FROM + 1, FROM + 1]);
        await page.keyboard.press('Home');
        await expect.poll(() => cursors(page), POLL).toEqual([FROM, FROM]);
        await page.keyboard.press(' ');
        await expect.poll(() => playLabel(page), POLL).toBe('Pause (Space)');
        await page.keyboard.press(' ');
        await expect.poll(() => playLabel(page), POLL).toBe('Play (Space)');
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

  describe('shared from the app', () => {
    let p: OpenPage;
    beforeAll(async () => {
      p = await openPage({ width: 1280, height: 720 });
    });
    afterAll(async () => {
      await p?.close();
    });

    it('offers an iframe snippet that, pasted into a page, shows the same view and plays it', async () => {
      const { page } = p;
      await page.goto(`${appUrl()}${pageQuery(CLASSIC, 'naive,mrv', 100)}&e=37`);
      await waitForRuns(page, { cursor: ['37', '37'] });
      const boards = (await runPanels(page)).map((r) => r.board);
      await page.getByText('Share and export').click();
      const snippet = await page.locator('#embed-code').inputValue();
      expect(snippet).toMatch(/^<iframe src="[^"]+" width="640" height="360" .*><\/iframe>$/);

      const host = await p.context.newPage();
      await host.setContent(`<!doctype html><h1>Week 3: search</h1>${snippet}<p>Notes.</p>`);
      const frame = await (await host.waitForSelector('iframe')).contentFrame();
      await frame!.waitForSelector('section.run[data-board]');
      const inFrame = await frame!.$$eval('section.run', (els) => els.map((e) => (e as HTMLElement).dataset));
      expect(inFrame.map((d) => d.algo)).toEqual(['naive', 'mrv']);
      // The frame starts where the app stood (or has begun to play from there).
      await frame!.waitForFunction(
        () => Number(document.querySelector('section.run')?.getAttribute('data-cursor')) > 37,
      );
      expect(await host.$eval('iframe', (f) => [f.clientWidth, f.clientHeight])).toEqual([640, 360]);
      await screenshot(host, 'embed-in-host-page');
      await host.close();

      // Without autoplay the frame stands exactly at the app's position, with the same boards.
      const still = await p.context.newPage();
      await page.getByLabel('play when visible').uncheck();
      await still.setContent(await page.locator('#embed-code').inputValue());
      const stillFrame = await (await still.waitForSelector('iframe')).contentFrame();
      // Waits for the whole state (cursor and board together): under load a frame can show the cursor
      // a moment before the events for the board have reached it, and nothing at all before it mounts.
      await waitForRuns(stillFrame!, { cursor: '37', board: boards });
      expect(
        await stillFrame!.$$eval('section.run', (els) => els.map((e) => (e as HTMLElement).dataset.board)),
      ).toEqual(boards);
      await still.close();
      expect(p.errors).toEqual([]);
    });

    it('saves the preview image: the boards as a 1280×720 PNG', async () => {
      const { page } = p;
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Preview image (PNG)' }).click();
      const png = await downloaded(await download);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1280, 720]);
    });
  });
});
