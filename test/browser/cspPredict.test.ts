import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askAt, checkAnswer, type Question } from '../../src/features/predict/questions/index.ts';
import { applyPacked } from '../../src/core/index.ts';
import { collectPacked } from '../helpers/runs.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { pageReady } from './support/runPanels.ts';

/* Predict asks min-conflicts which digit the drawn cell takes, in Chromium: the prompt at each step, a digit key, the verdict. */
const PE96_5 = '020810740700003100090002805009040087400208003160030200302700060005600008076051090';

type Repair = Extract<Question, { kind: 'repair' }>;

/** The run's first steps as Predict asks them, from the engine's own events. */
const steps = (() => {
  const grid = gridFromLine(PE96_5);
  const { words } = collectPacked(grid, 'minconflicts', { budget: 60 });
  const log = { total: words.length, finished: true, wordAt: (e: number) => words[e] };
  const board = grid.cells.slice();
  const out: Repair[] = [];
  for (let at = 0; at < words.length && out.length < 40; at++) {
    if (((words[at] >>> 15) & 15) === 6 && words[at] >>> 31 === 1) {
      const qs = askAt(log, at, board, 3, 'minconflicts', ['repair']);
      if (qs !== 'pending') out.push(qs[0] as Repair);
    }
    applyPacked(board, words[at]);
  }
  return out;
})();

const cellName = (c: number) => `r${Math.floor(c / 9) + 1}c${(c % 9) + 1}`;

async function verdict(page: Page): Promise<string> {
  await page.waitForFunction(() => document.querySelectorAll('[data-predict="0"] [data-verdict]').length === 1, null, {
    timeout: 60_000,
  });
  return (await page.locator('[data-predict="0"] [data-verdict]').textContent())!.replace(/\s+/g, ' ').trim();
}

async function promptAbout(page: Page, cell: string): Promise<string> {
  await page.waitForFunction(
    (c) => document.querySelector('[data-predict="0"] [data-prompt]')?.textContent?.includes(c) === true,
    cell,
    { timeout: 60_000 },
  );
  return (await page.locator('[data-predict="0"] [data-prompt]').textContent())!.trim();
}

describe.skipIf(browserSkipped()).each(['en', 'zh-CN'] as const)('min-conflicts in predict mode, %s', (lang) => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await open?.close();
  });

  it("asks which digit each drawn cell takes: the run's digit is right, another tied digit wrong", async () => {
    const { page } = open;
    const tie = steps.findIndex((q) => q.clashes.filter((k, d) => d > 0 && k === q.fewest).length > 1);
    expect(tie).toBeGreaterThanOrEqual(0);
    await page.goto(`${appUrl()}?p=${PE96_5}&m=single&a=minconflicts&s=1000&x=0&q=repair&lang=${lang}`);
    await pageReady(page, { finished: true });
    await page.keyboard.press(' ');
    for (let i = 0; i <= tie; i++) {
      const q = steps[i];
      const prompt = await promptAbout(page, cellName(q.cell));
      expect(prompt).toContain(lang === 'en' ? `which holds ${q.from}` : `它现在是 ${q.from}`);
      const other = q.clashes.findIndex((k, d) => d > 0 && k === q.fewest && d !== q.digit);
      const answer = i < tie ? q.digit : other;
      await page.keyboard.press(String(answer));
      const said = await verdict(page);
      expect(said.startsWith(i < tie ? '✓' : '✗'), said).toBe(true);
      expect(checkAnswer(q, { kind: 'digit', digit: answer }).right).toBe(i < tie);
      if (i === tie) expect(said).toContain(lang === 'en' ? `the seed drew ${q.digit}` : `种子在其中抽中了 ${q.digit}`);
      await page.keyboard.press('Enter');
    }
    expect(open.errors).toEqual([]);
  });
});
