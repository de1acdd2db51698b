import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlgorithmId, solve, type VariableOrder } from '../../src/core/index.ts';
import { gridFromText } from '../../src/run/link/urlState.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { runPanels, waitForRuns } from './support/runPanels.ts';

/*
 * The variable order picker in real Chromium: it shows beside the algorithm picker only for algorithms that take
 * more than one variable order, runs the board in the order picked (the engine's event count), keeps it in the
 * link, and the board's label and pseudocode follow it.
 */
const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

const eventCount = (algo: AlgorithmId, variableOrder: VariableOrder) =>
  [...solve(gridFromText(CLASSIC)!, algo, { variableOrder })].length;

const pickerOptions = (page: Page, side: number) =>
  page
    .locator('section.run')
    .nth(side)
    .locator('select[data-variable-order] option')
    .evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));

describe.skipIf(browserSkipped())('the variable order picker', () => {
  let open: OpenPage;

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('shows only for algorithms with a choice and runs the board in the order picked', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${CLASSIC}&m=compare&a=fc,naive&x=1`);
    await waitForRuns(page, { finished: 'true' });
    expect(await pickerOptions(page, 0)).toEqual(['first', 'mrv', 'degree']);
    expect(await page.locator('section.run').nth(1).locator('select[data-variable-order]').count()).toBe(0);
    expect((await runPanels(page))[0].total).toBe(eventCount('fc', 'first'));

    await page.locator('select[data-variable-order]').selectOption('mrv');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('v') === 'mrv,', null, {
      timeout: 30_000,
    });
    const want = eventCount('fc', 'mrv');
    expect(want).not.toBe(eventCount('fc', 'first'));
    await expect
      .poll(async () => (await runPanels(page))[0], { timeout: 30_000 })
      .toMatchObject({ total: want, finished: true });
    await expect
      .poll(() => page.locator('section.run').first().locator('.code').textContent(), { timeout: 30_000 })
      .toContain('cell ← empty cell with the fewest candidates');
    expect(await page.locator('.chart .key[data-run="0"]').textContent()).toBe('Forward checking, MRV');

    await page.locator('section.run select').first().selectOption('mrv');
    await expect.poll(() => pickerOptions(page, 0), { timeout: 30_000 }).toEqual(['mrv', 'degree']);
    await page.locator('section.run select').first().selectOption('dlx');
    await expect.poll(() => page.locator('select[data-variable-order]').count(), { timeout: 30_000 }).toBe(0);
    expect(open.errors).toEqual([]);
  });

  it('opens a link with a variable order in that order', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${CLASSIC}&m=single&a=mrv&v=degree&x=1`);
    await waitForRuns(page, { finished: 'true' });
    expect((await runPanels(page))[0].total).toBe(eventCount('mrv', 'degree'));
    expect(await page.locator('select[data-variable-order]').inputValue()).toBe('degree');
    await expect
      .poll(() => page.locator('section.run').first().locator('.code').textContent(), { timeout: 30_000 })
      .toContain('cell ← fewest candidates, ties: most empty peers');
    expect(open.errors).toEqual([]);
  });
});
