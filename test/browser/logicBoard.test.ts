import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solve, type SolverEvent } from '../../src/core/index.ts';
import { gridFromText } from '../../src/run/link/urlState.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { panelCounters, waitForRuns } from './support/runPanels.ts';

/*
 * Logic in real Chromium: stepping through a naked pair lights the technique line of the pseudocode while its pattern
 * is laid out, tells the whole step in one sentence at its technique event, and counts its eliminations as the engine.
 */
const PUZZLE = '001900003900700160030005007050000009004302600200000070600100030042007006500006800';
const STEP = 'step ← the easiest technique that applies';

const cursorIs = (page: Page, want: number) =>
  page.waitForFunction((k) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(k), want, {
    timeout: 30_000,
  });
const run = (page: Page) => page.locator('section.run').first();

describe.skipIf(browserSkipped())('logic on screen', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('lays out a step, tells it in one sentence, then strikes what it removes', async () => {
    const { page } = open;
    const events: SolverEvent[] = [...solve(gridFromText(PUZZLE)!, 'logic')];
    const technique = events.findIndex((e) => e.type === 'technique' && e.patternLength === 5);
    const from = technique - 5;
    await page.goto(`${appUrl()}?p=${PUZZLE}&m=single&a=logic&e=${from}&x=1`);
    await waitForRuns(page, { finished: 'true' }, 60_000);
    await cursorIs(page, from);
    await page.locator('h1').first().click();
    for (let k = from + 1; k <= technique + 3; k++) {
      await page.keyboard.press('ArrowRight');
      await cursorIs(page, k);
      const lit = await run(page).locator('.code li[aria-current="step"] code').allTextContents();
      if (k <= technique + 1) expect(lit, `event ${k}`).toContain(STEP);
      else expect(lit, `event ${k}`).toContain('remove the candidates it rules out');
    }
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await cursorIs(page, technique + 1);
    expect(await run(page).locator('[data-caption]').textContent()).toBe(
      'Naked pair {8,9} in r7c2 and r7c3: 8 and 9 leave the rest of box 7.',
    );
    const eliminations = events.slice(0, technique + 1).filter((e) => e.type === 'eliminate').length;
    expect(await panelCounters(page, 0)).toMatchObject({ eliminations });
    expect(open.errors).toEqual([]);
  });
});
