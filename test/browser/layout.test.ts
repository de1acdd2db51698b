import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { boardSizes, layoutFaults, smallestText, truncatedPickers } from './support/layout.ts';
import { NORVIG_HARDEST, pageQuery, REFERENCE } from './support/puzzles.ts';
import { pageReady, runPanels, waitAllAtEnd, waitCursor, waitForRuns } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';

/*
 * Where things go at the sizes people use: projectors (1024×768 to 1920×1080), a laptop, a tablet
 * and a phone. Each check reads the page's geometry in real Chromium.
 */
// One size per band of the page's media queries (the header's 1259 and 1399 px, the transport's 1199 px,
// 880 px high, 3:2, app.css's 1800×1000), the smallest of its band: 1280×800 and 1366×768 lay out as
// 1280×720 does, with more room.
const PROJECTORS: Array<[number, number]> = [
  [1024, 768],
  [1280, 720],
  [1600, 900],
  [1920, 1080],
];

async function load(page: Page, query = ''): Promise<void> {
  await page.goto(appUrl() + query);
  await pageReady(page);
}

/** The mean grey level (0 black … 255 white) of the middle of the first board, as the screen shows it. */
async function boardBrightness(page: Page): Promise<number> {
  const b = (await page.locator('section.run .board-box').first().boundingBox())!;
  const png = await page.screenshot({
    clip: { x: b.x + b.width / 2 - 40, y: b.y + b.height / 2 - 40, width: 80, height: 80 },
  });
  return page.evaluate(async (b64) => {
    const img = new Image();
    img.src = `data:image/png;base64,${b64}`;
    await img.decode();
    const c = document.createElement('canvas');
    [c.width, c.height] = [img.width, img.height];
    const ctx = c.getContext('2d')!;
    ctx.drawImage(img, 0, 0);
    const d = ctx.getImageData(0, 0, c.width, c.height).data;
    let sum = 0;
    for (let i = 0; i < d.length; i += 4) sum += (d[i] + d[i + 1] + d[i + 2]) / 3;
    return sum / (d.length / 4);
  }, png.toString('base64'));
}

async function present(page: Page, steps: number): Promise<void> {
  await page.getByRole('button', { name: 'Present' }).click();
  await page.waitForSelector('header.bar');
  for (let i = 0; i < steps; i++) await page.keyboard.press('PageDown');
  await waitCursor(page, steps);
}

describe.skipIf(browserSkipped())('presentation mode at projector and tablet sizes', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
  });

  for (const [width, height] of PROJECTORS) {
    it(`gives each board at least 45 % of a ${width}×${height} screen, with nothing out of its card`, async () => {
      await p.page.setViewportSize({ width, height });
      await load(p.page);
      await present(p.page, 30);
      const boards = await boardSizes(p.page);
      expect(boards.every((b) => b >= 0.45 * height)).toBe(true);
      expect(new Set(boards).size).toBe(1);
      expect(await layoutFaults(p.page)).toEqual([]);
      expect(await truncatedPickers(p.page)).toEqual([]);
      // The caption is not drawn over the code: presentation leaves it to the narration.
      expect(await p.page.locator('section.run .caption').first().isVisible()).toBe(false);
      await screenshot(p.page, `present-${width}x${height}`);
    });
  }

  it('keeps code and narration legible from the back of a room at 1280×720', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await load(p.page);
    await present(p.page, 30);
    expect(await smallestText(p.page, 'section.run .log')).toBeGreaterThanOrEqual(20);
    expect(await smallestText(p.page, 'section.run .code')).toBeGreaterThanOrEqual(20);
    await load(p.page, '?m=single&a=naive');
    await present(p.page, 30);
    expect(await smallestText(p.page, 'section.run .code')).toBeGreaterThanOrEqual(20);
    expect(await smallestText(p.page, 'section.run .log')).toBeGreaterThanOrEqual(20);
    expect(await layoutFaults(p.page)).toEqual([]);
  });

  it('fits the tablet (834×1112): code wrapped in its card, pickers whole', async () => {
    await p.page.setViewportSize({ width: 834, height: 1112 });
    await load(p.page);
    await present(p.page, 30);
    expect(await layoutFaults(p.page)).toEqual([]);
    expect(await truncatedPickers(p.page)).toEqual([]);
    await screenshot(p.page, 'present-834x1112');
  });

  it('keeps seven-digit counts of a long run inside their card at 1280×720', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await p.page.goto(`${appUrl()}?p=${REFERENCE}&a=naive,mrv&m=compare&e=3000000`);
    await waitCursor(p.page, 3_000_000, 60_000);
    await p.page.getByRole('button', { name: 'Present' }).click();
    await p.page.waitForSelector('header.bar');
    const checks = await p.page.locator('section.run [data-counter="checks"]').first().getAttribute('data-value');
    expect(Number(checks)).toBeGreaterThan(1_000_000);
    expect(await layoutFaults(p.page)).toEqual([]);
  });

  it('has the speed, End, Home and jump keys, and shows the verdict when the runs finish', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await load(p.page);
    await present(p.page, 0);
    const speed = () => p.page.locator('header.bar output').textContent();
    expect(await speed()).toBe('10 events/s');
    await p.page.keyboard.press('+');
    expect(await speed()).toBe('32 events/s');
    await p.page.keyboard.press('-');
    expect(await speed()).toBe('10 events/s');
    await p.page.keyboard.press('n');
    await p.page.waitForFunction(() => document.querySelector<HTMLElement>('section.run')!.dataset.cursor !== '0');
    await expect
      .poll(() =>
        p.page.locator('section.run .counters [data-counter="backtracks"]').first().getAttribute('data-value'),
      )
      .toBe('1');
    expect(await p.page.getByRole('region', { name: 'Verdict' }).count()).toBe(0);
    await p.page.keyboard.press('End');
    await waitAllAtEnd(p.page, 60_000);
    await expect.poll(() => p.page.getByRole('region', { name: 'Verdict' }).isVisible()).toBe(true);
    expect(await layoutFaults(p.page)).toEqual([]);
    await p.page.keyboard.press('Home');
    await waitCursor(p.page, 0);
    expect(await p.page.getByRole('region', { name: 'Verdict' }).count()).toBe(0);
    await p.page.keyboard.press('s');
    await expect.poll(async () => (await runPanels(p.page)).some((r) => r.cursor > 0)).toBe(true);
  });

  it('darkens the boards with the page in the dark theme', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await load(p.page);
    await present(p.page, 5);
    const before = await boardBrightness(p.page);
    await p.page.keyboard.press('t');
    const after = await boardBrightness(p.page);
    expect(before).toBeGreaterThan(180);
    expect(after).toBeLessThan(80);
    await screenshot(p.page, 'present-dark-1280x720');
  });
});

