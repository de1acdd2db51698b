import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { boardSizes, layoutFaults, smallestText } from './support/layout.ts';
import { pageReady, waitCursor } from './support/runPanels.ts';

/*
 * The Python view in real Chromium: the switch, the lit line following the player forward, back,
 * on a seek and after fast play, the choice kept in the link and across a reload, the key "c", and
 * the code's size in presentation mode.
 */
const PUZZLE_A = '.3...1433..2...4';

/** The line each kind of event lights in the Python shown, by the sentence the caption tells. */
const YIELD_OF: Array<[RegExp, string]> = [
  [/: try \d/, 'yield check('],
  [/= \d+, depth/, 'yield place('],
  [/back to|erase/, 'yield backtrack('],
  [/^solution/, 'yield solution()'],
  [/^choose/, 'yield select('],
];

const first = (page: Page) => page.locator('section.run').first();

/** The lit Python line of the first board, its text and whether the whole line shows inside its box. */
async function litPython(page: Page, board = first(page)): Promise<{ code: string; visible: boolean }> {
  return board.locator('.code.python').evaluate((ol) => {
    const li = ol.querySelector<HTMLElement>('li[aria-current="step"]');
    if (!li) return { code: '', visible: false };
    const box = ol.getBoundingClientRect();
    const r = li.getBoundingClientRect();
    return { code: li.querySelector('code')?.textContent ?? '', visible: r.top >= box.top && r.bottom <= box.bottom };
  });
}

/** What the current event's sentence says the lit line must yield. */
async function expectedYield(page: Page, board = first(page)): Promise<string> {
  const caption = (await board.locator('[data-caption]').textContent()) ?? '';
  const match = YIELD_OF.find(([sentence]) => sentence.test(caption));
  expect(match, caption).toBeDefined();
  return match![1];
}

async function expectLitFollows(page: Page, board = first(page)): Promise<void> {
  const lit = await litPython(page, board);
  expect(lit.code.startsWith(await expectedYield(page, board)), lit.code).toBe(true);
  expect(lit.visible).toBe(true);
}

