import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLine } from '../../src/core/index.ts';
import { LEAD_CHUNKS } from '../../src/run/clients/lead.ts';
import { CHUNK_EVENTS } from '../../src/run/clients/runClient.ts';
import { CLASSIC } from '../../src/app/presets.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { boardAfter, engineCounts } from './support/engineBoards.ts';
import { pageQuery, REFERENCE } from './support/puzzles.ts';
import { panelCounters, runPanels, waitAllAtEnd, waitCursor } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';
import { expectWorkersIdle, pageFrames, WORKER_PROBE } from './support/workerProbe.ts';

interface ClickProbe {
  /** From the click's input event to the first animation frame after its handler ran, ms. */
  latency: number;
  /** Whether the naive run was still streaming when the click was handled. */
  running: boolean;
  label: string | null;
}

/** Records every click (capture phase) and the frame after it; and what the run was doing then. */
const CLICK_PROBE = () => {
  (window as unknown as { __name: unknown }).__name ??= (f: unknown) => f; // for tsx's keepNames
  const w = window as unknown as { __clicks?: ClickProbe[]; __changes: Array<{ running: boolean; total: number }> };
  if (w.__clicks) return;
  w.__clicks = [];
  w.__changes = [];
  const run = () => document.querySelector<HTMLElement>('section.run');
  document.addEventListener(
    'click',
    (e) => {
      const running = run()?.dataset.finished === 'false';
      const label = (e.target as Element).closest('button')?.getAttribute('aria-label') ?? null;
      requestAnimationFrame(() => w.__clicks!.push({ latency: performance.now() - e.timeStamp, running, label }));
    },
    true,
  );
  document.addEventListener(
    'change',
    () => w.__changes.push({ running: run()?.dataset.finished === 'false', total: Number(run()?.dataset.total) }),
    true,
  );
};