describe.skipIf(browserSkipped())('the page at laptop, tablet and phone sizes', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
  });

  for (const [width, height] of [
    [1280, 720],
    [1024, 768],
    [1920, 1080],
    [834, 1112],
    [390, 844],
  ] as const) {
    it(`shows two boards of one size, pickers whole, nothing out of its card at ${width}×${height}`, async () => {
      await p.page.setViewportSize({ width, height });
      await load(p.page);
      await p.page.keyboard.press('End');
      await waitAllAtEnd(p.page, 60_000);
      const boards = await boardSizes(p.page);
      expect(boards).toHaveLength(2);
      expect(boards[0]).toBe(boards[1]);
      expect(await truncatedPickers(p.page)).toEqual([]);
      expect(await layoutFaults(p.page)).toEqual([]);
    });
  }

  it('introduces the app in a line and explains every mark on the first view at 1280×720', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await load(p.page);
    const inView = (text: string) =>
      p.page
        .getByText(text)
        .first()
        .evaluate((el) => {
          const r = el.getBoundingClientRect();
          return r.top >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
        });
    expect(await inView('Two algorithms solve one Sudoku')).toBe(true);
    for (const mark of ['Bold black', 'Amber', 'Violet ring', 'teal, dashed ring', 'a violet frame'])
      expect(await p.page.getByText(mark).first().isVisible()).toBe(true);
    expect(await inView('Bold black')).toBe(true);
  });

  it('keeps the boards large with Explain on at 1280×720, the code under them', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await load(p.page);
    const before = await boardSizes(p.page);
    await p.page.getByLabel('Explain').check();
    await p.page.locator('section.run .code').first().waitFor();
    const after = await boardSizes(p.page);
    expect(Math.min(...after)).toBeGreaterThanOrEqual(Math.min(...before) - 10);
    expect(await layoutFaults(p.page)).toEqual([]);
  });

  it('shows the tablet its pseudocode whole', async () => {
    await p.page.setViewportSize({ width: 834, height: 1112 });
    await load(p.page);
    if (!(await p.page.getByLabel('Explain').isChecked())) await p.page.getByLabel('Explain').check();
    for (let i = 0; i < 30; i++) await p.page.keyboard.press('ArrowRight');
    await waitCursor(p.page, 30);
    const clipped = await p.page.$$eval(
      'section.run .code',
      (els) => els.filter((e) => e.scrollWidth > e.clientWidth).length,
    );
    expect(clipped).toBe(0);
    expect(await layoutFaults(p.page)).toEqual([]);
  });

  it('keeps the transport in view on a phone and both boards on screen at once', async () => {
    await p.page.setViewportSize({ width: 390, height: 844 });
    await load(p.page);
    await p.page.locator('section.run').first().scrollIntoViewIfNeeded();
    await p.page.evaluate(() => window.scrollBy(0, 100));
    const play = (await p.page.locator('.transport .play').boundingBox())!;
    expect(play.y).toBeGreaterThanOrEqual(0);
    expect(play.y + play.height).toBeLessThanOrEqual(844);
    const canvases = await p.page.$$eval('section.run canvas:first-child', (cs) =>
      cs.map((c) => {
        const r = c.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight;
      }),
    );
    expect(canvases).toEqual([true, true]);
    await screenshot(p.page, 'phone-scrolled');
  });
});

// A run still growing says so beside its count ("so far", 仍在增加): on a phone that line was wider
// than the screen, and a phone's browser widened the whole page to fit it.
describe.skipIf(browserSkipped())('a long run still growing on a phone', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 390, height: 844, touch: true });
  });
  afterAll(async () => {
    await p?.close();
  });

  it.each(['en', 'zh-CN'])("keeps the timeline's position and count inside the screen, in %s", async (lang) => {
    await p.page.goto(`${appUrl()}${pageQuery(NORVIG_HARDEST, 'naive,mrv', 1000)}&e=5000&lang=${lang}`);
    await waitForRuns(p.page, { finished: ['false', 'true'] });
    await waitCursor(p.page, 5000);
    const where = p.page.locator('.scrubber .where');
    expect(await where.textContent()).toMatch(lang === 'en' ? /so far/ : /仍在增加/);
    expect(await p.page.evaluate(() => window.innerWidth)).toBe(390);
    const box = (await where.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await layoutFaults(p.page)).toEqual([]);
    await where.scrollIntoViewIfNeeded();
    await screenshot(p.page, `phone-growing-run-${lang}`);
  });
});