describe.skipIf(browserSkipped())('the Python view', () => {
  let open: OpenPage;

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 }); // tall enough for Explain to be on by default
  });
  afterAll(async () => {
    await open?.close();
  });

  it('switches to Python and lights the line that yields each event, stepping forward and back', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=single&a=naive`);
    await pageReady(page, { finished: true });
    await first(page).getByRole('button', { name: 'Python' }).click();
    await page.waitForSelector('section.run .code.python');
    expect(page.url()).toMatch(/[?&]c=py(&|$)/);
    // The golden 4×4 run: a failed check, a passing one, a place, ..., the first backtrack at event 10.
    const lits: string[] = [];
    for (let at = 1; at <= 10; at++) {
      await page.keyboard.press('ArrowRight');
      await waitCursor(page, at);
      await expectLitFollows(page);
      lits.push((await litPython(page)).code);
    }
    expect(lits.slice(0, 3)).toEqual([
      'yield check(row, col, digit, ok)',
      'yield check(row, col, digit, ok)',
      'yield place(row, col, digit)',
    ]);
    expect(lits.at(-1)).toBe('yield backtrack(row, col)');
    // A failed check lights is_valid's verdict too; a step back goes back to it.
    await page.keyboard.press('ArrowLeft');
    await waitCursor(page, 9);
    await expectLitFollows(page);
    expect(await first(page).locator('li.lit.why code').textContent()).toBe('return False');
    expect(open.errors).toEqual([]);
  });

  it('follows a seek to the end, a jump to a solution, and fast play once paused', async () => {
    const { page } = open;
    await page.keyboard.press('End');
    await page.waitForFunction(() => {
      const r = document.querySelector<HTMLElement>('section.run')!;
      return r.dataset.cursor === r.dataset.total;
    });
    await expectLitFollows(page);
    await page.keyboard.press('Home');
    await waitCursor(page, 0);
    await page.keyboard.press('s');
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('section.run')!.dataset.cursor) > 0);
    expect((await litPython(page)).code).toBe('yield solution()');

    // A 9×9 run played at 1,000 events/s in compare mode, paused mid-run: both boards' lines follow.
    await page.goto(`${appUrl()}?m=compare&a=naive,mrv&s=1000&c=py`);
    await page.waitForSelector('section.run .code.python');
    // Both boards' first events are in, or a slow worker leaves one board at "Ready" when the play pauses.
    await pageReady(page);
    await page.keyboard.press(' ');
    await page.waitForFunction(() => Number(document.querySelector<HTMLElement>('section.run')!.dataset.cursor) > 400);
    await page.keyboard.press(' ');
    for (const i of [0, 1]) await expectLitFollows(page, page.locator('section.run').nth(i));
    await page.keyboard.press('ArrowLeft');
    for (const i of [0, 1]) await expectLitFollows(page, page.locator('section.run').nth(i));
    expect(open.errors).toEqual([]);
  });

  it('remembers Python across a reload without the link saying so, and c switches back', async () => {
    const { page } = open;
    await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=single&a=mrv`);
    await page.waitForSelector('section.run .code.python');
    await page.keyboard.press('c');
    await page.waitForSelector('section.run .code:not(.python)');
    expect(page.url()).not.toMatch(/[?&]c=/);
    await page.reload();
    await pageReady(page, { finished: true });
    expect(await page.locator('section.run .code.python').count()).toBe(0);
    expect(open.errors).toEqual([]);
  });

  it('keeps the Python at 20 px or more in presentation mode at 1280×720, and c switches it there', async () => {
    const { page } = open;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${appUrl()}?c=py`); // Explain is off at this height: the code shows in presentation
    await page.getByRole('button', { name: 'Present' }).click();
    await page.waitForSelector('header.bar');
    await page.waitForSelector('section.run .code.python');
    for (let i = 0; i < 30; i++) await page.keyboard.press('PageDown');
    await waitCursor(page, 30);
    expect(await smallestText(page, 'section.run .code.python')).toBeGreaterThanOrEqual(20);
    for (const i of [0, 1]) await expectLitFollows(page, page.locator('section.run').nth(i));
    await page.keyboard.press('c');
    await page.waitForSelector('section.run .code:not(.python)');
    expect(await page.locator('section.run .code.python').count()).toBe(0);
    expect(open.errors).toEqual([]);
  });

  it('keeps the pseudocode/Python switch clickable while is_valid’s verdict is held over the code’s top at 1280×720', async () => {
    const { page } = open;
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${appUrl()}?m=compare&a=naive,mrv&x=1&c=py&e=45`);
    const board = first(page);
    const verdict = board.locator('.code.python li.lit.why');
    const pseudocode = board.getByRole('button', { name: 'Pseudocode' });
    // Event 45 is a failed check whose verdict line is scrolled above the box, so it sticks at the top, under the switch.
    await expect
      .poll(async () => {
        const [v, s] = [await verdict.boundingBox(), await pseudocode.boundingBox()];
        return !!v && !!s && v.y < s.y + s.height && s.y < v.y + v.height && v.x + v.width > s.x;
      })
      .toBe(true);
    await pseudocode.click({ timeout: 30_000 });
    await board.locator('.code:not(.python)').waitFor();
    expect(open.errors).toEqual([]);
  });

  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
    [1920, 1080],
    [834, 1112],
  ] as const) {
    it(`keeps the boards large and everything in its card at ${width}×${height} in presentation with the Python shown`, async () => {
      const { page } = open;
      await page.setViewportSize({ width, height });
      await page.goto(`${appUrl()}?c=py`);
      await page.getByRole('button', { name: 'Present' }).click();
      await page.waitForSelector('section.run .code.python');
      for (let i = 0; i < 30; i++) await page.keyboard.press('PageDown');
      await waitCursor(page, 30);
      // Projectors (as layout.test.ts asks of the pseudocode); the portrait tablet has two boards across.
      const boards = await boardSizes(page);
      if (width > height) expect(boards.every((b) => b >= 0.45 * height)).toBe(true);
      expect(await layoutFaults(page)).toEqual([]);
      for (const i of [0, 1]) await expectLitFollows(page, page.locator('section.run').nth(i));
    });
  }
});
