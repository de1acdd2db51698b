import type { Page } from 'playwright-core';
import type { LongTask } from '../benchBrowser/probes.ts';

export interface LabFigures {
  seconds: number;
  puzzles: number;
  longTasks: LongTask[];
  heapMB: number;
  workers: number;
}

/** Runs a set in the lab from Run to the last result; long tasks are the ones after the puzzles were read. */
export async function labRun(page: Page, base: string, query: string, file?: string): Promise<LabFigures> {
  await page.goto(`${base}?view=lab&${query}`);
  await page.waitForSelector('#lab-set');
  if (file) {
    await page.selectOption('#lab-set', 'own');
    await page.setInputFiles('#lab-file', file);
    await page.waitForSelector('#lab-file-name');
  }
  // A link that names a data set runs it on arrival (LabView): let that run end, then time one of our own.
  await page.waitForSelector('button:has-text("Run")', { timeout: 3_600_000 });
  const start = await page.evaluate(() => performance.now());
  await page.click('button:has-text("Run")');
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'running',
    null,
    {
      timeout: 120_000,
      polling: 20,
    },
  );
  const streaming = await page.evaluate(() => performance.now());
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'done', null, {
    timeout: 3_600_000,
    polling: 200,
  });
  return page.evaluate(
    ({ start, streaming }) => {
      const w = window as unknown as { __longTasks: LongTask[] | null };
      const mem = (performance as unknown as { memory?: { usedJSHeapSize: number } }).memory;
      return {
        seconds: (performance.now() - start) / 1000,
        puzzles: Number(document.querySelector<HTMLElement>('.progress')?.dataset.done),
        longTasks: (w.__longTasks ?? []).filter((t) => t.start >= streaming),
        heapMB: (mem?.usedJSHeapSize ?? NaN) / 2 ** 20,
        workers: Number(
          new URLSearchParams(location.search).get('w') ?? Math.max(1, navigator.hardwareConcurrency - 1),
        ),
      };
    },
    { start, streaming },
  );
}
