import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoxSize } from '../../src/core/index.ts';
import { boardLayout, cellCentre } from '../../src/draw/boardLayout.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { englishIn } from './support/englishLeft.ts';
import { pageReady } from './support/runPanels.ts';
import { pressRun } from './support/userSolvers.ts';

/*
 * Predict mode in real Chromium: the player stops before a moment, asks, takes an answer
 * from the board or the keys, says why it is right or wrong, shows the true event and plays on; in
 * compare mode, in Present, and from a teacher's link. Bookmarks and the A–B loop go through the link.
 * Every scenario runs in English and in Chinese: the same moments, asked and explained in
 * the page's language, with no English left in predict mode's words in Chinese.
 * The golden 4×4 puzzle A's events are listed in test/core/golden4x4.test.ts.
 */
const PUZZLE_A = '.3...1433..2...4';
const CLASSIC = '530070000600195000098000060800060003400803001700020006060000280000419005000080079';

const prompt = (page: Page, side = 0) => page.locator(`[data-predict="${side}"] [data-prompt]`);
const verdicts = (page: Page, side = 0) => page.locator(`[data-predict="${side}"] [data-verdict]`);
const score = (page: Page, side = 0) =>
  page.locator(`[data-predict="${side}"] [data-score]`).getAttribute('data-score');
const cursor = async (page: Page, side = 0) =>
  Number(await page.locator('section.run').nth(side).getAttribute('data-cursor'));
const caption = (page: Page, side = 0) => page.locator('section.run').nth(side).locator('[data-caption]').textContent();

async function waitForPrompt(page: Page, text: string, side = 0): Promise<void> {
  await page.waitForFunction(
    ([s, t]) => document.querySelector(`[data-predict="${s}"] [data-prompt]`)?.textContent?.trim() === t,
    [String(side), text] as const,
  );
}

async function waitForVerdicts(page: Page, count: number, side = 0): Promise<string[]> {
  await page.waitForFunction(
    ([s, c]) => document.querySelectorAll(`[data-predict="${s}"] [data-verdict]`).length === Number(c),
    [String(side), String(count)] as const,
  );
  return (await verdicts(page, side).allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

/** Waits for `count` of the page's frames to be drawn. */
async function frames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((done) => {
        const next = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => next(left - 1)));
        next(n);
      }),
    count,
  );
}

/** Clicks the centre of `cell` on board `side`, laid out as the board's canvas lays it out. */
async function clickCell(page: Page, cell: number, n: BoxSize, side = 0): Promise<void> {
  const box = (await page.locator('section.run').nth(side).locator('.board').boundingBox())!;
  const { x, y } = cellCentre(boardLayout(n, Math.floor(box.width), Math.floor(box.height)), cell);
  await page.mouse.click(box.x + x, box.y + y);
}

