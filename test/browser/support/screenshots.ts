import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Page } from 'playwright-core';

/** Where the browser tests leave their screenshots for a person to look at (git ignores .scratch). */
export const SCREENSHOT_DIR = resolve(import.meta.dirname, '../../../.scratch/browser-screenshots');

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Resolves after the page has drawn two more frames: a canvas redrawn on the next one is then on screen. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
