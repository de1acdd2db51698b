import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { cjkSpacesIn, englishIn } from './support/englishLeft.ts';
import { waitAllAtEnd } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';
import { pressRun } from './support/userSolvers.ts';

/*
 * The Chinese page's own words where the plain views end: a finished comparison's verdict, the export
 * panel, and a learner's run (whose sandbox frame is in the page): no English word left in what
 * it shows or says, and no space splitting two Chinese characters.
 */
const SIZES = [
  { width: 1280, height: 720 },
  { width: 390, height: 844, touch: true },
];
const PE96_01 = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';

async function clean(page: Page, name: string): Promise<void> {
  await screenshot(page, `zh-text-${name}`);
  expect(await englishIn(page, 'body'), name).toEqual([]);
  expect(await cjkSpacesIn(page, 'body'), name).toEqual([]);
}

for (const size of SIZES)
  describe.skipIf(browserSkipped())(`the Chinese page's words at ${size.width}×${size.height}`, () => {
    let p: OpenPage;
    beforeAll(async () => {
      p = await openPage({ ...size, locale: 'zh-CN' });
    });
    afterAll(() => p?.close());
    const tag = `${size.width}x${size.height}`;

    it('says the verdict and the jumps in Chinese, with no space inside the Chinese', async () => {
      const { page } = p;
      await page.goto(`${appUrl()}?lang=zh-CN`);
      await page.getByRole('button', { name: '跳到结尾（End）' }).click();
      await waitAllAtEnd(page, 60_000);
      await page.locator('section.summary:not(.empty)').waitFor({ timeout: 30_000 });
      await clean(page, `verdict-${tag}`);
      await page.getByText('分享与导出').click();
      await page.waitForSelector('details.export[open]');
      await clean(page, `export-${tag}`);
    });

    it('runs a learner’s solver in a sandbox the page names in no English', async () => {
      const { page } = p;
      await page.goto(`${appUrl()}?p=${PE96_01}&a=naive,mrv&m=compare&s=instant&lang=zh-CN`);
      await page.locator('#algo-1').selectOption('user');
      const panel = page.locator('.solver-panel');
      await panel.locator('.code-area[data-ready=true]').waitFor({ timeout: 30_000 });
      await panel.getByText('JavaScript', { exact: true }).click();
      // The run's sandbox frame goes with its run: its names are read as it is added to the page.
      await page.evaluate(() => {
        const seen: (string | null)[][] = [];
        (globalThis as { sandboxNames?: (string | null)[][] }).sandboxNames = seen;
        new MutationObserver(() => {
          for (const f of document.querySelectorAll('iframe[data-sandbox]:not([data-seen])')) {
            f.setAttribute('data-seen', '');
            seen.push([f.getAttribute('title'), f.getAttribute('aria-label')]);
          }
        }).observe(document.body, { childList: true, subtree: true });
      });
      await pressRun(page, '运行');
      const names = await page.evaluate(() => (globalThis as { sandboxNames?: (string | null)[][] }).sandboxNames);
      expect(names?.length).toBeGreaterThan(0);
      expect(names?.flat().filter((name) => name !== null && /[A-Za-z]/.test(name))).toEqual([]);
      await clean(page, `solver-run-${tag}`);
    });

    it('names the Lab’s runs, value orders included, and its results in Chinese', async () => {
      const { page } = p;
      await page.goto(`${appUrl()}?view=lab&runs=naive,naive/random:1,propagate&lang=zh-CN`);
      await page.waitForSelector('#lab-set');
      await clean(page, `lab-setup-${tag}`);
      await page.getByRole('button', { name: '运行', exact: true }).click();
      await page.waitForFunction(
        () => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'done',
        null,
        {
          timeout: 90_000,
          polling: 100,
        },
      );
      await screenshot(page, `zh-text-lab-results-${tag}`);
      expect(await englishIn(page, '.totals-box, [role=table], .export, .progress, .scatter, .ecdf')).toEqual([]);
      expect(await cjkSpacesIn(page, 'body')).toEqual([]);
    });
  });
