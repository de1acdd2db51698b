import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleSize, startBundle } from '../../scripts/benchBrowser/bundleSize.ts';
import { appDir, appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';

/*
 * The start bundle: what the page loads before it can show the default puzzle stays within 90 kB of
 * gzipped JS in either language (figures in docs/benchmarks.md), the build this suite serves counted
 * the way `npm run bench:browser` counts it (scripts/benchBrowser/bundleSize.ts). The rest, the other
 * language, the later words and the sandbox's run code included, loads when first wanted (src/lazyParts.ts).
 */
const BUDGET = 90 * 1024;
/** The chunks of the parts loaded on first use, by the name the build gives them. */
const LATER = /\/assets\/(messages\.zh-CN|generatePart|BoardEditor|EmbedView|sandboxRun\.svelte)-[\w-]+\.js$/;

/** Every script the page has asked for so far, by path. */
function scriptsOf(p: OpenPage): string[] {
  const seen: string[] = [];
  p.page.on('request', (r) => {
    if (r.resourceType() === 'script') seen.push(new URL(r.url()).pathname);
  });
  return seen;
}

/** Keeps the text #app shows when it first shows anything (read with firstText). */
async function recordFirstText(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const app = document.getElementById('app');
      if (!app?.textContent?.trim()) return;
      (globalThis as { firstText?: string }).firstText = app.textContent;
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

const firstText = (page: Page): Promise<string> =>
  page.evaluate(() => (globalThis as { firstText?: string }).firstText ?? '');

describe.skipIf(browserSkipped())('the start bundle', () => {
  let p: OpenPage | undefined;
  afterEach(async () => {
    await p?.close();
    p = undefined;
  });

  it('is at most 90 kB of gzipped JS before the default puzzle shows, in English and in Chinese', () => {
    const files = bundleSize(appDir());
    for (const locale of ['en', 'zh-CN']) {
      const start = startBundle(appDir(), files, locale);
      const gzip = start.reduce((s, f) => s + f.gzip, 0);
      const names = start.map((f) => f.name);
      // Its own language's start words, and neither the other's, nor its later words, nor any part loaded on first use.
      expect(names.filter((n) => n.startsWith('assets/messages.'))).toEqual([
        expect.stringMatching(new RegExp(`^assets/messages\\.${locale}-`)),
      ]);
      expect(
        names.filter((n) =>
          /^assets\/(laterMessages\.[\w-]+|generatePart|predictPart|sidePart|teachPart|wordsPart|BoardEditor|EmbedView)-/.test(
            n,
          ),
        ),
      ).toEqual([]);
      expect(gzip, `${locale}: ${names.join(', ')}`).toBeLessThanOrEqual(BUDGET);
    }
  });

  it('first paints in the browser’s language, and fetches the other language and each part only when asked', async () => {
    p = await openPage({ locale: 'en-US' });
    const { page } = p;
    const scripts = scriptsOf(p);
    // What #app shows when it first shows anything: never message keys, never another language.
    await recordFirstText(page);
    await page.goto(appUrl());
    // The side column's panels and the predict switch load after the first paint, by themselves.
    await page.locator('figure.chart').waitFor();
    await page.locator('.predict-control').waitFor();
    const first = await firstText(page);
    expect(first).toContain('Compare');
    // The language switch names each language in itself: 中文 is the only Chinese on an English page.
    expect(first.replaceAll('中文', '')).not.toMatch(/[\u4e00-\u9fff]|\b[a-z]+_[a-z_]+\b/);
    expect(scripts.filter((s) => LATER.test(s))).toEqual([]);

    await page.getByRole('button', { name: 'New puzzle…' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Edit or paste…' }).click();
    await page.locator('main.editor canvas').first().waitFor();
    expect(scripts.some((s) => /\/generatePart-/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/BoardEditor-/.test(s))).toBe(true);
    expect(scripts.some((s) => /messages\.zh-CN-/.test(s))).toBe(false);

    await page.getByRole('button', { name: '中文' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');
    await page.getByRole('button', { name: '新题目…' }).waitFor();
    expect(scripts.some((s) => /messages\.zh-CN-/.test(s))).toBe(true);
    expect(scripts.some((s) => /\/EmbedView-/.test(s))).toBe(false);
    expect(p.errors).toEqual([]);
  });

  it('first paints a Chinese browser’s page in Chinese, with no English shown before it', async () => {
    p = await openPage({ locale: 'zh-CN' });
    const { page } = p;
    const scripts = scriptsOf(p);
    await recordFirstText(page);
    await page.goto(appUrl());
    await page.locator('figure.chart').waitFor();
    const first = await firstText(page);
    expect(first).toContain('对比');
    expect(first).not.toMatch(/Compare|Play|\b[a-z]+_[a-z_]+\b/);
    expect(scripts.some((s) => /messages\.en-/.test(s))).toBe(false);
    expect(p.errors).toEqual([]);
  });
});
