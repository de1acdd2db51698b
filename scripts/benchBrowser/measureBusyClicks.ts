import { spawn, type ChildProcess } from 'node:child_process';
import type { Page } from 'playwright-core';
import { runPanels, waitAllAtEnd } from '../../test/browser/support/runPanels.ts';
import type { LongTask } from './probes.ts';

/**
 * The reliability audit's condition: another process keeps one of the two cores busy while the
 * 10^8-event instant run plays, and the user clicks Pause and Play during it. Click-to-effect is the
 * Event Timing API's `duration` of each click: from the input's own timestamp to the next paint after
 * its handlers ran (what INP measures), so it counts the wait for a busy main thread, not the
 * benchmark's round trips.
 */
export interface BusyClicksReport {
  clicks: number;
  /** Click-to-effect of each click, ms (Event Timing reports from 16 ms; quicker clicks count as 16). */
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Main-thread tasks of 50 ms or more between the first click and the run's end. */
  longestTaskMs: number;
  longTasks: number;
}

/** Pause/Play clicks after the first Play, at most: an even number, so the run is left playing. */
const CLICKS = 24;
const CLICK_GAP_MS = 350;
/** Event Timing's smallest threshold: clicks whose effect painted sooner are not reported. */
const EVENT_TIMING_FLOOR_MS = 16;

/** A process that spins one core until killed. */
function burnOneCore(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/** On a page just opened in instant mode: load one core, press Play, then Pause/Play in turn while the run plays. */
export async function measureBusyClicks(page: Page, timeoutMs: number): Promise<BusyClicksReport> {
  await page.evaluate(() => {
    const w = window as unknown as { __clicks: number[] };
    w.__clicks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'click') w.__clicks.push(e.duration);
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  });
  const burner = burnOneCore();
  try {
    const button = page.locator('button[aria-label$="(Space)"]').first();
    const start = await page.evaluate(() => performance.now());
    await button.click();
    let clicks = 1;
    // Pause and Play in turn while the run plays; stop early (playing) if the run ends first, since
    // Play at the end would start it again.
    while (clicks < CLICKS + 1 && !(await runPanels(page)).every((r) => r.finished && r.cursor === r.total)) {
      await page.waitForTimeout(CLICK_GAP_MS);
      await button.click();
      clicks++;
      if (clicks % 2 === 0) {
        await page.waitForTimeout(CLICK_GAP_MS);
        await button.click();
        clicks++;
      }
    }
    await waitAllAtEnd(page, timeoutMs);
    const end = await page.evaluate(() => performance.now());
    await page.waitForTimeout(300);
    const { reported, tasks } = await page.evaluate(() => ({
      reported: (window as unknown as { __clicks: number[] }).__clicks,
      tasks: (window as unknown as { __longTasks: LongTask[] | null }).__longTasks ?? [],
    }));
    const all = [...reported, ...Array(Math.max(0, clicks - reported.length)).fill(EVENT_TIMING_FLOOR_MS)].sort(
      (a, b) => a - b,
    );
    const inWindow = tasks.filter((t) => t.start >= start && t.start <= end);
    return {
      clicks,
      p50Ms: quantile(all, 0.5),
      p95Ms: quantile(all, 0.95),
      maxMs: all[all.length - 1],
      longestTaskMs: inWindow.reduce((m, t) => Math.max(m, t.duration), 0),
      longTasks: inWindow.length,
    };
  } finally {
    burner.kill('SIGKILL');
  }
}
