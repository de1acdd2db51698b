import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { nextFrames, screenshot } from './support/screenshots.ts';
import { downloaded } from './support/downloaded.ts';
import { pageReady } from './support/runPanels.ts';

/*
 * The teaching views in real Chromium: stepping through the 4×4 golden puzzle A (the events are
 * listed in test/core/golden4x4.test.ts) lights the right pseudocode line and tells the event in
 * a sentence; a link with a position opens there; presentation mode fills a projector's screen.
 */
const PUZZLE_A = '.3...1433..2...4';

const litLines = (page: Page) =>
  page.locator('section.run').first().locator('.code li[aria-current="step"] code').allTextContents();
const newest = (page: Page) => page.locator('section.run').first().locator('.log li.newest').textContent();
const cursor = async (page: Page) => Number(await page.locator('section.run').first().getAttribute('data-cursor'));
const caption = (page: Page) => page.locator('section.run').first().locator('[data-caption]').textContent();

describe.skipIf(browserSkipped())('teaching views', () => {
  let open: OpenPage;

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 }); // tall enough for Explain to be on by default
  });
  afterAll(async () => {
    await open?.close();
  });

  it('lights the pseudocode line of each event and narrates it, step by step', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=single&a=naive`);
    await pageReady(page, { finished: true });
    const expected: Array<[number, string[], string]> = [
      [
        1,
        ['if digit already stands in its row, column or box:', 'continue'],
        '1r1c1: try 1 — 1 is already in box 1, at r2c2',
      ],
      [2, ['if digit already stands in its row, column or box:'], '2r1c1: try 2 — it fits'],
      [3, ['board[cell] ← digit', 'solve(board)'], '3r1c1 = 2, depth 1'],
      [
        9,
        ['if digit already stands in its row, column or box:', 'continue'],
        '9r1c4: try 4 — 4 is already in column 4, at r4c4',
      ],
      [10, ['board[cell] ← empty'], '10r1c4 has no digit left (1–4 all clash): back to r1c3, erase its 1'],
    ];
    for (const [at, lines, sentence] of expected) {
      while ((await cursor(page)) < at) await page.keyboard.press('ArrowRight');
      expect(await litLines(page)).toEqual(lines);
      expect((await newest(page))?.replace(/\s+/g, ' ').replace(/^(\d+) /, '$1')).toBe(sentence);
      // The always-visible caption tells the same sentence.
      expect(await caption(page)).toBe(sentence.replace(/^\d+/, ''));
    }
    // a step back is narrated too
    await page.keyboard.press('ArrowLeft');
    expect(await litLines(page)).toEqual(['if digit already stands in its row, column or box:', 'continue']);
    expect(open.errors).toEqual([]);
  });

  it('puts the position in the link while paused, and a link with a position opens there', async () => {
    const { page } = open;
    expect(page.url()).toMatch(/[?&]e=9(&|$)/);
    await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=single&a=naive&e=13`);
    await pageReady(page, { finished: true });
    await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-cursor') === '13');
    expect((await newest(page))?.replace(/\s+/g, ' ')).toBe('13 r1c3: try 4 — 4 is already in column 3, at r2c3');
    expect(open.errors).toEqual([]);
  });

  it('steps by meaning: until the depth drops, until a cell changes', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=single&a=naive`);
    await pageReady(page, { finished: true });
    // One click away on the first screen, behind "Step until…".
    await page.getByRole('button', { name: /Step until…/ }).click();
    await page.getByLabel('Depth to drop below').fill('2');
    await page.getByRole('button', { name: 'Until depth <' }).click();
    await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-cursor') === '10');
    expect(await page.locator('[data-counter="depth"]').first().getAttribute('data-value')).toBe('1');
    await page.getByLabel('Cell to watch, like r3c5').fill('r1c1');
    await page.getByRole('button', { name: 'Until changes:' }).click();
    await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-cursor') === '14');
    expect((await newest(page))?.replace(/\s+/g, ' ')).toBe('14 no digit fits r1c3: back to r1c1, erase its 2');
  });

  it('draws the 4×4 search tree, rings the current node, and seeks to a node when it is clicked', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=single&a=naive`);
    await pageReady(page, { finished: true });
    const nodes = page.locator('.tree').first().locator('g.node');
    // The tree is Explain's lazy part: on a busy machine it is drawn after the run has finished.
    await expect.poll(() => nodes.count(), { timeout: 30_000 }).toBeGreaterThan(5);
    await nodes.nth(2).click(); // r1c3 = 1, written by event 5
    await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-cursor') === '5');
    await expect.poll(() => nodes.nth(2).evaluate((g) => g.classList.contains('here'))).toBe(true);
    expect(await page.locator('.tree').first().locator('g.node.here').count()).toBe(1);
  });

  it('exports the counts as CSV and the first N events as JSON lines', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=compare&a=naive,mrv`);
    await pageReady(page, { finished: true });
    await page.getByText('Share and export').click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Counts (CSV)' }).click(),
    ]);
    const csvText = (await downloaded(csv)).toString('utf8').split('\r\n');
    expect(csvText[0]).toMatch(/^puzzle,algorithm,value_order,status,events,/);
    expect(csvText[1]).toMatch(
      new RegExp(`^\\${PUZZLE_A.replace(/\./g, '\\.').slice(1)},Naive backtracking,1→N,solved,`),
    );
    await page.getByLabel('How many events').fill('5');
    const [jsonl] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'JSON lines' }).click(),
    ]);
    const lines = (await downloaded(jsonl)).toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(5);
    expect(JSON.parse(lines[2])).toEqual({ i: 2, type: 'place', cell: 0, digit: 2, depth: 1, at: 'r1c1' });
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'MRV 1→N board (PNG)' }).click(),
    ]);
    expect(png.suggestedFilename()).toMatch(/-2-mrv-asc\.png$/);
    expect((await downloaded(png)).subarray(1, 4).toString()).toBe('PNG');
    expect(open.errors).toEqual([]);
  });
});

describe.skipIf(browserSkipped())('presentation mode', () => {
  it('fills a 1920×1080 screen with large boards, steps with clicker keys, and has a dark theme', async () => {
    const open = await openPage({ width: 1920, height: 1080 });
    try {
      const { page } = open;
      await page.goto(`${appUrl()}?m=compare&a=naive,mrv&e=20000`);
      await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-cursor') === '20000');
      await page.getByRole('button', { name: 'Present' }).click();
      await expect.poll(() => page.locator('.app.presenting').count()).toBe(1);
      expect(await page.locator('header.top').count()).toBe(0);
      await page.keyboard.press('PageDown');
      await page.keyboard.press('PageDown');
      await page.keyboard.press('PageUp');
      expect(await cursor(page)).toBe(20001);
      const board = await page.locator('section.run .board').first().boundingBox();
      expect(board!.height).toBeGreaterThan(380);
      const digits = await page
        .locator('.counters dd')
        .first()
        .evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
      // Beside the board, sized so a nine-digit count still fits (App.svelte, presentation).
      expect(digits).toBeGreaterThanOrEqual(24);
      // Two frames: the boards redraw on the next one (a state to wait for, not a time).
      await nextFrames(page);
      await screenshot(page, 'presentation-1920x1080');
      await page.keyboard.press('t');
      await expect.poll(() => page.locator('.app.dark').count()).toBe(1);
      await nextFrames(page);
      await screenshot(page, 'presentation-dark-1920x1080');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('header.top').count()).toBe(1);
      expect(open.errors).toEqual([]);
    } finally {
      await open.close();
    }
  });
});
