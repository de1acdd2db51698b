import type { CDPSession, Page } from 'playwright-core';
import { waitAllAtEnd } from '../../test/browser/support/runPanels.ts';
import type { LongTask } from './probes.ts';

export interface BigRunReport {
  /** From the start of the page load (the workers start solving as the app mounts) until every board stood at its run's last event, ms. */
  runMs: number;
  /** Long tasks before the first contentful paint: loading and mounting the app. */
  startupLongTasks: LongTask[];
  /** Long tasks from the first paint until the end: while the run streams in and plays. */
  runLongTasks: LongTask[];
  /** After a full garbage collection. */
  heapBytes: number;
  /** Chromium's own split (CDP Runtime.getHeapUsage), when it gives one. */
  heapUsage: { usedSize: number; totalSize: number; embedderHeapUsedSize?: number; backingStorageSize?: number };
}

/**
 * On a page just opened in instant mode, presses Play at once and waits for every run to end. The
 * workers start solving when the app mounts, so the run streams in from the page's first moments:
 * the window measured starts at the page load, not at Play.
 */
export async function measureBigRun(page: Page, cdp: CDPSession, timeoutMs: number): Promise<BigRunReport> {
  await page.getByRole('button', { name: 'Play (Space)' }).click();
  await waitAllAtEnd(page, timeoutMs);
  const end = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const { tasks, fcp } = await page.evaluate(() => ({
    tasks: (window as unknown as { __longTasks: LongTask[] | null }).__longTasks ?? [],
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
  }));
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(200);
  const heapBytes = await page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);
  const heapUsage = (await cdp.send('Runtime.getHeapUsage')) as BigRunReport['heapUsage'];
  return {
    runMs: end,
    startupLongTasks: tasks.filter((t) => t.start < fcp),
    runLongTasks: tasks.filter((t) => t.start >= fcp && t.start <= end),
    heapBytes,
    heapUsage,
  };
}
