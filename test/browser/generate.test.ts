import { failureText } from '../../src/cli/failureText.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generatePuzzle } from '../../src/core/generate/index.ts';
import { ALGORITHMS, formatLine } from '../../src/core/index.ts';
import { type GenerateRecipe, recipeOptions, recipeRng } from '../../src/core/generate/recipe.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { runPanels, waitForRuns } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';
import type { Page } from 'playwright-core';

const RECIPE: GenerateRecipe = {
  side: 9,
  grade: 'medium',
  givens: { min: 24, max: 30 },
  symmetry: 'rotational',
  seed: 'browser-1',
};

/** The engine's puzzle for a recipe, made here in Node: what the page must show. */
function enginePuzzle(r: GenerateRecipe): string {
  const made = generatePuzzle(recipeOptions(r), recipeRng(r));
  if (!made.ok) throw new Error(failureText(made));
  return formatLine(made.puzzle);
}

async function waitBoards(page: Page, line: string): Promise<void> {
  await waitForRuns(page, { board: line });
}

describe.skipIf(browserSkipped())('New puzzle in Chromium', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
  });
  beforeEach(() => {
    p.errors.length = 0;
  });

  it("generates the engine's puzzle for a seed, with one solution, and puts the recipe in the link", async () => {
    const expected = enginePuzzle(RECIPE);
    expect(
      ALGORITHMS.mrv.count(
        { n: 3, cells: Uint8Array.from(expected, (ch) => (ch === '.' ? 0 : Number(ch))) },
        { limit: 2 },
      ).counts.solutions,
    ).toBe(1);
    await p.page.goto(appUrl());
    await p.page.waitForSelector('section.run[data-board]');
    await p.page.getByRole('button', { name: 'New puzzle…' }).click();
    await p.page.getByLabel('Grade').selectOption('medium');
    await p.page.getByLabel('Symmetry').selectOption('rotational');
    await p.page.getByLabel('Seed').fill('browser-1');
    await screenshot(p.page, 'generate-dialog');
    await p.page.getByRole('button', { name: 'Generate' }).click();
    await waitBoards(p.page, expected);
    expect(await p.page.getByRole('dialog').count()).toBe(0);
    expect(new URL(p.page.url()).searchParams.get('g')).toBe('9.medium.24-30.rotational.browser-1');
    expect(p.errors).toEqual([]);
  });

  it('makes the same puzzle again from the link: on reload, from g= alone, and over a tampered p=', async () => {
    const expected = enginePuzzle(RECIPE);
    await p.page.reload();
    await waitBoards(p.page, expected);
    await p.page.goto(`${appUrl()}?g=9.medium.24-30.rotational.browser-1`);
    await waitBoards(p.page, expected);
    const tampered = '1' + expected.slice(1).replace(/1/g, '.');
    await p.page.goto(`${appUrl()}?p=${tampered}&g=9.medium.24-30.rotational.browser-1`);
    await waitBoards(p.page, expected);
    expect(await p.page.getByRole('status').first().textContent()).toMatch(/made again/);
    expect(p.errors).toEqual([]);
  });

  it('shows progress and cancels a long run at once; the next request still works', async () => {
    // A 4×4 page, so the board keeps its size: this test is about the generator, not resizing.
    await p.page.goto(`${appUrl()}?p=.14....2..3.4..1`);
    await p.page.waitForSelector('section.run[data-board]');
    const before = (await runPanels(p.page))[0].board;
    await p.page.getByRole('button', { name: 'New puzzle…' }).click();
    // 18 givens on 9×9 exist, but digging almost never finds one, so this runs until its 10 s budget.
    // (4×4 hard, used before, is now refused at once: every 4×4 puzzle is easy, docs/generator.md.)
    await p.page.getByRole('button', { name: '9×9' }).click();
    await p.page.getByLabel('Fewest givens').fill('18');
    await p.page.getByLabel('Most givens').fill('18');
    await p.page.getByRole('button', { name: 'Generate' }).click();
    await expect
      .poll(() => p.page.locator('.generate .progress').textContent(), { timeout: 30_000 })
      .toMatch(/Generating… [1-9]\d* attempts/);
    await screenshot(p.page, 'generate-progress');
    await p.page.getByRole('button', { name: 'Cancel' }).click();
    await p.page.getByRole('button', { name: 'Generate' }).waitFor();
    expect((await runPanels(p.page))[0].board).toBe(before);
    const small: GenerateRecipe = { side: 4, symmetry: 'none', seed: 'after-cancel', givens: { min: 5, max: 8 } };
    await p.page.getByRole('button', { name: '4×4' }).click();
    await p.page.getByLabel('Seed').fill('after-cancel');
    await p.page.getByRole('button', { name: 'Generate' }).click();
    await waitBoards(p.page, enginePuzzle(small));
    expect(p.errors).toEqual([]);
  });
});
