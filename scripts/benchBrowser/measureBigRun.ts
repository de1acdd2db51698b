import type { CDPSession, Page } from 'playwright-core';
import { waitAllAtEnd } from '../../test/browser/support/runPanels.ts';
import type { LongTask } from './probes.ts';

export interface BigRunReport {
  /** From pressing Play until every board stood at its run's last event, ms. */
  runMs: number;
  /** Long tasks from loading the page until Play. */
  startupLongTasks: LongTask[];
  /** Long tasks from Play until the end. */
  runLongTasks: LongTask[];
  /** After a full garbage collection. */
  heapBytes: number;
  /** Chromium's own split (CDP Runtime.getHeapUsage), when it gives one. */
  heapUsage: { usedSize: number; totalSize: number; embedderHeapUsedSize?: number; backingStorageSize?: number };
}

/** Presses Play on a page opened in instant mode and waits for every run to end. */
export async function measureBigRun(page: Page, cdp: CDPSession, timeoutMs: number): Promise<BigRunReport> {
  await page.waitForTimeout(1000); // let start-up settle: its long tasks are reported apart
  const t0 = await page.evaluate(() => performance.now());
  await page.getByRole('button', { name: 'Play (Space)' }).click();
  await waitAllAtEnd(page, timeoutMs);
  const t1 = await page.evaluate(() => performance.now());
  await page.waitForTimeout(500);
  const tasks = await page.evaluate(() => (window as unknown as { __longTasks: LongTask[] | null }).__longTasks ?? []);
  await cdp.send('HeapProfiler.enable');
  await cdp.send('HeapProfiler.collectGarbage');
  await page.waitForTimeout(200);
  const heapBytes = await page.evaluate(() => (performance as unknown as { memory: { usedJSHeapSize: number } }).memory.usedJSHeapSize);
  const heapUsage = (await cdp.send('Runtime.getHeapUsage')) as BigRunReport['heapUsage'];
  return {
    runMs: t1 - t0,
    startupLongTasks: tasks.filter((t) => t.start < t0),
    runLongTasks: tasks.filter((t) => t.start >= t0),
    heapBytes,
    heapUsage,
  };
}
