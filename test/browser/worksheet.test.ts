import type { Page } from 'playwright-core';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '../../src/app/i18n/locale.svelte.ts';
import { type AlgorithmId, type BoxSize, geometry } from '../../src/core/index.ts';
import { narrate } from '../../src/features/explain/sentences.ts';
import { stepWords } from '../../src/features/worksheet/stepWords.ts';
import { MAX_WORKSHEET_STEPS, worksheetSteps } from '../../src/features/worksheet/worksheetSteps.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { cjkSpacesIn, englishIn } from './support/englishLeft.ts';
import { headingPages, pdfPageCount } from './support/pdfOutline.ts';

/*
 * The printable worksheet in Chromium: the export panel's Worksheet opens the print view and asks to print; the
 * print output, made as a PDF on A4 and Letter, puts the puzzle on page 1, the blank trace after it and the answer key
 * on pages of its own; the key is the engine's stream with the narration's sentences, in English and Chinese.
 */
const CLASSIC = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const WAIT = { timeout: 60_000, polling: 100 };
type Cursor = { runs: { cursor: number }[] };

let open: OpenPage | null = null;
afterEach(async () => {
  expect(open?.errors ?? []).toEqual([]);
  await open?.close();
  open = null;
  await setLocale('en');
});

async function start(query: string): Promise<Page> {
  open = await openPage({ width: 1280, height: 720 });
  const { page } = open;
  await page.goto(`${appUrl()}?p=${CLASSIC}&m=single&${query}`);
  // The browser's dialog would wait for a person: the test counts the calls instead.
  await page.evaluate(() => {
    const w = window as unknown as { printed: number };
    w.printed = 0;
    window.print = () => void w.printed++;
  });
  await page.locator('.export > summary').click();
  return page;
}

const worksheetButton = (page: Page) => page.locator('.export').getByRole('button', { name: /^(Worksheet|练习纸)$/ });

async function openSheet(page: Page, steps: number): Promise<void> {
  await page.locator('.export input[type=number]').last().fill(String(steps));
  await worksheetButton(page).click();
  await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1, null, WAIT);
}

/** The number of pages Chromium prints with the key left out: the puzzle and the blank trace alone. */
async function questionPages(page: Page, format: 'A4' | 'Letter'): Promise<number> {
  const style = await page.addStyleTag({ content: '.worksheet-root .key { display: none !important; }' });
  const pdf = await page.pdf({ format });
  await style.evaluate((s) => (s as Element).remove());
  return pdfPageCount(pdf);
}

/** Page 1 is the puzzle alone, the blank trace takes `tracePages` after it, and the key starts on a page of its own. */
async function expectPages(page: Page, tracePages: number): Promise<void> {
  const [title, trace, key] = await page.locator('.worksheet-root :is(h1, h2)').allTextContents();
  for (const format of ['A4', 'Letter'] as const) {
    const pdf = await page.pdf({ format, outline: true, tagged: true });
    const questions = await questionPages(page, format);
    expect({ format, questions }).toEqual({ format, questions: 1 + tracePages });
    expect(headingPages(pdf)).toEqual({ [title]: 1, [trace]: 2, [key]: questions + 1 });
    expect(pdfPageCount(pdf)).toBeGreaterThan(questions);
  }
}

/** The key's rows as the page shows them: cell, digit, what happens, the sentence. */
function keyRows(page: Page): Promise<string[][]> {
  return page
    .locator('.worksheet-root .key tbody tr')
    .evaluateAll((rows) =>
      rows.map((r) =>
        [...r.querySelectorAll('td')].flatMap((td) => [...td.childNodes].map((c) => c.textContent ?? '')),
      ),
    );
}

/** The same rows from the engine's stream and the narration, in the test's language. */
function modelRows(algo: AlgorithmId, steps: number): string[][] {
  const grid = gridFromLine(CLASSIC);
  const { events } = worksheetSteps(grid, algo, steps);
  return events.map((e, i) => {
    const w = stepWords(e, geometry(3));
    return [w.cell, w.digit, w.what, narrate(e, 3 as BoxSize, algo, (k) => events[i - k])];
  });
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    interface AxeViolation {
      id: string;
      nodes: { target: string[] }[];
    }
    const axe = (window as unknown as { axe: { run: (s: string) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run('.worksheet-root');
    return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
  });
}

describe.skipIf(browserSkipped())('the printable worksheet', () => {
  it('prints the puzzle, a blank trace and the engine-made key on pages of their own, on A4 and Letter', async () => {
    const page = await start('a=naive&lang=en');
    await openSheet(page, 20);
    await expect.poll(() => keyRows(page), WAIT).toEqual(modelRows('naive', 20));
    expect(await page.locator('.worksheet-root .questions tbody tr').count()).toBe(20);
    expect(await page.locator('.worksheet-root .questions tbody td').allTextContents()).toEqual(Array(60).fill(''));
    await expectPages(page, 1);
    expect(await violations(page)).toEqual([]);

    // The page behind is inert while the sheet is open, its keys do not reach the board, and the page comes back with
    // the focus where it was.
    expect(await page.locator('#app').getAttribute('inert')).toBe('');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('End');
    expect(
      await page.evaluate(() => (window as unknown as { stepdokuSession: Cursor }).stepdokuSession.runs[0].cursor),
    ).toBe(0);
    await page.keyboard.press('Escape');
    await page.locator('.worksheet-root').waitFor({ state: 'detached' });
    expect(await page.locator('#app').getAttribute('inert')).toBeNull();
    expect(await worksheetButton(page).evaluate((b) => b === document.activeElement)).toBe(true);
  });

  it('speaks Chinese throughout, forward checking included, and fits the same pages', async () => {
    const page = await start('a=fc&lang=zh-CN');
    await openSheet(page, 24);
    await setLocale('zh-CN');
    await expect.poll(() => keyRows(page), WAIT).toEqual(modelRows('fc', 24));
    expect(await page.locator('.worksheet-root h1').textContent()).toBe('前向检验：练习纸');
    expect(await englishIn(page, '.worksheet-root')).toEqual([]);
    expect(await cjkSpacesIn(page, '.worksheet-root')).toEqual([]);
    await expectPages(page, 1);
    expect(await violations(page)).toEqual([]);
  });

  it('bounds the steps with a message, and forty blank rows take two pages', async () => {
    const page = await start('a=naive&lang=en');
    const input = page.locator('.export input[type=number]').last();
    await input.fill(String(MAX_WORKSHEET_STEPS + 1));
    await expect
      .poll(() => page.locator('.export [role=alert]').textContent(), WAIT)
      .toBe(
        `A worksheet traces 1 to ${MAX_WORKSHEET_STEPS} steps: ${MAX_WORKSHEET_STEPS} blank rows already take two pages.`,
      );
    expect(await worksheetButton(page).isDisabled()).toBe(true);
    await openSheet(page, MAX_WORKSHEET_STEPS);
    expect(await page.locator('.export [role=alert]').count()).toBe(0);
    await expect.poll(() => keyRows(page), WAIT).toEqual(modelRows('naive', MAX_WORKSHEET_STEPS));
    await expectPages(page, 2);
  });
});
