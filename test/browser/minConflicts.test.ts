import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyEvent, solve } from '../../src/core/index.ts';
import { gridFromText } from '../../src/run/link/urlState.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { runPanels, waitForRuns } from './support/runPanels.ts';

/*
 * Min-conflicts on a board in real Chromium: the board plays the engine's stream for its seed, the seed input reruns
 * it and the link keeps the seed, and the verdict says how the local search ended in steps.
 */
const PE96_5 = '020810740700003100090002805009040087400208003160030200302700060005600008076051090';

function engineRun(seed: number) {
  const grid = gridFromText(PE96_5)!;
  const events = [...solve(grid, 'minconflicts', seed ? { seed } : {})];
  const board = grid.cells.slice();
  for (const e of events) applyEvent(board, e);
  return { total: events.length, board: board.join('') };
}

describe.skipIf(browserSkipped())('a min-conflicts board', () => {
  let open: OpenPage;

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await open?.close();
  });

  it("plays the engine's run for its seed, reruns on a new seed kept in the link, and says how it ended", async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PE96_5}&m=compare&a=minconflicts,mrv&s=instant&x=1`);
    await waitForRuns(page, { finished: 'true' });
    const at0 = engineRun(0);
    expect((await runPanels(page))[0].total).toBe(at0.total);
    await page.keyboard.press('End');
    await expect
      .poll(async () => (await runPanels(page))[0].board.replaceAll('.', '0'), { timeout: 30_000 })
      .toBe(at0.board);
    await expect
      .poll(() => page.locator('.summary .headline').textContent(), { timeout: 30_000 })
      .toMatch(/^Min-conflicts, seed 0 (found a solution|gave up) after [\d,]+ steps/);

    await page.locator('section.run').first().locator('input[data-seed]').fill('7');
    await page.locator('section.run').first().locator('input[data-seed]').blur();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('o') === 'random:7,asc', null, {
      timeout: 30_000,
    });
    const at7 = engineRun(7);
    expect(at7.total).not.toBe(at0.total);
    await expect
      .poll(async () => (await runPanels(page))[0], { timeout: 30_000 })
      .toMatchObject({ total: at7.total, finished: true });
    await page.keyboard.press('End');
    await expect
      .poll(() => page.locator('.summary .headline').textContent(), { timeout: 30_000 })
      .toMatch(/^Min-conflicts, seed 7 (found a solution|gave up) after/);
    expect(open.errors).toEqual([]);
  });
});