describe.skipIf(browserSkipped())('a 10^8-event run in Chromium (top95 line 1, naive)', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
    await p.page.addInitScript(WORKER_PROBE);
  });
  afterAll(async () => {
    await p?.close();
  });

  // How fast clicks act is measured by npm run bench:browser (click-to-effect p95); here: they act at all.
  it('answers every click while the run streams', async () => {
    // The worker streams from the moment the page loads (about a second for these 10^8 events), so
    // the probe goes in before the app starts and the clicks begin as soon as the button is there.
    await p.page.addInitScript(CLICK_PROBE);
    await p.page.goto(appUrl() + pageQuery(REFERENCE, 'naive', 'instant'), { waitUntil: 'commit' });
    const play = p.page.locator('button.play');
    await play.waitFor();
    const box = (await play.boundingBox())!;
    // Play moves the cursor along in instant mode; pausing stops the cursor, not the worker, so the
    // run streams on while the button toggles. Raw mouse clicks, without Playwright's actionability
    // waits, come about as fast as a person's.
    for (let i = 0; i < 200 && !(await runPanels(p.page))[0]?.finished; i++)
      await p.page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await pageFrames(p.page, 2); // each click's probe records in the frame after it
    const clicks = await p.page.evaluate(() => (window as unknown as { __clicks: ClickProbe[] }).__clicks);
    const during = clicks.filter((c) => c.running);
    expect(during.length, JSON.stringify(clicks)).toBeGreaterThanOrEqual(2);
    console.log(
      `clicks while streaming: ${during.length}, slowest answered in ${Math.round(Math.max(...during.map((c) => c.latency)))} ms`,
    );
    expect(p.errors).toEqual([]);
  });

  it('cancels the run when another puzzle is chosen, and no old event leaks into the new one', async () => {
    await p.page.addInitScript(CLICK_PROBE);
    await p.page.goto(appUrl() + pageQuery(REFERENCE, 'naive', 'instant'));
    await p.page.waitForSelector('section.run[data-board]');
    await p.page.getByRole('button', { name: 'Play (Space)' }).click();
    await p.page.locator('#preset').selectOption('classic');
    const changes = await p.page.evaluate(
      () => (window as unknown as { __changes: Array<{ running: boolean; total: number }> }).__changes,
    );
    expect(changes[0].running).toBe(true);
    expect(changes[0].total).toBeLessThan(engineCounts(REFERENCE, 'naive').events);

    const classic = engineCounts(CLASSIC, 'naive');
    await p.page.getByRole('button', { name: 'Play (Space)' }).click();
    await waitAllAtEnd(p.page, 30_000);
    await expectWorkersIdle(p.page, 'solver'); // nothing of the old run still arriving
    const [run] = await runPanels(p.page);
    expect(run.total).toBe(classic.events);
    expect(run.board).toBe(formatLine({ n: 3, cells: classic.result.solutions[0] }));
    expect(await p.page.locator('#preset').inputValue()).toBe('classic');
    expect(p.errors).toEqual([]);
  });

  it("plays to the end in instant mode with the engine's counts, and seeks anywhere in it", async () => {
    const { result, events } = engineCounts(REFERENCE, 'naive');
    await p.page.goto(appUrl() + pageQuery(REFERENCE, 'naive,mrv', 'instant'));
    // Paused, an instant run solves only its lead (48 chunks of 2^16 events), not all 10^8 events.
    await p.page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('section.run')?.dataset.total) >= 48 * 65536,
      null,
      { timeout: 60_000 },
    );
    await expectWorkersIdle(p.page, 'solver');
    expect((await runPanels(p.page))[0].total).toBeLessThanOrEqual(49 * 65536);
    await p.page.getByRole('button', { name: 'Play (Space)' }).click();
    await waitAllAtEnd(p.page, 90_000);
    const [naive, mrv] = await runPanels(p.page);
    expect(naive.total).toBe(events);
    expect(naive.board).toBe(formatLine({ n: 3, cells: result.solutions[0] }));
    // The page's counters are the engine's (DESIGN's figures themselves are proved in referenceFigures.test.ts).
    expect(await panelCounters(p.page, 0)).toEqual({
      checks: result.counts.checks,
      placements: result.counts.placements,
      backtracks: result.counts.backtracks,
      depth: result.counts.maxDepth,
    });
    expect(mrv.total).toBe(engineCounts(REFERENCE, 'mrv').events);
    expect((await panelCounters(p.page, 1)).placements).toBe(engineCounts(REFERENCE, 'mrv').result.counts.placements);
    // Nine-digit counts fit their columns at 1280×720 instead of running into the next figure.
    const overflowing = await p.page.$$eval('.counters dd', (dds) =>
      dds.filter((d) => d.scrollWidth > d.clientWidth + 1).map((d) => d.textContent),
    );
    expect(overflowing).toEqual([]);
    await screenshot(p.page, 'reference-finished');

    // Early chunks were evicted long ago (96 are kept): the worker makes them again exactly.
    for (const target of [54_321_012, 1_234_567]) {
      await p.page.locator('.scrubber input').fill(String(target));
      await waitCursor(p.page, target);
      expect((await runPanels(p.page))[0].board).toBe(boardAfter(REFERENCE, 'naive', target));
    }
    await screenshot(p.page, 'reference-seek');
    expect(p.errors).toEqual([]);
  });

  it('at a finite speed solves only a few seconds ahead, and a jump to the solution streams on to find it', async () => {
    await p.page.goto(appUrl() + pageQuery(REFERENCE, 'naive', 1000));
    await p.page.waitForSelector('section.run[data-board]');
    // Progress: the run makes its lead (48 chunks)… then stops there, its worker quiet.
    await p.page.waitForFunction(
      (lead) => Number(document.querySelector<HTMLElement>('section.run')?.dataset.total) >= lead,
      LEAD_CHUNKS * CHUNK_EVENTS,
      { timeout: 60_000, polling: 20 },
    );
    await expectWorkersIdle(p.page, 'solver');
    const [early] = await runPanels(p.page);
    expect(early.finished).toBe(false);
    expect(early.total).toBeLessThanOrEqual((LEAD_CHUNKS + 1) * CHUNK_EVENTS);
    await p.page.getByRole('button', { name: 'Next solution ›' }).click();
    const { result, events } = engineCounts(REFERENCE, 'naive');
    await waitCursor(p.page, events, 60_000); // the solution is the run's last event
    const [run] = await runPanels(p.page);
    // The board after the last event is the solution (the counting loop's, not a 10^8-event replay here).
    expect(run.board).toBe(formatLine({ n: 3, cells: result.solutions[0] }));
    expect(p.errors).toEqual([]);
  });
});
