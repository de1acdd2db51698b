import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { frameOverflow, layoutFaults, PLAYER_CARDS } from './support/layout.ts';
import { pageQuery } from './support/puzzles.ts';
import { CLASSIC } from '../../src/app/presets.ts';
import { pageReady, waitCursor, waitForRuns } from './support/runPanels.ts';
import { KEPT_LATIN } from './support/englishLeft.ts';
import { screenshot } from './support/screenshots.ts';
import { LOCALE_KEY } from '../../src/app/i18n/locale.svelte.ts';

/*
 * The page for a visitor whose browser speaks Chinese: every view in zh-CN, at the sizes people use,
 * with no English word left in what it shows or says (text, aria-label, title, placeholder) and
 * nothing running out of its card.
 */
const SIZES: Array<{ width: number; height: number; touch?: boolean; offlineBadge?: boolean }> = [
  // The offline badge sits fixed in a corner on one-screen layouts and ends the page on the others.
  { width: 1280, height: 720, offlineBadge: true },
  { width: 1024, height: 768 },
  { width: 1920, height: 1080 },
  { width: 834, height: 1112, touch: true },
  { width: 390, height: 844, touch: true, offlineBadge: true },
];

/** The Latin words a Chinese page keeps, one list for every browser test that looks for English left. */
const KEPT = new Set(KEPT_LATIN);

/** What the page shows or says in words that are neither Chinese nor kept: one entry per element. */
function englishOnPage(page: Page, kept: string[]): Promise<string[]> {
  return page.evaluate((keptWords) => {
    const keep = new Set(keptWords);
    const found: string[] = [];
    const visible = (el: Element) => {
      const s = getComputedStyle(el);
      return s.display !== 'none' && s.visibility !== 'hidden';
    };
    // Code, key caps and what the user typed (their solver's code too) are not the page's words.
    const skip = (el: Element | null) =>
      !!el?.closest(`code, kbd, pre, textarea, input, .code, .code-area, [data-keys="own"] canvas`);
    const english = (text: string) =>
      (text.match(/[A-Za-z][A-Za-z0-9]*/g) ?? []).filter(
        (w) => w.length > 1 && !keep.has(w) && !/^r\d+c\d+$/.test(w) && !/^\d/.test(w),
      );
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement;
      if (!el || skip(el) || !visible(el) || el.closest('script, style, [hidden]')) continue;
      const words = english(n.textContent ?? '');
      if (words.length) found.push(`${el.tagName.toLowerCase()}: "${(n.textContent ?? '').trim().slice(0, 60)}"`);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [aria-roledescription]')) {
      if (skip(el) && !(el instanceof HTMLTextAreaElement || el instanceof HTMLInputElement)) continue;
      for (const attr of ['aria-label', 'title', 'placeholder', 'aria-roledescription']) {
        const v = el.getAttribute(attr);
        if (v && english(v).length) found.push(`${el.tagName.toLowerCase()}[${attr}]: "${v.slice(0, 60)}"`);
      }
    }
    return found;
  }, kept);
}

async function check(page: Page, name: string, cards?: string): Promise<void> {
  await screenshot(page, `zh-${name}`);
  expect(await englishOnPage(page, [...KEPT]), name).toEqual([]);
  expect(await layoutFaults(page, cards), name).toEqual([]);
}

/** The 4×4 golden puzzle A of the teaching tests: small enough for its search tree to show. */
const TEACHING_4X4 = '.3...1433..2...4';

/** The lab's cards: its header, the setup and the results panels. */
const LAB_CARDS = 'header.top, section.panel';
/** A small data set the lab counts in a moment: four 4×4 puzzles, two runs. */
const LAB_RUN = '?view=lab&set=teaching4&runs=naive,mrv/lcv&limit=1&budget=none';
/** An embed of the classic puzzle from event 10 to 60, looping, as a slide would hold it. */
const EMBED = `${pageQuery(CLASSIC, 'naive,mrv', 200)}&e=10&embed=1&to=60&loop=1`;

async function labEnded(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'done', null, {
    timeout: 60_000,
    polling: 50,
  });
}

