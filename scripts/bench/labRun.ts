import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../../test/browser/support/buildApp.ts';
import { chromiumPath } from '../../test/browser/support/chromiumPath.ts';
import { serveFolder } from '../../test/browser/support/staticServer.ts';
import { type LongTask, PAGE_PROBES } from '../benchBrowser/probes.ts';

export interface LabFigures {
  seconds: number;
  puzzles: number;
  longTasks: LongTask[];
  heapMB: number;
  workers: number;
}

/** Runs a set in the lab (the query after `view=lab&`, and a file for `own`), from Run to the last result. */
export type LabRunner = (query: string, file?: string) => Promise<LabFigures>;

/**
 * A production build served to a headless Chromium at 1280×720 with the page probes, warmed up by a run of
 * `warmUp` (the first visit installs the service worker and compiles the count worker, neither the lab's pace);
 * the build, the profile and the browser are gone when `measure` ends.
 */
export async function withLab<T>(warmUp: string, measure: (run: LabRunner) => Promise<T>): Promise<T> {
  if (!chromiumPath()) throw new Error('Chromium not found at /usr/bin/chromium (apt-get install -y chromium)');
  console.error('building…');
  const outDir = buildApp();
  const server = await serveFolder(outDir);
  const profile = mkdtempSync(join(tmpdir(), 'stepdoku-bench-lab-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--enable-precise-memory-info'],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(PAGE_PROBES);
    console.error('warming up…');
    await labRun(page, server.url, warmUp);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    return await measure((query, file) => labRun(page, server.url, query, file));
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** Runs a set in the lab from Run to the last result; long tasks are the ones after the puzzles were read. */
async function labRun(page: Page, base: string, query: string, file?: string): Promise<LabFigures> {
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
