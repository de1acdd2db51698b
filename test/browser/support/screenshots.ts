import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests leave their screenshots for a person to look at (git ignores .scratch). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../.scratch/browser-screenshots');

/**
 * Saves what the page shows as `name.png`, only when STEPDOKU_SCREENSHOTS is set: a screenshot checks
 * nothing, and encoding a hundred of them was the browser's work in a run that nobody looks at.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.STEPDOKU_SCREENSHOTS) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`) });
}

/** Resolves after the page has drawn two more frames: a canvas redrawn on the next one is then on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
