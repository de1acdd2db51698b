import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCodeParams } from '../../src/features/solver/userCodePack.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';

/*
 * A link's code and the learner's own draft, in one browser profile: whatever the learner does with
 * a link's code (switch languages, type), their draft stays as they left it, and the way back to it
 * outlives the tab.
 */
const FOUR = '.3...1433..2...4';
const DRAFT_KEY = 'stepdoku.userSolver.javascript';
const MINE = '// MY OWN DRAFT\nfunction* solve(board, box) {}\n';
const LINKED = 'function* solve(board, box) {\n  yield check(0, 0, 2, true);\n}';

const panel = (page: Page) => page.locator('.solver-panel');
const editorText = (page: Page) => panel(page).locator('.cm-content').textContent();
const draft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

describe.skipIf(browserSkipped())("a link's code beside the learner's draft, in Chromium", () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
  });

  it('a language toggle and a keystroke leave the draft alone; after a reload "Back to my own draft" still brings it back', async () => {
    const { page } = p;
    const view = `${appUrl()}?p=${FOUR}&a=naive,mrv&m=compare`;
    await page.goto(view);
    await page.evaluate(([key, code]) => localStorage.setItem(key, code), [DRAFT_KEY, MINE]);
    const params = await userCodeParams({ side: 0, language: 'javascript', code: LINKED });
    await page.goto(`${view}&${params}`);
    await panel(page).locator('.code-area[data-ready=true]').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() =>
      document.querySelector('.solver-panel .cm-content')?.textContent?.includes('yield check'),
    );

    await panel(page).getByText('Python', { exact: true }).click();
    await panel(page).getByText('JavaScript', { exact: true }).click();
    await page.waitForFunction(() =>
      document.querySelector('.solver-panel .cm-content')?.textContent?.includes('yield check'),
    );
    expect(await draft(page)).toBe(MINE);
    await panel(page).locator('.cm-content').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' ');
    await page.waitForFunction(() => localStorage.getItem('stepdoku.userSolver.link')?.includes('} '));
    expect(await draft(page)).toBe(MINE);

    // A new visit without the link: the link's code as edited, apart, with the way back.
    await page.goto(view);
    await page.locator('#algo-0').selectOption('user');
    await panel(page).locator('.code-area[data-ready=true]').waitFor({ timeout: 30_000 });
    expect(await editorText(page)).toContain('yield check');
    await panel(page).getByRole('button', { name: 'Back to my own draft' }).click();
    await page.waitForFunction(() =>
      document.querySelector('.solver-panel .cm-content')?.textContent?.includes('MY OWN DRAFT'),
    );
    expect(await draft(page)).toBe(MINE);
    await page.reload();
    await page.locator('#algo-0').selectOption('user');
    await panel(page).locator('.code-area[data-ready=true]').waitFor({ timeout: 30_000 });
    expect(await editorText(page)).toContain('MY OWN DRAFT');
    expect(await draft(page)).toBe(MINE);
    expect(p.errors).toEqual([]);
  });

  it('a reload of the address the learner’s own typing made shows their draft, not a link’s code', async () => {
    const { page } = p;
    await page.goto(`${appUrl()}?p=${FOUR}&a=naive,mrv&m=compare`);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.locator('#algo-0').selectOption('user');
    await panel(page).locator('.code-area[data-ready=true]').waitFor({ timeout: 30_000 });
    await panel(page).locator('.cm-content').click();
    await page.keyboard.type('// typed here');
    await page.waitForFunction(() => new URLSearchParams(location.search).has('uc'), null, { timeout: 30_000 });
    await page.reload();
    await panel(page).locator('.code-area[data-ready=true]').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() =>
      document.querySelector('.solver-panel .cm-content')?.textContent?.includes('// typed here'),
    );
    expect(await panel(page).locator('[data-note], [data-link-code]').count()).toBe(0);
    expect(p.errors).toEqual([]);
  });
});
