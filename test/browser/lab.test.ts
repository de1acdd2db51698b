import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FIXTURES, runCli } from '../cli/inProcess.ts';
import { withoutMs } from '../features/lab/withoutMs.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { runPanels } from './support/runPanels.ts';
import { downloaded } from './support/downloaded.ts';

const lab = (query: string) => `${appUrl()}?view=lab&${query}`;

/** Opens a lab link, which fills in the form, and presses Run. */
async function runLink(page: Page, query: string): Promise<void> {
  await page.goto(lab(query));
  await page.click('button:has-text("Run")');
}

async function waitEnded(page: Page, phase = 'done'): Promise<void> {
  await page.waitForFunction((p) => document.querySelector<HTMLElement>('.progress')?.dataset.phase === p, phase, {
    timeout: 90_000,
    polling: 50,
  });
}

/** The table the page exports in `format`, as the browser saves it. */
async function exported(page: Page, format: 'tsv' | 'csv' | 'json'): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.click(`[data-export=${format}]`)]);
  return (await downloaded(download)).toString('utf8');
}

/** The `n` files one click saves (the plots come as two). */
async function downloads(page: Page, selector: string, n: number): Promise<Download[]> {
  const got: Download[] = [];
  const take = (d: Download) => got.push(d);
  page.on('download', take);
  try {
    await page.click(selector);
    await expect.poll(() => got.length, { timeout: 30_000 }).toBe(n);
    return got;
  } finally {
    page.off('download', take);
  }
}

const rowsOf = (tsv: string) =>
  tsv
    .trimEnd()
    .split('\n')
    .map((l) => l.split('\t'));

