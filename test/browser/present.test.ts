import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { boardSizes, layoutFaults, smallestText, truncatedPickers } from './support/layout.ts';
import { waitAllAtEnd, waitCursor, waitForRuns } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';

/*
 * Presentation mode as docs/teaching.md's lesson uses it, on the projector sizes it names, in both
 * languages: the lesson's numbers large enough for the back of the room, every step of the lesson
 * plan possible in Present as written, and nothing cut, covered or pushed off the screen.
 */
const LESSON_4X4 = '..2.2..334......';
const WORDS = {
  en: { present: 'Present', heatmap: 'Heatmap', nextPlace: 'Next place', verdict: 'Verdict' },
  'zh-CN': { present: '演示', heatmap: '热力图', nextPlace: '下一次填数', verdict: '结论' },
} as const;
type Lang = keyof typeof WORDS;

async function open(page: Page, query: string): Promise<void> {
  await page.goto(`${appUrl()}?${query}`);
  await waitForRuns(page, { pending: 'false' });
}

async function present(page: Page, lang: Lang, steps = 0): Promise<void> {
  await page.getByRole('button', { name: WORDS[lang].present, exact: true }).click();
  await page.waitForSelector('header.bar');
  for (let i = 0; i < steps; i++) await page.keyboard.press('PageDown');
  await waitCursor(page, steps);
}

/** Whether rectangle a lies within b (1 px of rounding allowed). */
const inside = (a: DOMRect, b: DOMRect) =>
  a.top >= b.top - 1 && a.bottom <= b.bottom + 1 && a.left >= b.left - 1 && a.right <= b.right + 1;

/** The bar's height over its tallest control's: 0 on one line, a row and its gap more when it wraps. */
const barOverOneRow = (page: Page): Promise<number> =>
  page.locator('header.bar').evaluate((bar) => {
    const tallest = Math.max(
      ...[...bar.querySelectorAll('button, output')].map((c) => c.getBoundingClientRect().height),
    );
    return Math.max(0, Math.round(bar.getBoundingClientRect().height - tallest));
  });

/** The Python box's lit lines, each whether it shows inside the box (scrolled or held at its edge). */
function litInView(page: Page): Promise<boolean[]> {
  return page
    .locator('section.run .code.python')
    .first()
    .evaluate((ol) => {
      const box = ol.getBoundingClientRect();
      return [...ol.querySelectorAll('li.lit')].map((li) => {
        const r = li.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      });
    });
}

/** Narration sentences shown cut: partly inside the log's box and partly outside it. */
function cutSentences(page: Page): Promise<string[]> {
  return page.$$eval('section.run .log', (logs) =>
    logs.flatMap((log) => {
      const box = log.getBoundingClientRect();
      return [...log.querySelectorAll('li')]
        .filter((li) => {
          if (getComputedStyle(li).visibility === 'hidden') return false;
          const r = li.getBoundingClientRect();
          const overlaps = r.bottom > box.top + 1 && r.top < box.bottom - 1 && r.right > box.left && r.left < box.right;
          const whole = r.top >= box.top - 1 && r.bottom <= box.bottom + 1 && r.right <= box.right + 1;
          return overlaps && !whole;
        })
        .map((li) => li.textContent ?? '');
    }),
  );
}

/** Whether the hint lies over any code, board or narration (it may not cover the lit line, which moves with every step). */
async function hintCovers(page: Page): Promise<string[]> {
  await page.locator('.hint-text').waitFor({ timeout: 60_000 });
  return page.evaluate(() => {
    const hint = document.querySelector('.hint-panel')!.getBoundingClientRect();
    return [...document.querySelectorAll('section.run :is(.code-area, .board-box, .log)')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.left < hint.right && r.right > hint.left && r.top < hint.bottom && r.bottom > hint.top;
      })
      .map((el) => el.className);
  });
}

// One page for both languages: each test sets its size and opens its link, which names the language.
let desktop: Promise<OpenPage> | undefined;
const desktopPage = () => (desktop ??= openPage({ width: 1024, height: 768 }));
afterAll(async () => {
  await (await desktop)?.close();
});