/** What each scenario expects to read, per language: the questions, the reasons and the controls' names. */
const TEXT = {
  en: {
    fits1: 'Will 1 fit in r1c1?',
    fits2: 'Will 2 fit in r1c1?',
    clashWrong: '✗ Not quite. 1 clashes with r2c2 in the same box.',
    clashRight: '✓ Right. 1 clashes with r2c2 in the same box.',
    clashCaption: 'r1c1: try 1 — 1 is already in box 1, at r2c2',
    fitsRight: '✓ Right. 2 fits in r1c1: no cell in its row, column or box holds 2.',
    fitsWrong: '✗ Not quite. 2 fits in r1c1: no cell in its row, column or box holds 2.',
    digit: (cell: string) => `Which digit will be placed in ${cell}?`,
    firstFit: '✗ Not quite. 4 would fit too, but digits are tried in ascending order: 2 fits first.',
    placeCaption: 'r1c1 = 2, depth 1',
    noneFits: '✓ Right. No digit from 1 on fits in r1c4: nothing is placed, the search goes back.',
    backTo: 'A dead end: which cell will it go back to?',
    backRight: '✓ Right. Back to r1c3, erasing its 1: the most recent digit written is undone first.',
    backAnswer: 'Answer: Back to r1c3, erasing its 1: the most recent digit written is undone first.',
    lockIn: 'Lock in',
    mrvCell: 'Which cell will MRV choose?',
    tie: /^✓ Right\. r2c1 has the fewest candidates: 1\. r1c4, r2c1, .* tie; the lowest in reading order, r1c4, is taken\.$/,
    fewest: /^✓ Right\. r3c2 has the fewest candidates: 1\./,
    filled: '✗ Not quite. r1c1 is already filled: only an empty cell can be chosen.',
    ratioReveal: /^Your guess: 10\.0× fewer\. Actually .* fewer \(9 placements against \d+\): .*\.$/,
    present: 'Present',
    predict: 'Predict',
    questions: 'Questions…',
    backtracksOnly: 'Only at backtracks',
    everyMoment: 'Every moment',
    notOffered: 'Your solver is asked only what its own events answer',
    run: 'Run',
    play: 'Play (Space)',
    placedNot: '✗ Not quite. 2 goes into r1c1, not 4.',
    markName: 'First clash',
    mark: '＋ Mark',
    defaultMark: 'Mark 2',
    loopSpeed: 'Loop speed',
    loop: 'Loop A–B',
    stopLoop: 'Stop loop',
    wipeoutQ: (digit: number, cell: string) =>
      `${digit} was just placed in ${cell}. Will its pruning wipe out a peer's domain? Where?`,
    wipeoutRight:
      '✓ Right. Placing 2 in r1c1 empties the domain of r2c1: 2 was the last value it had left, so the placement fails at once.',
    wipeoutWrong:
      '✗ Not quite. Placing 1 in r1c3 empties the domain of r1c4: 1 was the last value it had left, so the placement fails at once.',
    noWipeoutRight: '✓ Right. Placing 2 in r2c1 empties no domain: every peer it prunes keeps another value.',
    noWipeout: 'No wipe-out',
  },
  'zh-CN': {
    fits1: 'r1c1 能填 1 吗？',
    fits2: 'r1c1 能填 2 吗？',
    clashWrong: '✗ 不对 同宫的 r2c2 已有 1。',
    clashRight: '✓ 答对了 同宫的 r2c2 已有 1。',
    clashCaption: '在 r1c1 试 1：同宫的 r2c2 已有 1',
    fitsRight: '✓ 答对了 r1c1 能填 2：同行、同列、同宫都没有 2。',
    fitsWrong: '✗ 不对 r1c1 能填 2：同行、同列、同宫都没有 2。',
    digit: (cell: string) => `${cell} 会填入哪个数？`,
    firstFit: '✗ 不对 4 也能填，但数是从小到大依次试的：先试到的 2 已经能填。',
    placeCaption: 'r1c1 填入 2，深度 1',
    noneFits: '✓ 答对了 从 1 起没有一个数能填进 r1c4：什么也不填，回溯。',
    backTo: '走进死路了：它会回溯到哪一格？',
    backRight: '✓ 答对了 回溯到 r1c3，擦掉它的 1：最后填的数最先撤销。',
    backAnswer: '答案 回溯到 r1c3，擦掉它的 1：最后填的数最先撤销。',
    lockIn: '就猜这个',
    mrvCell: 'MRV 会选哪一格？',
    tie: /^✓ 答对了 r2c1 有 1 个候选数，是最少的。r1c4、r2c1、.* 一样少；按从左到右、从上到下的顺序取第一个：r1c4。$/,
    fewest: /^✓ 答对了 r3c2 有 1 个候选数，是最少的/,
    filled: '✗ 不对 r1c1 已经有数了：只能选空格。',
    ratioReveal: /^你猜：少 10\.0×。实际：少 .*（9 次填数，对 \d+ 次）：.*。$/,
    present: '演示',
    predict: '预测',
    questions: '提问设置…',
    backtracksOnly: '只在回溯时问',
    everyMoment: '每个时刻都问',
    notOffered: '你的求解器只会被问到它自己的事件能回答的问题',
    run: '运行',
    play: '播放（Space）',
    placedNot: '✗ 不对 r1c1 填入的是 2，不是 4。',
    markName: '第一次冲突',
    mark: '＋书签',
    defaultMark: '书签 2',
    loopSpeed: '循环速度',
    loop: '循环 A–B',
    stopLoop: '停止循环',
    wipeoutQ: (digit: number, cell: string) =>
      `刚在 ${cell} 填了 ${digit}。删减之后，会有相关格的值域被清空吗？在哪一格？`,
    wipeoutRight: '✓ 答对了 在 r1c1 填 2 会清空 r2c1 的值域：2 是它剩下的最后一个值，所以这次填数立刻失败。',
    wipeoutWrong: '✗ 不对 在 r1c3 填 1 会清空 r1c4 的值域：1 是它剩下的最后一个值，所以这次填数立刻失败。',
    noWipeoutRight: '✓ 答对了 在 r2c1 填 2 不会清空任何值域：被删减的每个相关格都还剩别的值。',
    noWipeout: '没有清空',
  },
} as const;
type Lang = keyof typeof TEXT;

