import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../cli/inProcess.ts';
import { withoutMs } from '../features/lab/withoutMs.ts';
import { spearman } from '../../src/features/lab/rankCorrelation.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { downloaded } from './support/downloaded.ts';

async function runLab(page: Page, query: string): Promise<void> {
  await page.goto(`${appUrl()}?view=lab&${query}`);
  await page.click('.actions button[type=submit]');
  await page.waitForFunction(() => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'done', null, {
    timeout: 120_000,
    polling: 100,
  });
}

async function exportedTsv(page: Page): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-export=tsv]')]);
  return (await downloaded(download)).toString('utf8');
}

describe.skipIf(browserSkipped())('human difficulty in the lab', () => {
  let p: OpenPage;
  beforeAll(async () => {
    p = await openPage({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await p?.close();
  });
  beforeEach(() => {
    p.errors.length = 0;
  });

  it('rates in the workers, exports `stats --rating`’s bytes but ms, and computes how far MRV follows the rating', async () => {
    await runLab(p.page, 'set=famous&runs=naive,mrv&limit=1&budget=100000&rate=1&w=2');
    expect(await p.page.isChecked('#lab-rate')).toBe(true);
    const cli = await runCli([
      'stats',
      `${FIXTURES}famous_hard.txt`,
      '--algo',
      'naive,mrv',
      '--budget',
      '100000',
      '--rating',
    ]);
    expect(withoutMs(await exportedTsv(p.page), 'tsv')).toBe(withoutMs(cli.stdout, 'tsv'));

    const rows = cli.stdout
      .trimEnd()
      .split('\n')
      .map((l) => l.split('\t'));
    const col = (name: string) => rows[0].indexOf(name);
    const mrvRated = rows.filter((r) => r[1] === 'mrv' && r[col('se_rating')] !== '' && r[0] !== 'total');
    const beyond = rows.filter((r) => r[1] === 'mrv' && r[col('hardest')] === 'beyond').length;
    const rho = spearman(
      mrvRated.map((r) => Number(r[col('placements')])),
      mrvRated.map((r) => Number(r[col('se_rating')])),
    );
    const sentence = await p.page.textContent('[data-testid=rating-follows]');
    if (Number.isNaN(rho)) expect(sentence).toContain('Too few rated puzzles');
    else expect(sentence).toContain(`ρ = ${rho.toFixed(2).replace('-', '−')} over ${mrvRated.length} rated puzzles`);
    expect(sentence).toContain(`${beyond} puzzles beyond the ladder are left out`);
    expect(await p.page.getAttribute('.rating-scatter .plot', 'data-points')).toBe('7');
    const axes = await p.page.innerHTML('.rating-scatter .axes');
    expect(axes).toContain('human difficulty (SE rating)');
    expect(axes).toContain('search effort: MRV');
    expect(await p.page.textContent('.table')).toContain('beyond the ladder');
    // 1280 px wide: the table keeps its desktop layout, the rating's columns inside its box; at 1024 they scroll
    // sideways, and "watch" moves beside the line number, in view.
    const layout = () =>
      p.page.evaluate(() => {
        const box = document.querySelector('.table')!.parentElement!;
        const watch = box.querySelector('.row button.watch')!.getBoundingClientRect();
        const seen = box.getBoundingClientRect();
        return {
          watchFirst: box.firstElementChild!.classList.contains('watch-first'),
          sideways: box.scrollWidth > box.clientWidth,
          watchInView: watch.left >= seen.left && watch.right <= seen.right,
        };
      });
    expect(await layout()).toEqual({ watchFirst: false, sideways: false, watchInView: true });
    await p.page.setViewportSize({ width: 1024, height: 768 });
    await expect.poll(layout, { timeout: 30_000 }).toEqual({ watchFirst: true, sideways: true, watchInView: true });
    await p.page.setViewportSize({ width: 1280, height: 900 });
    expect(p.errors).toEqual([]);
  });

  it('plots any chosen run, names both scales in Chinese, and leaves the rating out when not asked', async () => {
    await runLab(p.page, 'set=pe96&runs=naive,mrv&limit=1&budget=none&rate=1&lang=zh-CN');
    await p.page.selectOption('#lab-rating-run', 'naive');
    await expect
      .poll(() => p.page.innerHTML('.rating-scatter .axes'), { timeout: 30_000 })
      .toContain('搜索工作量：朴素');
    const axes = await p.page.innerHTML('.rating-scatter .axes');
    expect(axes).toContain('人类难度（SE 评分）');
    expect(await p.page.textContent('[data-testid=rating-follows]')).toMatch(/的填数与人类难度.+相关|几乎无关/);
    expect(await p.page.textContent('.table')).toContain('显性唯一');

    await runLab(p.page, 'set=pe96&runs=naive,mrv&limit=1&budget=none');
    expect(await p.page.isChecked('#lab-rate')).toBe(false);
    expect(await p.page.locator('.rating-scatter').count()).toBe(0);
    expect(await exportedTsv(p.page)).not.toContain('se_rating');
    expect(p.errors).toEqual([]);
  });
});
