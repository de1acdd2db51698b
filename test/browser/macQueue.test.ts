import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solve } from '../../src/core/index.ts';
import { gridFromText } from '../../src/run/link/urlState.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { runPanels, waitForRuns } from './support/runPanels.ts';

/* MAC in real Chromium: the board plays the engine's stream, and Explain's arc queue follows the cursor. */
const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

describe.skipIf(browserSkipped())("MAC's arc queue in Explain", () => {
  let open: OpenPage;

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('plays the engine stream and shows the arc revised and the arcs waiting as it steps', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${CLASSIC}&m=single&a=mac&x=1`);
    await waitForRuns(page, { finished: 'true' });
    expect((await runPanels(page))[0].total).toBe([...solve(gridFromText(CLASSIC)!, 'mac')].length);
    const queue = page.locator('.queue');
    await expect.poll(() => queue.textContent(), { timeout: 30_000 }).toContain('empty');
    // The stream opens with select, place, then the first revision.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => queue.locator('.revising').textContent(), { timeout: 30_000 }).toBe('revising r1c4←r1c3');
    await expect.poll(() => queue.locator('.arc').first().textContent(), { timeout: 30_000 }).toBe('r1c6←r1c3');
  });
});