/** Predict mode's own words on the page: its switch and panel, the question cards, the ratio guess, the bookmarks. */
const PREDICT_UI = '.predict-control, .predict, [data-ratio], [data-ratio-reveal], .bookmarks';

describe.skipIf(browserSkipped()).each(Object.keys(TEXT) as Lang[])('predict mode in %s', (lang) => {
  const t = TEXT[lang];
  let open: OpenPage;
  /** The app at `query`, in this language. */
  const visit = (query: string) => open.page.goto(`${appUrl()}?${query}&lang=${lang}`);
  /** In Chinese, nothing of predict mode on screen is left in English. */
  const noEnglishLeft = async () => {
    if (lang !== 'en') expect(await englishIn(open.page, PREDICT_UI)).toEqual([]);
  };

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await open?.close();
  });

  it('asks "will it fit?" before each check and answers Y and N by key, wrong and right, with reasons', async () => {
    const { page } = open;
    await visit(`p=${PUZZLE_A}&m=single&a=naive&s=1000&x=0&q=fits`);
    await pageReady(page, { finished: true });
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.fits1);
    expect(await cursor(page)).toBe(0);
    await noEnglishLeft(); // the question with Yes and No
    await page.keyboard.press('y');
    expect(await waitForVerdicts(page, 1)).toEqual([t.clashWrong]);
    await noEnglishLeft(); // the verdict, Continue and the score
    // The true event is shown: the check, told by the caption.
    expect(await cursor(page)).toBe(1);
    expect(await caption(page)).toBe(t.clashCaption);
    await page.keyboard.press('Enter'); // Continue: play goes on to the next check
    await waitForPrompt(page, t.fits2);
    await page.keyboard.press('y');
    expect(await waitForVerdicts(page, 1)).toEqual([t.fitsRight]);
    expect(await score(page)).toBe('1/2');
    expect(open.errors).toEqual([]);
  });

  it('holds Play pressed before predict mode’s code is here, then asks the link’s first question', async () => {
    // On a busy machine the runs of a 4×4 can be made before predict mode's code arrives: held back here.
    const slow = await openPage({ width: 1280, height: 800, serviceWorkers: 'block' });
    let release = () => {};
    const arrived = new Promise<void>((r) => (release = r));
    try {
      const { page } = slow;
      await page.route(/\/predictPart-[^/]*\.js$/, async (route) => {
        await arrived;
        await route.continue();
      });
      await page.goto(`${appUrl()}?p=${PUZZLE_A}&m=single&a=naive&s=1000&x=0&q=fits&lang=${lang}`);
      await pageReady(page, { finished: true, partHeldBack: true });
      await page.keyboard.press(' ');
      await frames(page, 3); // at 1,000 events/s, three frames of play would pass the first question
      expect(await cursor(page)).toBe(0);
      release();
      await waitForPrompt(page, t.fits1);
      expect(await cursor(page)).toBe(0);
      expect(slow.errors).toEqual([]);
    } finally {
      release();
      await slow.close();
    }
  });

  it('takes "no" as a click on the clashing cell; a cell that does not clash is explained', async () => {
    const { page } = open;
    await visit(`p=${PUZZLE_A}&m=single&a=naive&s=1000&x=0&q=fits`);
    await pageReady(page, { finished: true });
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.fits1);
    await clickCell(page, 5, 2); // r2c2 holds the 1
    expect(await waitForVerdicts(page, 1)).toEqual([t.clashRight]);
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.fits2);
    await clickCell(page, 1, 2); // r1c2 holds a 3
    expect(await waitForVerdicts(page, 1)).toEqual([t.fitsWrong]);
    expect(open.errors).toEqual([]);
  });

  it('asks which digit goes in a cell (keys) and, at a dead end, which cell it goes back to (a click)', async () => {
    const { page } = open;
    await visit(`p=${PUZZLE_A}&m=single&a=naive&s=1000&x=0&q=digit.backTo`);
    await pageReady(page, { finished: true });
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.digit('r1c1'));
    await noEnglishLeft(); // the digit keys and "none fits"
    await page.keyboard.press('4');
    expect(await waitForVerdicts(page, 1)).toEqual([t.firstFit]);
    // Shown: the placement itself, a few checks on.
    expect(await caption(page)).toBe(t.placeCaption);
    await page.keyboard.press('Enter');
    await waitForPrompt(page, t.digit('r1c3'));
    await page.keyboard.press('1');
    await waitForVerdicts(page, 1);
    await page.keyboard.press('Enter');
    await waitForPrompt(page, t.digit('r1c4'));
    await page.keyboard.press('0'); // none fits
    expect(await waitForVerdicts(page, 1)).toEqual([t.noneFits]);
    await page.keyboard.press('Enter');
    await waitForPrompt(page, t.backTo);
    await clickCell(page, 2, 2);
    expect(await waitForVerdicts(page, 1)).toEqual([t.backRight]);
    expect(await score(page)).toBe('3/4');
    expect(open.errors).toEqual([]);
  });

  it('asks forward checking where a placement wipes out a domain: a click, the 0 key, the "no wipe-out" button', async () => {
    const { page } = open;
    await visit(`p=${PUZZLE_A}&m=single&a=fc&s=1000&x=0&q=wipeout`);
    await pageReady(page, { finished: true });
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.wipeoutQ(2, 'r1c1'));
    await noEnglishLeft();
    await clickCell(page, 4, 2);
    expect(await waitForVerdicts(page, 1)).toEqual([t.wipeoutRight]);
    await page.keyboard.press('Enter');
    await waitForPrompt(page, t.wipeoutQ(1, 'r1c3'));
    await page.keyboard.press('0');
    expect(await waitForVerdicts(page, 1)).toEqual([t.wipeoutWrong]);
    await page.keyboard.press('Enter');
    await waitForPrompt(page, t.wipeoutQ(2, 'r2c1'));
    await page.getByRole('button', { name: t.noWipeout }).click();
    expect(await waitForVerdicts(page, 1)).toEqual([t.noWipeoutRight]);
    expect(await score(page)).toBe('2/3');
    expect(open.errors).toEqual([]);
  });

  it('in compare mode: the ratio guess before Play, MRV’s cell by click and by arrows + Enter, the reveal at the end', async () => {
    const { page } = open;
    await visit(`p=${PUZZLE_A}&a=naive,mrv&s=1000&x=0&q=cell.ratio-k4`);
    await pageReady(page, { finished: true });
    await noEnglishLeft(); // the ratio guess
    await page.locator('#ratio-guess').fill('1');
    await page.getByRole('button', { name: t.lockIn }).click();
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.mrvCell, 1);
    // r1c4, r2c1 and r3c2 have one candidate each: r2c1 is a right answer too.
    await clickCell(page, 4, 2, 1);
    expect(await waitForVerdicts(page, 1, 1)).toEqual([expect.stringMatching(t.tie)]);
    expect(await page.locator('[data-predict="0"] [data-prompt]').count()).toBe(0);
    await page.keyboard.press('Enter');
    // Every 4th moment: MRV's 5th select (event 12), r3c2; the keyboard's cell starts mid-board at r3c1.
    await waitForPrompt(page, t.mrvCell, 1);
    expect(await cursor(page, 1)).toBe(12);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    expect(await waitForVerdicts(page, 1, 1)).toEqual([expect.stringMatching(t.fewest)]);
    await page.keyboard.press('Enter');
    await waitForPrompt(page, t.mrvCell, 1);
    await clickCell(page, 0, 2, 1); // filled by now
    expect(await waitForVerdicts(page, 1, 1)).toEqual([t.filled]);
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-ratio-reveal="shown"]');
    expect((await page.locator('[data-ratio-reveal]').textContent())?.replace(/\s+/g, ' ').trim()).toMatch(
      t.ratioReveal,
    );
    expect(await score(page, 1)).toBe('2/3');
    await page.waitForSelector('[data-predict-summary]');
    await noEnglishLeft(); // the guess revealed, the scores and the summary
    expect(open.errors).toEqual([]);
  });

  it('in Present, the teacher reveals with a clicker key, or the countdown does', async () => {
    const { page } = open;
    await page.setViewportSize({ width: 1280, height: 720 }); // a projector's
    await visit(`p=${PUZZLE_A}&m=single&a=naive&s=1000&x=0&q=backTo`);
    await pageReady(page, { finished: true });
    await page.getByRole('button', { name: t.present }).click();
    await page.waitForSelector('.app.presenting');
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.backTo);
    expect(await cursor(page)).toBe(9);
    await noEnglishLeft(); // the large question, Reveal and its keys
    // On screen, though a 4×4's search trees make the stage taller than the screen.
    expect(await page.locator('.asking').evaluate((el) => el.getBoundingClientRect().bottom <= innerHeight)).toBe(true);
    await page.keyboard.press('PageDown');
    expect(await waitForVerdicts(page, 1)).toEqual([t.backAnswer]);
    expect(await cursor(page)).toBe(10);
    await page.keyboard.press('PageDown'); // on to the next dead end
    await waitForPrompt(page, t.backTo);
    expect(await cursor(page)).toBeGreaterThan(10);
    expect(await page.locator('[data-predict="0"] [data-score]').count()).toBe(0); // nothing scored aloud

    await visit(`p=${PUZZLE_A}&m=single&a=naive&s=1000&x=0&q=backTo-t1`);
    await pageReady(page, { finished: true });
    await page.getByRole('button', { name: t.present }).click();
    await page.keyboard.press(' ');
    // The question shows for one second only, which a loaded machine can miss: its answer names it.
    expect(await waitForVerdicts(page, 1)).toEqual([t.backAnswer]);
    expect(open.errors).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  for (const [width, height] of [
    [1280, 720],
    [1024, 768],
  ]) {
    it(`keeps both boards’ size with Predict on and asking, at ${width}×${height}`, async () => {
      const { page } = open;
      await page.setViewportSize({ width, height });
      await visit(`p=${CLASSIC}&a=naive,mrv&s=10`);
      await page.locator('.predict-control input').waitFor();
      const sizes = () => page.$$eval('section.run .board', (els) => els.map((e) => e.getBoundingClientRect().height));
      const off = await sizes();
      await page.getByRole('checkbox', { name: t.predict }).click();
      await page.keyboard.press(' ');
      await page.locator('[data-prompt]').waitFor();
      expect(await sizes()).toEqual(off);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }

  const PRESENT_CASES = [
    { width: 1280, height: 720, query: `p=${CLASSIC}&a=naive,mrv` },
    { width: 1024, height: 768, query: `p=${CLASSIC}&a=naive,mrv` },
    { width: 1920, height: 1080, query: `p=${CLASSIC}&a=naive,mrv` },
    { width: 834, height: 1112, query: `p=${CLASSIC}&a=naive,mrv` },
    { width: 390, height: 844, query: `p=${CLASSIC}&a=naive,mrv` },
    { width: 1280, height: 720, query: `p=${PUZZLE_A}&a=naive,mrv` },
    { width: 1280, height: 720, query: `p=${CLASSIC}&m=single&a=naive` },
  ];
  for (const { width, height, query } of PRESENT_CASES) {
    it(`in Present, the question keeps the boards’ size and covers neither board nor lit code, at ${width}×${height}, ${query.slice(query.indexOf('&') + 1)}`, async () => {
      const { page } = open;
      await page.setViewportSize({ width, height });
      await visit(`${query}&s=1000&x=1&q=digit`);
      await page.locator('.predict-control input').waitFor();
      await page.getByRole('button', { name: t.present }).click();
      await page.waitForSelector('.app.presenting');
      await pageReady(page, { finished: true });
      // Each board's size: the largest square its canvas draws.
      const boards = () =>
        page.$$eval('section.run .board', (els) =>
          els.map((e) => Math.min(e.getBoundingClientRect().width, e.getBoundingClientRect().height)),
        );
      // Three questions in, so the code has lit lines: the clicker reveals, then plays on to the next.
      await page.keyboard.press(' ');
      for (let i = 0; i < 2; i++) {
        await page.locator('[data-under-boards] [data-prompt]').waitFor();
        await page.keyboard.press('PageDown');
        await page.locator('[data-under-boards] [data-prompt]').waitFor({ state: 'detached' });
        await page.keyboard.press('PageDown');
      }
      await page.locator('[data-under-boards] [data-prompt]').waitFor();
      await frames(page, 2);
      const asking = await boards();
      const box = (selector: string) =>
        page.$$eval(selector, (els) =>
          els.map((e) => {
            const r = e.getBoundingClientRect();
            return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          }),
        );
      const [card] = await box('[data-under-boards]');
      const lit = await box('section.run .code .lit');
      expect(lit.length).toBeGreaterThan(0);
      const covered = [...(await box('section.run .board')), ...(await box('section.run .code-area')), ...lit].filter(
        (b) => b.left < card.right && card.left < b.right && b.top < card.bottom && card.top < b.bottom,
      );
      expect(covered).toEqual([]);
      // The lit lines in view in their code box, which scrolls to them.
      const codes = await box('section.run .code');
      for (const l of lit) expect(codes.some((c) => l.top >= c.top - 1 && l.bottom <= c.bottom + 1)).toBe(true);
      // A phone's page scrolls: the question follows the code there. Elsewhere it is on screen.
      if (width > 640) expect(card.bottom).toBeLessThanOrEqual(height);
      // One event back the question no longer stands and its row closes: the boards are no larger there.
      await page.keyboard.press('ArrowLeft');
      await page.locator('[data-under-boards]').waitFor({ state: 'detached' });
      await frames(page, 2);
      const without = await boards();
      for (const [i, h] of asking.entries()) expect(h).toBeGreaterThanOrEqual(without[i] - 0.5);
      await page.setViewportSize({ width: 1280, height: 800 });
    });
  }

  it('opens a teacher’s link with Predict on and its questions; changing them changes the link', async () => {
    const { page } = open;
    await visit(`p=${CLASSIC}&m=single&a=mrv&s=1000&x=0&q=count-b`);
    await pageReady(page, { finished: true });
    expect(await page.getByRole('checkbox', { name: t.predict }).isChecked()).toBe(true);
    await page.getByRole('button', { name: t.questions }).click();
    expect(await page.getByRole('radio', { name: t.backtracksOnly }).isChecked()).toBe(true);
    await noEnglishLeft(); // the settings panel
    await page.getByRole('radio', { name: t.everyMoment }).check();
    await page.locator('input[data-kind="cell"]').check();
    await page.waitForFunction(() => new URLSearchParams(location.search).get('q') === 'cell.count');
    await page.getByRole('button', { name: t.questions }).click();
    await page.keyboard.press(' ');
    await waitForPrompt(page, t.mrvCell);
    await page.getByRole('checkbox', { name: t.predict }).uncheck();
    await page.waitForFunction(() => !new URLSearchParams(location.search).has('q'));
    expect(await prompt(page).count()).toBe(0);
    expect(open.errors).toEqual([]);
  });

  it('asks a learner’s solver only what its events answer, and says why not the rest', async () => {
    const { page } = open;
    await visit(`p=${PUZZLE_A}&m=single&a=naive&s=1000&x=0&q=digit.backTo.cell`);
    await pageReady(page, { finished: true });
    await page.locator('#algo-0').selectOption('user');
    await page.locator('.solver-panel .code-area[data-ready=true]').waitFor({ timeout: 30_000 });
    await page.locator('.solver-panel').getByText('JavaScript', { exact: true }).click();
    await pressRun(page, t.run);
    await page.getByRole('button', { name: t.questions }).click();
    await page.getByText(t.notOffered).waitFor();
    await noEnglishLeft();
    await page.getByRole('button', { name: t.questions }).click();
    await page.getByRole('button', { name: t.play }).click();
    await waitForPrompt(page, t.digit('r1c1'));
    await page.locator('[data-predict="0"]').getByRole('button', { name: '4', exact: true }).click();
    // Its order is its own: a digit that fits is not "later in ascending order", only not the one it placed.
    expect(await waitForVerdicts(page, 1)).toEqual([t.placedNot]);
    expect(open.errors).toEqual([]);
  });

  it('marks moments, names them, jumps between them and loops A–B; all of it comes back from the link', async () => {
    const { page } = open;
    await visit(`p=${PUZZLE_A}&m=single&a=naive&s=10&x=0`);
    await pageReady(page, { finished: true });
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('m');
    await page.locator('[data-mark-chip="5"]').dblclick();
    await page.locator('[data-mark-name]').fill(t.markName);
    await page.keyboard.press('Enter');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: t.mark }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'A', exact: true }).click(); // A at 12
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await page.getByRole('button', { name: 'B', exact: true }).click(); // B at 18
    await page.getByRole('combobox', { name: t.loopSpeed }).selectOption('50');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('ab') === '12-18@50');
    expect(new URLSearchParams(new URL(page.url()).search).get('bm')).toBe(`5:${t.markName}|12:${t.defaultMark}`);
    await noEnglishLeft(); // the bookmarks and the loop's range and speed

    await page.goto(page.url());
    await pageReady(page, { finished: true });
    await page.waitForSelector('[data-mark="5"]'); // on the depth mountain
    expect(await page.locator('[data-mark-chip]').allTextContents()).toEqual([t.markName, t.defaultMark]);
    // The link opened where it was left, at B (event 18): back to each mark, and on again.
    const at = (e: number) =>
      page.waitForFunction((x) => document.querySelector('section.run')?.getAttribute('data-cursor') === x, String(e));
    await at(18);
    await page.keyboard.press('[');
    await at(12);
    await page.keyboard.press('[');
    await at(5);
    await page.keyboard.press(']');
    await at(12);

    await page.getByRole('button', { name: t.loop }).click();
    // Plays A to B, stops at B, and starts again from A.
    await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-cursor') === '18');
    await page.waitForFunction(() => Number(document.querySelector('section.run')?.getAttribute('data-cursor')) < 18);
    expect(await cursor(page)).toBeGreaterThanOrEqual(12);
    await noEnglishLeft(); // looping: Stop loop
    await page.getByRole('button', { name: t.stopLoop }).click();
    expect(open.errors).toEqual([]);
  });
});
