import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeEach } from 'vitest';
import { livePages } from './browser.ts';

/** Where a failed browser test leaves a screenshot of each page it had open (git ignores .scratch). */
const FAILURE_DIR = resolve(import.meta.dirname, '../../../.scratch/browser-failures');

/**
 * When a browser test fails, prints what each of its open pages showed: the address, the errors it
 * logged and the start of its text, and saves a screenshot. A wait that timed out in CI then says what
 * the page was doing instead, which the timeout alone does not.
 */
beforeEach(({ onTestFailed, task }) => {
  onTestFailed(async () => {
    mkdirSync(FAILURE_DIR, { recursive: true });
    let k = 0;
    for (const open of livePages) {
      const { page, errors } = open;
      const name = `${task.name.replace(/[^\w-]+/g, '-').slice(0, 80)}-${k++}`;
      const text = await page
        .evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 600) ?? '(no body)')
        .catch((e: unknown) => `(page text unavailable: ${String(e).split('\n')[0]})`);
      await page.screenshot({ path: join(FAILURE_DIR, `${name}.png`), timeout: 10_000 }).catch(() => {});
      console.error(
        [
          `[failed test's page ${name}] ${page.url()}`,
          `  errors: ${errors.length ? errors.join(' | ') : 'none'}`,
          `  text: ${text}`,
          `  screenshot: ${join(FAILURE_DIR, `${name}.png`)}`,
        ].join('\n'),
      );
    }
  });
});
