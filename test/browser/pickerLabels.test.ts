import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { truncatedPickers } from './support/layout.ts';

/*
 * Every option of every picker reads whole when chosen, in both languages at the five sizes, in the
 * views that hold pickers: the player, the player with a learner's editor, Present and the Lab.
 */
const DESKTOPS = [
  [1024, 768],
  [1280, 720],
  [1920, 1080],
] as const;
const TOUCH = [
  [834, 1112],
  [390, 844],
] as const;

const words = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../messages/${locale}.json`), 'utf8'));

async function ready(page: Page, query = ''): Promise<void> {
  await page.goto(appUrl() + query);
  await page.waitForFunction(
    () => {
      const runs = [...document.querySelectorAll<HTMLElement>('section.run')];
      return runs.length > 0 && runs.every((r) => r.dataset.pending === 'false');
    },
    null,
    { timeout: 60_000 },
  );
}

/** "view: id: label" for each cut label, in the four views at the page's size. */
async function cutLabels(page: Page, locale: string): Promise<string[]> {
  const cut: string[] = [];
  const note = async (view: string) => cut.push(...(await truncatedPickers(page)).map((c) => `${view}: ${c}`));
  await ready(page);
  await note('player');
  await page.selectOption('#algo-1', 'user');
  await page.waitForSelector('.code-button', { timeout: 30_000 });
  await note('your solver');
  await ready(page);
  await page.getByRole('button', { name: words(locale).app_present, exact: true }).click();
  await page.waitForSelector('header.bar', { timeout: 30_000 });
  await note('present');
  await page.goto(`${appUrl()}?view=lab`);
  await page.waitForSelector('#lab-set', { timeout: 30_000 });
  await note('lab');
  return cut;
}

for (const locale of ['en', 'zh-CN']) {
  for (const [sizes, touch] of [
    [DESKTOPS, false],
    [TOUCH, true],
  ] as const) {
    describe.skipIf(browserSkipped())(`picker labels in ${locale}${touch ? ' on touch screens' : ''}`, () => {
      let p: OpenPage;
      beforeAll(async () => {
        p = await openPage({ locale, touch });
      });
      afterAll(async () => {
        await p?.close();
      });

      for (const [width, height] of sizes)
        it(`shows every option whole at ${width}×${height}`, async () => {
          await p.page.setViewportSize({ width, height });
          expect(await cutLabels(p.page, locale)).toEqual([]);
        });
    });
  }
}
