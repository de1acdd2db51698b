import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { layoutFaults } from './support/layout.ts';

/*
 * The Lab's results at a phone's, a laptop's and a projector's size: nothing cut or scrolling the page
 * sideways, every "watch" button in view, plot text of a readable size, and axe-core at zero.
 */
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const RUNS = 'set=pe96&runs=naive,mrv,mrv/lcv&limit=1&budget=none';

async function results(page: Page, lang = 'en'): Promise<void> {
  await page.goto(`${appUrl()}?view=lab&${RUNS}&lang=${lang}`);
  await page.click('button[type=submit]');
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'done', null, {
    timeout: 90_000,
    polling: 50,
  });
}

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    interface AxeViolation {
      id: string;
      nodes: { target: string[] }[];
    }
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => `${v.id}: ${v.nodes.length} (${v.nodes[0]?.target.join(' ')})`);
  });
}

/** The smallest size, in screen pixels, of the plots' text. */
function plotTextPx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sizes = [...document.querySelectorAll<SVGSVGElement>('.scatter svg, .ecdf svg')].map((svg) => {
      const zoom = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
      return Number(svg.getAttribute('font-size')) * zoom;
    });
    return Math.min(...sizes);
  });
}

describe.skipIf(browserSkipped())('the Lab on a phone', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 390, height: 844, touch: true });
  });
  afterAll(async () => {
    await p?.close();
  });

  it.each(['en', 'zh-CN'])(
    'fits a phone in %s: the totals whole, every watch button in view, plot text 12 px or more',
    async (lang) => {
      await results(p.page, lang);
      const faults = await layoutFaults(p.page, '.panel, .totals-box');
      expect(faults).toEqual([]);
      const totals = await p.page.$eval('.totals', (t) => {
        const box = t.closest('.panel')!.getBoundingClientRect();
        return [...t.querySelectorAll('td, th')].filter((c) => {
          const r = c.getBoundingClientRect();
          return r.width > 1 && (r.right > box.right + 1 || r.left < box.left - 1);
        }).length;
      });
      expect(totals).toBe(0);
      const watch = await p.page.$$eval('.table .row button.watch', (bs) =>
        bs.map((b) => {
          const r = b.getBoundingClientRect();
          const box = b.closest('.scroll')!.getBoundingClientRect();
          return r.left >= box.left - 1 && r.right <= box.right + 1;
        }),
      );
      expect(watch.length).toBeGreaterThan(0);
      expect(watch.every(Boolean)).toBe(true);
      // 12 px, but for the figure's width rounded to whole pixels.
      expect(await plotTextPx(p.page)).toBeGreaterThan(11.9);
      expect(await violations(p.page)).toEqual([]);
    },
  );
});

describe.skipIf(browserSkipped())('the Lab on wide screens', () => {
  it('shows plot text larger on a wide screen, and axe finds nothing on a laptop', async () => {
    const p = await openPage({ width: 1920, height: 1080 });
    try {
      await results(p.page);
      expect(await plotTextPx(p.page)).toBeGreaterThanOrEqual(13);
      await p.page.setViewportSize({ width: 1280, height: 720 });
      await expect.poll(() => plotTextPx(p.page)).toBeGreaterThan(11.9);
      expect(await violations(p.page)).toEqual([]);
    } finally {
      await p.close();
    }
  });
});
