import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';

/*
 * Entering a puzzle without a keyboard: on a phone (touch, 390×844) and a tablet (834×1112) the
 * editor's digit pad writes, clears and moves, and the puzzle then solves on the boards.
 */
for (const [width, height] of [
  [390, 844],
  [834, 1112],
] as const) {
  describe.skipIf(browserSkipped())(`the editor's digit pad at ${width}×${height}, by touch`, () => {
    let open: OpenPage;
    beforeAll(async () => {
      open = await openPage({ width, height, touch: true });
    });
    afterAll(async () => {
      await open?.close();
    });

    it('writes digits by taps, clears and moves, and the puzzle goes to the boards', async () => {
      const { page } = open;
      await page.goto(`${appUrl()}?p=${'.'.repeat(16)}&m=single&a=mrv`);
      await page.getByRole('button', { name: /Edit or paste/ }).tap();
      // A touch screen is tapped: the hint says so, and not "Click".
      await page.getByText(/^Tap a cell, then a digit on the pad/).waitFor({ timeout: 30_000 });
      expect(await page.getByText(/Click a cell/).isVisible()).toBe(false);
      // Tap the first cell, as a finger would, then write with the pad only.
      const board = page.getByRole('application');
      const box = (await board.boundingBox())!;
      await page.touchscreen.tap(box.x + box.width * 0.2, box.y + box.height * 0.2);
      await page.getByRole('button', { name: 'Write 1 in r1c1' }).tap();
      await page.getByRole('button', { name: 'Write 2 in r1c2' }).tap();
      await page.getByRole('button', { name: 'Move down' }).tap();
      await page.getByRole('button', { name: 'Write 4 in r2c3' }).tap();
      await page.getByRole('button', { name: 'Move left' }).tap();
      await page.getByRole('button', { name: 'Move left' }).tap();
      await page.getByRole('button', { name: 'Write 4 in r2c2' }).tap();
      await expect.poll(() => page.getByText(/clashing/).count()).toBe(1);
      await page.getByRole('button', { name: 'Clear r2c3' }).tap();
      await expect.poll(() => page.getByText(/clashing/).count()).toBe(0);
      expect(await page.getByRole('status').first().textContent()).toMatch(/3 givens/);
      // Keys big enough for a finger.
      const key = (await page.getByRole('button', { name: 'Write 1 in r2c3' }).boundingBox())!;
      expect(Math.min(key.width, key.height)).toBeGreaterThanOrEqual(44);
      await page.getByRole('button', { name: 'Solve this puzzle' }).tap();
      await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-finished') === 'true');
      expect(await page.locator('section.run').first().getAttribute('data-board')).toMatch(/^12\.\.\.4/);
      expect(open.errors).toEqual([]);
    });
  });
}

describe.skipIf(browserSkipped())("the editor's hint with a mouse, at 1280×720", () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage();
  });
  afterAll(() => open?.close());

  it('says click, not tap', async () => {
    const { page } = open;
    await page.goto(appUrl());
    await page.getByRole('button', { name: /Edit or paste/ }).click();
    await page.getByText(/^Click a cell, type 1-9 or use the pad/).waitFor({ timeout: 30_000 });
    expect(await page.getByText(/Tap a cell/).isVisible()).toBe(false);
  });
});