describe.skipIf(browserSkipped()).each(['en', 'zh-CN'] as const)('Present for the lesson, in %s', (lang) => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await desktopPage();
  });

  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
    [1920, 1080],
  ] as const) {
    it(`shows counters, code and narration at 20 px or more at ${width}×${height}`, async () => {
      await p.page.setViewportSize({ width, height });
      await open(p.page, `lang=${lang}`);
      await present(p.page, lang, 30);
      for (const part of ['.counters dt', '.counters dd', '.code', '.log'])
        expect(await smallestText(p.page, `section.run ${part}`), part).toBeGreaterThanOrEqual(20);
      expect(await cutSentences(p.page)).toEqual([]);
      expect(await layoutFaults(p.page)).toEqual([]);
      await screenshot(p.page, `present-lesson-${lang}-${width}x${height}`);
      await p.page.keyboard.press('?');
      expect(await hintCovers(p.page)).toEqual([]);
      // Naive's first backtrack gives the narration its long reason ("… has no digit left (1–9 all clash): …").
      await p.page.keyboard.press('n');
      await expect
        .poll(() => p.page.locator('[data-counter="backtracks"]').first().getAttribute('data-value'))
        .toBe('1');
      await expect.poll(() => cutSentences(p.page)).toEqual([]);
    });
  }

  it('keeps the bar on one line on a tablet at 834×1112', async () => {
    await p.page.setViewportSize({ width: 834, height: 1112 });
    await open(p.page, `lang=${lang}`);
    await present(p.page, lang);
    expect(await barOverOneRow(p.page)).toBe(0);
  });

  it('keeps both lit lines of a failed check in view in the Python at 1024×768 (2–4 min)', async () => {
    await p.page.setViewportSize({ width: 1024, height: 768 });
    await open(p.page, `p=${LESSON_4X4}&m=single&a=naive&c=pseudo&lang=${lang}`);
    await present(p.page, lang);
    await p.page.keyboard.press('c');
    await p.page.locator('section.run .code.python').waitFor();
    let failed = 0;
    for (let e = 1; e <= 40; e++) {
      await p.page.keyboard.press('ArrowRight');
      await waitCursor(p.page, e);
      const lit = await litInView(p.page);
      if (lit.length < 2) continue; // a check's two lines: the yield and is_valid's verdict
      failed++;
      expect(lit, `event ${e}`).toEqual([true, true]);
    }
    expect(failed).toBeGreaterThan(5);
    await screenshot(p.page, `present-python-check-${lang}-1024x768`);
  });

  it('has Next place and the heatmaps (h) in Present (7–9 min)', async () => {
    await p.page.setViewportSize({ width: 1024, height: 768 });
    await open(p.page, `p=${LESSON_4X4}&m=single&a=naive&lang=${lang}`);
    await present(p.page, lang);
    await p.page.getByRole('button', { name: WORDS[lang].nextPlace }).click();
    await waitCursor(p.page, 2); // event 1 is r1c1's check, event 2 writes it
    expect(await p.page.locator('[data-counter="placements"]').first().getAttribute('data-value')).toBe('1');
    expect(await barOverOneRow(p.page)).toBe(0);
    await p.page.keyboard.press('End');
    await waitAllAtEnd(p.page, 30_000);
    await p.page.keyboard.press('h');
    const overview = p.page.locator('.present-overview section.overview');
    await overview.waitFor();
    expect(await overview.locator('figure.heat').count()).toBeGreaterThan(0);
    const box = (await overview.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(768);
    await screenshot(p.page, `present-heatmap-${lang}-1024x768`);
    await p.page.getByRole('button', { name: WORDS[lang].heatmap }).click();
    await expect.poll(() => p.page.locator('.present-overview').count()).toBe(0);
  });

  for (const [width, height] of [
    [1024, 768],
    [1280, 720],
  ] as const) {
    it(`shows the 4×4's search trees on screen and the verdict off the code in Compare at ${width}×${height} (4–7 min)`, async () => {
      await p.page.setViewportSize({ width, height });
      await open(p.page, `p=${LESSON_4X4}&m=compare&a=naive,mrv&lang=${lang}`);
      await present(p.page, lang);
      await p.page.keyboard.press('End');
      await waitAllAtEnd(p.page, 30_000);
      const verdict = p.page.getByRole('region', { name: WORDS[lang].verdict });
      await verdict.waitFor();
      const rects = await p.page.evaluate(() => {
        const r = (el: Element) => el.getBoundingClientRect().toJSON() as DOMRect;
        return {
          trees: [...document.querySelectorAll('.trees .tree, .trees figure')].map(r),
          codes: [...document.querySelectorAll('section.run .code-area')].map(r),
          verdict: r(document.querySelector('.verdict')!),
          screen: { top: 0, left: 0, bottom: innerHeight, right: innerWidth } as DOMRect,
        };
      });
      expect(rects.trees.length).toBeGreaterThan(0);
      for (const t of rects.trees) expect(t.top >= 0 && t.bottom <= rects.screen.bottom + 1).toBe(true);
      expect(inside(rects.verdict, rects.screen)).toBe(true);
      for (const c of rects.codes) {
        expect(c.height).toBeGreaterThan(100); // six lines of 20 px code at least
        const overlap = Math.min(c.bottom, rects.verdict.bottom) - Math.max(c.top, rects.verdict.top);
        expect(overlap).toBeLessThanOrEqual(0);
      }
      expect(await smallestText(p.page, 'section.run .code')).toBeGreaterThanOrEqual(20);
      expect(await layoutFaults(p.page)).toEqual([]);
      await screenshot(p.page, `present-4x4-compare-end-${lang}-${width}x${height}`);
    });
  }

  it('lines up the two boards’ pickers at 1280×720', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await open(p.page, `lang=${lang}`);
    await present(p.page, lang, 30);
    const ys = await p.page.$$eval('section.run select[id^="algo-"]', (ss) =>
      ss.map((s) => Math.round(s.getBoundingClientRect().top)),
    );
    expect(ys).toHaveLength(2);
    expect(Math.abs(ys[0] - ys[1])).toBeLessThanOrEqual(1);
  });
});

