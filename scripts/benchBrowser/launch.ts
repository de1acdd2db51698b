import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../test/browser/support/chromiumPath.ts';
import { PAGE_PROBES } from './probes.ts';

export interface BenchPage {
  page: Page;
  cdp: CDPSession;
  errors: string[];
  close(): Promise<void>;
}

/**
 * A fresh headless Chromium with exact heap figures (`--enable-precise-memory-info`; without it
 * `performance.memory` is rounded and updated only now and then) and the page probes installed
 * before any of the app's scripts run.
 */
export async function openBenchPage(url: string): Promise<BenchPage> {
  const profile = mkdtempSync(join(tmpdir(), 'stepdoku-bench-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath() ?? undefined,
    headless: true,
    viewport: { width: 1280, height: 720 },
    args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'],
  });
  const page = context.pages()[0] ?? (await context.newPage());
  await page.addInitScript(PAGE_PROBES);
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(String(e)));
  const cdp = await context.newCDPSession(page);
  await page.goto(url);
  await page.waitForSelector('section.run[data-board]');
  return {
    page,
    cdp,
    errors,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The browser and its version, e.g. "Chromium 156.0.8078.79". */
export async function browserVersion(page: Page): Promise<string> {
  const v =
    page.context().browser()?.version() ??
    (await page.evaluate(() => navigator.userAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? navigator.userAgent));
  return `Chromium ${v}`;
}
