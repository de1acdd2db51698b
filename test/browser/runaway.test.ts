import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_CHUNKS } from '../../src/run/clients/lead.ts';
import { CHUNK_EVENTS } from '../../src/run/clients/runClient.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { engineCounts } from './support/engineBoards.ts';
import { ANTI_BRUTE_FORCE, NORVIG_HARDEST, NORVIG_IMPOSSIBLE, pageQuery } from './support/puzzles.ts';
import { runPanels, waitAllAtEnd, waitCursor } from './support/runPanels.ts';
import { expectWorkersIdle, WORKER_PROBE, workerRecords } from './support/workerProbe.ts';

// Nothing runs on for nobody and End reaches the end: each test opens the page with the
// worker probe in place, so it can see which workers still post.
describe.skipIf(browserSkipped())('work that stops when nobody wants it, in Chromium', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
    await p.page.addInitScript(WORKER_PROBE);
  });
  afterAll(async () => {
    await p?.close();
  });
  beforeEach(() => {
    p.errors.length = 0;
  });

  it('a link past the end of its runs stops each run at its end, and the solvers go quiet', async () => {
    await p.page.goto(appUrl() + '?e=999999999999');
    await waitAllAtEnd(p.page, 30_000);
    const runs = await runPanels(p.page);
    expect(runs.map((r) => [r.cursor, r.total])).toEqual([
      [46_018, 46_018],
      [154, 154],
    ]);
    await expectWorkersIdle(p.page, 'solver');
    expect(p.errors).toEqual([]);
  });

  it('a link into a run of 10^10 events waits for its position, then solves no further than its lead', async () => {
    const e = 2_000_000;
    await p.page.goto(appUrl() + pageQuery(ANTI_BRUTE_FORCE, 'naive', 10) + `&e=${e}`);
    await waitCursor(p.page, e, 60_000);
    await expectWorkersIdle(p.page, 'solver');
    const [run] = await runPanels(p.page);
    expect(run.finished).toBe(false);
    expect(run.total).toBeLessThanOrEqual(e + (LEAD_CHUNKS + 1) * CHUNK_EVENTS);
    expect(p.errors).toEqual([]);
  });

  it('To end, pressed once, reaches the end of both runs on a long run (Norvig’s hardest)', async () => {
    await p.page.goto(appUrl() + pageQuery(NORVIG_HARDEST, 'naive,mrv', 10));
    await p.page.waitForSelector('section.run[data-board]');
    await p.page.getByRole('button', { name: 'Go to the end (End)' }).click();
    await waitAllAtEnd(p.page, 60_000);
    const runs = await runPanels(p.page);
    expect(runs.map((r) => r.cursor)).toEqual([
      engineCounts(NORVIG_HARDEST, 'naive').events,
      engineCounts(NORVIG_HARDEST, 'mrv').events,
    ]);
    expect(runs[0].cursor).toBe(3_691_715);
    expect(p.errors).toEqual([]);
  });

  it('How many solutions? answers exactly, a new click replaces the count, and leaving the editor stops it', async () => {
    await p.page.goto(appUrl());
    await p.page.getByRole('button', { name: 'Edit or paste…' }).click();
    await p.page.getByLabel('Paste a puzzle').fill(NORVIG_IMPOSSIBLE);
    await p.page.getByRole('button', { name: 'Load into the editor' }).click();
    const ask = p.page.getByRole('button', { name: 'How many solutions?' });
    for (let i = 0; i < 10; i++) await ask.click();
    await p.page.getByText('No solution.').waitFor({ timeout: 30_000 });
    await p.page.getByRole('button', { name: 'Back to the player' }).click();
    await expectWorkersIdle(p.page, 'solver');
    expect(p.errors).toEqual([]);
  });

  it('a generation started by a link is cancelled when another puzzle is picked', async () => {
    await p.page.goto(appUrl() + '?g=9.any.19-20.none.e3');
    await p.page.waitForFunction(
      () =>
        (window as unknown as { __workers: Array<{ url: string; messages: number }> }).__workers.some(
          (r) => r.url.includes('generate') && r.messages > 0,
        ),
      null,
      { timeout: 30_000, polling: 20 },
    );
    await p.page.selectOption('#preset', { label: 'Project Euler 96, Grid 01' });
    await expectWorkersIdle(p.page, 'generate');
    const generators = await workerRecords(p.page, 'generate');
    expect(generators.every((r) => r.terminated)).toBe(true);
    expect(p.errors).toEqual([]);
  });
});