describe.skipIf(browserSkipped())('the first screen and its layout', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 1280, height: 720 });
  });
  afterAll(async () => {
    await p?.close();
  });

  it('spells out the algorithms and keeps the expert steps one click away, explained', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await open(p.page, '');
    const legend = p.page.locator('.legend .algos');
    expect(await legend.textContent()).toMatch(/MRV, minimum remaining values: always fill the cell with the fewest/);
    expect(await legend.isVisible()).toBe(true);
    const until = p.page.getByRole('button', { name: 'Until depth <' });
    expect(await until.isVisible()).toBe(false);
    await p.page.getByRole('button', { name: /Step until…/ }).click();
    expect(await until.isVisible()).toBe(true);
    expect(await p.page.getByText('a breakpoint on a cell').isVisible()).toBe(true);
    expect(await p.page.getByText('A and B mark a stretch').count()).toBe(1);
    expect(await p.page.locator('.speed output').textContent()).toBe('10 events/s ↗');
  });

  it('keeps the reason of a backtrack whole in the caption at 1280×720', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await open(p.page, '');
    await p.page.keyboard.press('n');
    await expect.poll(() => p.page.locator('[data-counter="backtracks"]').first().getAttribute('data-value')).toBe('1');
    const caption = p.page.locator('section.run .caption').first();
    // The step sentences load just after the first paint; until then the caption says only "Ready".
    await expect.poll(() => caption.textContent(), { timeout: 60_000 }).toMatch(/has no digit left|no digit fits/);
    // Neither cut with "…" at the line's end nor clamped after its last line.
    expect(
      await caption.evaluate((c) => c.scrollWidth <= c.clientWidth + 1 && c.scrollHeight <= c.clientHeight + 1),
    ).toBe(true);
  });

  it('keeps the boards’ size while a message shows at 1280×720', async () => {
    await p.page.setViewportSize({ width: 1280, height: 720 });
    await open(p.page, '');
    await p.page.keyboard.press('End');
    await waitAllAtEnd(p.page, 60_000);
    const before = await boardSizes(p.page);
    await p.page.getByRole('button', { name: /Step until…/ }).click();
    await p.page.getByRole('button', { name: 'Until changes:' }).click();
    await p.page.getByText('Nothing ahead matches').waitFor();
    expect(await boardSizes(p.page)).toEqual(before);
    await screenshot(p.page, 'message-1280x720');
  });

  it('keeps the boards under their counters and the Questions… panel on screen at 1024×768 with Explain on', async () => {
    await p.page.setViewportSize({ width: 1024, height: 768 });
    await open(p.page, 'x=1');
    await p.page.locator('section.run .code').first().waitFor();
    const gap = await p.page
      .locator('section.run')
      .first()
      .evaluate((run) => {
        const counts = run.querySelector('.counts')!.getBoundingClientRect();
        const box = run.querySelector('.board-box')!.getBoundingClientRect();
        // The canvas draws the largest square, centred in its box: where the board's top shows.
        const side = Math.min(box.width, box.height);
        return box.top + (box.height - side) / 2 - counts.bottom;
      });
    expect(gap).toBeLessThan(40);
    await p.page.getByRole('button', { name: 'Questions…' }).click();
    const panel = p.page.locator('.predict-control .panel');
    await panel.waitFor();
    expect((await panel.evaluate((e) => e.getBoundingClientRect().bottom)) <= 768).toBe(true);
  });
});

describe.skipIf(browserSkipped())('Present on a phone', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 390, height: 844, touch: true });
  });
  afterAll(async () => {
    await p?.close();
  });

  it('keeps the code on the page, its first line clear of the switch, and the pickers whole', async () => {
    await open(p.page, '');
    await present(p.page, 'en', 30);
    expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    const covered = await p.page.$$eval('section.run .wrap', (wraps) =>
      wraps.map((w) => {
        const s = w.querySelector('.switch')!.getBoundingClientRect();
        const c = w.querySelector('li code')!.getBoundingClientRect();
        return s.left < c.right && s.right > c.left && s.top < c.bottom && s.bottom > c.top;
      }),
    );
    expect(covered).toEqual([false, false]);
    expect(await truncatedPickers(p.page)).toEqual([]);
    expect(await layoutFaults(p.page)).toEqual([]);
    await screenshot(p.page, 'present-phone-390x844');
    await p.page.keyboard.press('?');
    expect(await hintCovers(p.page)).toEqual([]);
  });
});