describe.skipIf(browserSkipped())('the lab in Chromium', () => {
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

  it("counts PE96 as `stepdoku stats` does, for every algorithm and a value order, and exports the CLI's bytes but ms", async () => {
    // Two workers: results arrive out of order, and the table still lists them in the file's order.
    await runLink(p.page, 'set=pe96&runs=naive,mrv,propagate,dlx,mrv/lcv&limit=1&budget=none&w=2');
    await waitEnded(p.page);
    const page = rowsOf(withoutMs(await exported(p.page, 'tsv'), 'tsv'));
    const asc = rowsOf(
      withoutMs((await runCli(['stats', `${FIXTURES}pe96.txt`, '--algo', 'naive,mrv,propagate,dlx'])).stdout, 'tsv'),
    );
    const lcv = rowsOf(
      withoutMs((await runCli(['stats', `${FIXTURES}pe96.txt`, '--algo', 'mrv', '--order', 'lcv'])).stdout, 'tsv'),
    );
    // The CLI runs one value order at a time: put its two runs' rows together in the lab's order.
    const expected = [asc[0]];
    for (let line = 1; line <= 50; line++)
      expected.push(...asc.filter((r) => r[0] === String(line)), ...lcv.filter((r) => r[0] === String(line)));
    expected.push(...asc.filter((r) => r[0] === 'total'), ...lcv.filter((r) => r[0] === 'total'));
    expect(page).toEqual(expected);
    for (const format of ['csv', 'json'] as const) {
      const text = await exported(p.page, format);
      expect(text.split('\n')).toHaveLength(format === 'csv' ? 1 + 50 * 5 + 5 + 1 : 50 * 5 + 5 + 1);
    }
    const pngs = await downloads(p.page, '[data-export=png]', 2);
    for (const png of pngs) expect((await downloaded(png)).subarray(1, 4).toString()).toBe('PNG');
    const svgs = await downloads(p.page, '[data-export=svg]', 2);
    expect(svgs.map((d) => d.suggestedFilename())).toEqual(['stepdoku-scatter-naive-mrv.svg', 'stepdoku-ecdf.svg']);
    expect((await downloaded(svgs[0])).toString('utf8').match(/<circle /g)).toHaveLength(50);
    expect(p.errors).toEqual([]);
  });

  it('counts a generated batch as `stepdoku generate` then `stepdoku stats` do', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stepdoku-lab-'));
    const made = await runCli(['generate', '--size', '4', '--count', '12', '--seed', 'lab-b']);
    expect(made.code).toBe(0);
    writeFileSync(join(dir, 'batch.txt'), made.stdout);
    const cli = await runCli(['stats', join(dir, 'batch.txt'), '--algo', 'naive,mrv,propagate,dlx', '--limit', '2']);
    await runLink(p.page, 'set=gen&gen=4.any.all.none.lab-b&count=12&runs=naive,mrv,propagate,dlx&limit=2&budget=none');
    await waitEnded(p.page);
    expect(withoutMs(await exported(p.page, 'tsv'), 'tsv')).toBe(withoutMs(cli.stdout, 'tsv'));
  });

  it('lists the parse errors of a pasted file with their positions, keeps the text, and runs the puzzles that parsed', async () => {
    await p.page.goto(lab('runs=naive,mrv'));
    await p.page.selectOption('#lab-set', 'own');
    const text = [
      '003020600900305001001806400008102900700000008006708200002609500800203009005010300',
      '4.....8.5.3...x......7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......',
      '200080300060070084030500209000105408000000000402706000301007040720040060004010003',
    ].join('\n');
    await p.page.fill('#lab-own', text);
    await p.page.click('button:has-text("Run")');
    await waitEnded(p.page);
    await expect.poll(() => p.page.textContent('#lab-errors')).toContain('Line 2, column 15:');
    expect(await p.page.inputValue('#lab-own')).toBe(text);
    expect(await p.page.getAttribute('.table', 'data-rows')).toBe('2');
    const lines = await p.page.$$eval('.table .row', (rows) => rows.map((r) => (r as HTMLElement).dataset.line));
    expect(lines).toEqual(['1', '3']);
  });

  it('stops at once on Cancel and leaves a consistent partial table', async () => {
    const pe96 = readFileSync(`${FIXTURES}pe96.txt`, 'utf8').trim().split('\n');
    const famous = readFileSync(`${FIXTURES}famous_hard.txt`, 'utf8').trim().split('\n');
    await p.page.goto(lab('runs=naive,mrv&budget=none'));
    await p.page.selectOption('#lab-set', 'own');
    // Five quick puzzles, then one that naive backtracking needs minutes for, then more quick ones.
    await p.page.fill('#lab-own', [...pe96.slice(0, 5), famous[0], ...pe96.slice(5, 20)].join('\n'));
    await p.page.fill('#lab-budget', '');
    await p.page.click('button:has-text("Run")');
    await p.page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.progress')?.dataset.done) >= 5,
      null,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    await p.page.click('button:has-text("Cancel")');
    await waitEnded(p.page, 'cancelled');
    const done = Number(await p.page.getAttribute('.progress', 'data-done'));
    expect(done).toBeGreaterThanOrEqual(5);
    expect(done).toBeLessThan(21);
    expect(Number(await p.page.getAttribute('.table', 'data-rows'))).toBe(done);
    const rows = rowsOf(await exported(p.page, 'tsv'));
    const puzzleRows = rows.slice(1, -2);
    expect(puzzleRows).toHaveLength(done * 2);
    expect(puzzleRows.some((r) => r[0] === '6')).toBe(false);
    for (const [k, algo] of ['naive', 'mrv'].entries()) {
      const total = rows[rows.length - 2 + k];
      expect(total.slice(0, 4)).toEqual(['total', algo, 'cancelled', String(done)]);
      const sum = puzzleRows.filter((r) => r[1] === algo).reduce((s, r) => s + Number(r[5]), 0);
      expect(Number(total[5])).toBe(sum);
    }
    expect(await p.page.isVisible('button:has-text("Run")')).toBe(true);
  });

  it("opens a row's puzzle in the player, compare mode, with the scatter's two runs and their value orders", async () => {
    await runLink(p.page, 'set=pe96&runs=naive,mrv/lcv&x=naive&y=mrv/lcv&budget=none');
    await waitEnded(p.page);
    const row = p.page.locator('.table .row[data-line="3"]');
    const [player] = await Promise.all([p.context.waitForEvent('page'), row.locator('button.watch').click()]);
    await player.waitForSelector('section.run[data-board]');
    const params = new URL(player.url()).searchParams;
    const pe96 = readFileSync(`${FIXTURES}pe96.txt`, 'utf8').trim().split('\n');
    expect(params.get('p')).toBe(pe96[2].replaceAll('0', '.'));
    expect(params.get('a')).toBe('naive,mrv');
    expect(params.get('m')).toBe('compare');
    expect(params.get('o')).toBe('asc,lcv');
    expect((await runPanels(player)).map((r) => r.algo)).toEqual(['naive', 'mrv']);
    await player.close();
  });

  it('makes a share link that reopens the same setup, which runs the same on Run', async () => {
    await p.page.goto(lab(''));
    await p.page.selectOption('#lab-set', 'top95');
    await p.page.check('[data-run="propagate"]');
    await p.page.uncheck('[data-run="naive"]');
    await p.page.check('[data-run="mrv/random"]');
    await p.page.selectOption('#lab-limit', '2');
    await p.page.fill('#lab-budget', '5000');
    await p.page.locator('#lab-budget').blur();
    await p.page.selectOption('#lab-workers', '2');
    await p.page.click('button:has-text("Run")');
    await waitEnded(p.page);
    await p.page.selectOption('#lab-x', 'propagate');
    const link = await p.page.inputValue('input.link');
    const table = await exported(p.page, 'tsv');

    const again = await p.context.newPage();
    await again.goto(link);
    await again.click('button:has-text("Run")');
    await waitEnded(again);
    expect(await again.inputValue('#lab-set')).toBe('top95');
    expect(await again.inputValue('#lab-limit')).toBe('2');
    expect(await again.inputValue('#lab-budget')).toBe('5000');
    expect(await again.inputValue('#lab-workers')).toBe('2');
    expect(await again.inputValue('#lab-x')).toBe('propagate');
    const checked = await again.$$eval('[data-run]:checked', (els) => els.map((e) => (e as HTMLElement).dataset.run));
    expect(checked).toEqual(['mrv', 'mrv/random', 'propagate']);
    expect(withoutMs(await exported(again, 'tsv'), 'tsv')).toBe(withoutMs(table, 'tsv'));
    await again.close();
  });

  it("fills in the form from a link and starts nothing before Run; workers are capped at the machine's cores", async () => {
    const page = await p.context.newPage();
    try {
      await linkWaitsForRun(page);
    } finally {
      await page.close();
    }
  });

  async function linkWaitsForRun(page: Page): Promise<void> {
    // Counts the workers the page makes, from before its first script.
    await page.addInitScript(() => {
      const Base = window.Worker;
      const w = window as unknown as { madeWorkers: number };
      w.madeWorkers = 0;
      window.Worker = class extends Base {
        constructor(url: string | URL, options?: WorkerOptions) {
          super(url, options);
          w.madeWorkers++;
        }
      };
    });
    await page.goto(lab('set=top1465&runs=naive,naive/random:7,naive/lcv&limit=0&budget=none&w=16'));
    await page.locator('#lab-set').waitFor();
    expect(await page.inputValue('#lab-set')).toBe('top1465');
    expect(await page.inputValue('#lab-limit')).toBe('0');
    expect(await page.locator('button[type=submit]:has-text("Run")').isEnabled()).toBe(true);
    expect(await page.getAttribute('.progress', 'data-phase')).toBe('idle');
    expect(await page.evaluate(() => (window as unknown as { madeWorkers: number }).madeWorkers)).toBe(0);
    const cores = await page.evaluate(() => navigator.hardwareConcurrency);
    const choices = await page.$$eval('#lab-workers option', (os) => os.map((o) => o.textContent ?? ''));
    expect(choices.slice(1)).toEqual(Array.from({ length: Math.min(16, cores) }, (_, i) => String(i + 1)));
    expect(await page.locator('label:has(#lab-workers)').textContent()).toContain(`up to ${Math.min(16, cores)}`);
    expect(await page.locator('.warning').textContent()).toContain('workers');

    await page.click('button:has-text("Run")');
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.progress')?.dataset.phase === 'running',
      null,
      {
        timeout: 60_000,
        polling: 50,
      },
    );
    // The reading worker, then the pool: never more counting workers than cores.
    const made = await page.evaluate(() => (window as unknown as { madeWorkers: number }).madeWorkers);
    expect(made).toBeGreaterThanOrEqual(2);
    expect(made - 1).toBeLessThanOrEqual(cores);
    await page.click('button:has-text("Cancel")');
    await waitEnded(page, 'cancelled');
  }

  it('lists the first 100 problems of a noisy file and counts the rest, and runs the puzzle among them', async () => {
    await p.page.goto(lab('runs=mrv'));
    await p.page.selectOption('#lab-set', 'own');
    const lines = Array.from({ length: 3000 }, (_, i) => `noise ${i} #@!%^&*()_+{}|:<>?~`);
    lines[1000] = '003020600900305001001806400008102900700000008006708200002609500800203009005010300';
    // A file, which the page hands to the reading worker unread.
    await p.page.setInputFiles('#lab-file', {
      name: 'noise.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from(lines.join('\n')),
    });
    await expect.poll(() => p.page.textContent('#lab-file-name')).toContain('noise.txt: 89.8 kB');
    await p.page.click('button:has-text("Run")');
    await waitEnded(p.page);
    const items = p.page.locator('#lab-errors li');
    await expect.poll(() => items.count()).toBe(101);
    const total = Number(
      (await p.page.locator('.errors p').textContent())!.match(/([\d,]+) problems/)![1].replace(/,/g, ''),
    );
    expect(total).toBeGreaterThan(100);
    expect(await items.last().textContent()).toBe(`… and ${(total - 100).toLocaleString('en-US')} more`);
    expect(await p.page.getAttribute('.table', 'data-rows')).toBe('1');
  });
});