describe.skipIf(browserSkipped())('the page in Chinese', () => {
  for (const size of SIZES) {
    describe(`at ${size.width}×${size.height}`, () => {
      let p: OpenPage;
      beforeAll(async () => {
        // A first visit from a browser set to Chinese: no lang= in the link, nothing saved.
        p = await openPage({ ...size, locale: 'zh-CN', serviceWorkers: size.offlineBadge ? 'allow' : 'block' });
        await p.page.goto(appUrl());
        await pageReady(p.page);
      });
      afterAll(() => p.close());
      const tag = `${size.width}x${size.height}`;

      it('opens in Chinese for a zh-CN browser, with <html lang> and lang= in the link', async () => {
        const { page } = p;
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
        await page.waitForFunction(() => new URLSearchParams(location.search).get('lang') === 'zh-CN');
        await expect.poll(() => page.locator('.tagline, header.top').first().textContent()).toMatch(/[\u4e00-\u9fff]/);
      });

      it('shows the comparison with no English left, and fits', async () => {
        const { page } = p;
        for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
        await waitCursor(page, 40);
        if (size.offlineBadge) await page.waitForSelector('.offline[data-offline="ready"]');
        await check(page, `compare-${tag}`);
      });

      it('shows one board with no English left, and fits', async () => {
        const { page } = p;
        await page.getByRole('button', { name: '单盘' }).click();
        await page.waitForFunction(() => document.querySelectorAll('section.run').length === 1);
        await check(page, `single-${tag}`);
        await page.getByRole('button', { name: '对比' }).click();
        await page.waitForFunction(() => document.querySelectorAll('section.run').length === 2);
      });

      it('shows the editor and a paste error with its place, in Chinese', async () => {
        const { page } = p;
        await page.getByRole('button', { name: '编辑或粘贴…' }).click();
        await page.locator('#paste-text').fill(`11${'.'.repeat(79)}`);
        await page.getByRole('button', { name: '载入编辑器' }).click();
        await expect.poll(() => page.locator('#paste-error').textContent()).toContain('第 1 行\uff0c第 2 列');
        await check(page, `editor-${tag}`);
        await page.getByRole('button', { name: '返回播放器' }).click();
        await pageReady(page);
      });

      it('shows the generator dialog in Chinese', async () => {
        const { page } = p;
        await page.getByRole('button', { name: '新题目…' }).click();
        await page.waitForSelector('dialog[open]');
        await check(page, `generator-${tag}`);
        await page.getByRole('button', { name: '关闭' }).click();
      });

      it('presents in Chinese', async () => {
        const { page } = p;
        await page.getByRole('button', { name: '演示', exact: true }).click();
        await page.waitForSelector('header.bar');
        await check(page, `present-${tag}`);
        await page.getByRole('button', { name: '退出' }).click();
        await page.waitForSelector('header.top');
      });

      it('switches to English and back with the header switch, keeping the position', async () => {
        const { page } = p;
        const cursor = await page.locator('section.run').first().getAttribute('data-cursor');
        await page.getByRole('button', { name: 'English' }).click();
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
        await page.getByRole('button', { name: 'Compare', exact: true }).waitFor();
        expect(await page.locator('section.run').first().getAttribute('data-cursor')).toBe(cursor);
        await page.getByRole('button', { name: '中文' }).click();
        await page.getByRole('button', { name: '对比' }).waitFor();
      });

      it('shows the legend, the export panel and the clip panel in Chinese', async () => {
        const { page } = p;
        // The legend folds once a run has started; a click opens it again.
        const legend = page.locator('section.legend details');
        if (!(await legend.evaluate((d) => (d as HTMLDetailsElement).open))) await legend.locator('summary').click();
        await page.getByText('分享与导出').click();
        await page.getByText('短片（GIF 或视频）').click();
        await page.waitForSelector('details.export[open] details.clip[open]');
        await page.locator('details.clip').scrollIntoViewIfNeeded();
        await check(page, `panels-${tag}`);
        await page.getByText('短片（GIF 或视频）').click();
        await page.getByText('分享与导出').click();
      });

      it('shows the “your solver” editor, its help and a template in Chinese', async () => {
        const { page } = p;
        const before = await page.locator('#algo-1').inputValue();
        await page.locator('#algo-1').selectOption('user');
        await page.locator('.solver-panel .code-area[data-ready=true]').waitFor({ timeout: 30_000 });
        const panel = page.locator('.solver-panel');
        await panel.getByText('如何编写求解器').click();
        await panel.getByLabel('从模板开始').selectOption('naive');
        await expect.poll(() => panel.textContent()).toContain('已载入模板');
        await panel.locator('.help').scrollIntoViewIfNeeded();
        await check(page, `solver-${tag}`, `${PLAYER_CARDS}, .solver-panel`);
        await page.locator('#algo-1').selectOption(before);
        await pageReady(page);
      });

      it('shows the Python code and the 4×4 search tree in Chinese', async () => {
        const { page } = p;
        await page.goto(`${appUrl()}?p=${TEACHING_4X4}&m=single&a=naive&c=py`);
        await pageReady(page);
        // Explain is on by default only on tall screens.
        const explain = page.locator('label.explain input');
        if (!(await explain.isChecked())) await explain.check();
        await page.waitForSelector('section.run .code.python');
        await page.locator('.tree g.node').first().waitFor();
        for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
        await waitCursor(page, 5);
        await page.locator('section.run .code.python').scrollIntoViewIfNeeded();
        await check(page, `python-tree-${tag}`);
        await page.keyboard.press('c');
        await page.waitForSelector('section.run .code:not(.python)');
        await check(page, `pseudocode-tree-${tag}`);
      });

      it('shows the lab’s setup in Chinese, and fits', async () => {
        const { page } = p;
        // The lab as a first visit opens it: the language comes from the browser, not from storage.
        await page.evaluate(() => localStorage.clear());
        await page.goto(`${appUrl()}?view=lab`);
        await page.getByRole('button', { name: '运行' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
        await check(page, `lab-setup-${tag}`, LAB_CARDS);
        await page.selectOption('#lab-set', 'generated');
        await check(page, `lab-generated-${tag}`, LAB_CARDS);
      });

      it('lists a file pasted into the lab with its errors in Chinese, with their line and column', async () => {
        const { page } = p;
        await page.selectOption('#lab-set', 'own');
        await page.fill(
          '#lab-own',
          [
            '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
            '4.....8.5.3...x......7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
          ].join('\n'),
        );
        await page.getByRole('button', { name: '运行' }).click();
        await labEnded(page);
        await expect.poll(() => page.textContent('#lab-errors')).toContain('第 2 行\uff0c第 15 列');
        await check(page, `lab-errors-${tag}`, LAB_CARDS);
      });

      it('shows a finished lab run, its totals, scatter, distribution and table in Chinese, and fits', async () => {
        const { page } = p;
        await page.goto(`${appUrl()}${LAB_RUN}`);
        // A link fills in the form; the run starts on Run.
        await page.getByRole('button', { name: '运行' }).click();
        await labEnded(page);
        await page.waitForSelector('.scatter .plot[data-points="4"]');
        expect(await page.locator('.totals caption').textContent()).toMatch(/[\u4e00-\u9fff]/);
        await check(page, `lab-results-${tag}`, LAB_CARDS);
        // The scatter's tip, over one of its points: the first painted pixel of the points' canvas.
        await page.locator('.scatter canvas').scrollIntoViewIfNeeded();
        const at = await page.$eval('.scatter canvas', (c) => {
          const canvas = c as HTMLCanvasElement;
          const { data, width } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
          const k = data.findIndex((v, i) => i % 4 === 3 && v > 100);
          const scale = canvas.width / canvas.getBoundingClientRect().width;
          const box = canvas.getBoundingClientRect();
          return { x: box.left + ((k / 4) % width) / scale + 2, y: box.top + Math.floor(k / 4 / width) / scale + 2 };
        });
        await page.mouse.move(at.x, at.y);
        await page.locator('.tip').waitFor();
        expect(await page.locator('.tip').textContent()).toMatch(/第 \d+ 题/);
        await check(page, `lab-tip-${tag}`, LAB_CARDS);
      });
    });
  }

  // The embed's layout changes only at its container queries (EmbedView, EmbedTransport: narrower than
  // 420 and 340 px, lower than 300 px, taller than 4:3) and at app.css's 1800×1000: 1280×720, 1024×768
  // and 834×1112 lay out as the 640×360 of the snippet, so one size stands for each layout.
  describe('the embed', () => {
    // One page for the sizes without touch; the phone needs a context of its own.
    let desk: OpenPage;
    beforeAll(async () => {
      desk = await openPage({ locale: 'zh-CN' });
    });
    afterAll(() => desk?.close());

    for (const size of [
      { width: 640, height: 360 },
      { width: 1920, height: 1080 },
      { width: 390, height: 844, touch: true },
      { width: 320, height: 240 },
    ]) {
      it(`shows the embed in Chinese at ${size.width}×${size.height}, all inside the frame`, async () => {
        const p = size.touch ? await openPage({ ...size, locale: 'zh-CN' }) : desk;
        try {
          await p.page.setViewportSize(size);
          await p.page.goto(appUrl() + EMBED);
          // It stands at the link's start (e=10) until played.
          await waitForRuns(p.page, { cursor: ['10', '10'] });
          expect(await p.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
          await screenshot(p.page, `zh-embed-${size.width}x${size.height}`);
          expect(await englishOnPage(p.page, [...KEPT])).toEqual([]);
          expect(await frameOverflow(p.page)).toEqual({ out: [], scrolls: false });
          // The link to the full app opens it in the embed's language.
          expect(
            new URL((await p.page.locator('a.open').getAttribute('href'))!, appUrl()).searchParams.get('lang'),
          ).toBe('zh-CN');
        } finally {
          if (p !== desk) await p.close();
        }
      });
    }
  });

  it('shares an embed that speaks the page’s language, whatever the viewer’s browser says', async () => {
    const p = await openPage({ locale: 'zh-CN' });
    const viewer = await openPage({ width: 640, height: 360, locale: 'en-US' });
    try {
      await p.page.goto(`${appUrl()}${pageQuery(CLASSIC, 'naive,mrv', 100)}&e=20`);
      await pageReady(p.page);
      await p.page.getByText('分享与导出').click();
      const snippet = await p.page.locator('#embed-code').inputValue();
      const src = /src="([^"]+)"/.exec(snippet)![1].replaceAll('&amp;', '&');
      expect(new URL(src).searchParams.get('lang')).toBe('zh-CN');
      await viewer.page.goto(src);
      await viewer.page.waitForSelector('section.run[data-board]');
      expect(await viewer.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await viewer.page.locator('.transport').getAttribute('aria-label')).toBe('播放');
      // The same embed asked for in English is English in a Chinese browser.
      await p.page.goto(`${appUrl()}${EMBED}&lang=en`);
      await p.page.waitForSelector('section.run[data-board]');
      expect(await p.page.locator('.transport').getAttribute('aria-label')).toBe('Playback');
      expect(await p.page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await viewer.close();
      await p.close();
    }
  });

  it('says so when the Chinese messages cannot be fetched, stays in English and keeps the earlier choice, then remembers the switch', async () => {
    const p = await openPage({ locale: 'en-US' });
    try {
      await p.page.goto(appUrl());
      await pageReady(p.page);
      await p.page.evaluate((key) => localStorage.setItem(key, 'en'), LOCALE_KEY);
      // The network drops before the other language was ever fetched.
      await p.page.route(/messages\.zh-CN-[^/]*\.js$/, (route) => route.abort());
      await p.page.getByRole('button', { name: '中文' }).click();
      await expect.poll(() => p.page.getByRole('alert').textContent()).toBeTruthy();
      expect(await p.page.evaluate(() => document.documentElement.lang)).toBe('en');
      expect(await p.page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('en');
      // Once the network is back, the same click works.
      await p.page.unroute(/messages\.zh-CN-[^/]*\.js$/);
      await p.page.getByRole('button', { name: '中文' }).click();
      await expect.poll(() => p.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      expect(await p.page.evaluate((key) => localStorage.getItem(key), LOCALE_KEY)).toBe('zh-CN');
      // A later visit from this English browser stays in Chinese, unless its link asks for English.
      await p.page.goto(appUrl());
      await pageReady(p.page);
      expect(await p.page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
      await p.page.goto(`${appUrl()}?lang=en`);
      await pageReady(p.page);
      expect(await p.page.evaluate(() => document.documentElement.lang)).toBe('en');
    } finally {
      await p.close();
    }
  });
});
