import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatLine } from '../../src/core/index.ts';
import { parsePuzzle } from '../../src/core/parse.ts';
import { CLASSIC } from '../../src/app/presets.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { boardAfter, engineCounts, gridOf, pastFirstBacktrack } from './support/engineBoards.ts';
import { pageQuery } from './support/puzzles.ts';
import { panelCounters, runPanels, waitAllAtEnd, waitCursor, waitForRuns } from './support/runPanels.ts';
import { screenshot } from './support/screenshots.ts';
import { said } from '../helpers/saidIssue.ts';

const CLASSIC_LINE = formatLine(gridOf(CLASSIC));

describe.skipIf(browserSkipped())('the player in Chromium', () => {
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

  it('switches between board sizes with no console error', async () => {
    await p.page.goto(appUrl());
    await p.page.waitForSelector('section.run[data-board]');
    for (const [id, cells] of [
      ['4x4-a', 16],
      ['classic', 81],
      ['hexadoku', 256],
      ['4x4-b', 16],
    ] as const) {
      await p.page.selectOption('#preset', id);
      // Each board drawn at the new size, and its run made (or its lead made): the state to check in.
      await p.page.waitForFunction(
        (n) => {
          const runs = [...document.querySelectorAll<HTMLElement>('section.run')];
          return runs.length > 0 && runs.every((r) => r.dataset.board?.length === n && Number(r.dataset.total) > 0);
        },
        cells,
        { timeout: 30_000, polling: 20 },
      );
    }
    const runs = await runPanels(p.page);
    expect(runs[0].board).toHaveLength(16);
    expect(p.errors).toEqual([]);
  });

  it('loads the default page with no console error, both boards drawn at the puzzle', async () => {
    await p.page.goto(appUrl());
    await p.page.waitForSelector('section.run[data-board]');
    // Both runs made (the default puzzle's runs fit their first lead): nothing more is coming.
    await waitForRuns(p.page, { finished: 'true' }, 30_000);
    const runs = await runPanels(p.page);
    expect(runs.map((r) => r.algo)).toEqual(['naive', 'mrv']);
    for (const r of runs) expect(r).toMatchObject({ cursor: 0, board: CLASSIC_LINE });
    // The static layer holds the grid and givens: a drawn canvas has dark pixels.
    const inked = await p.page.$$eval('section.run canvas:first-child', (cs) =>
      cs.map((c) => {
        const d = (c as HTMLCanvasElement)
          .getContext('2d')!
          .getImageData(0, 0, (c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height).data;
        let dark = 0;
        for (let i = 0; i < d.length; i += 4) if (d[i + 3] > 0 && d[i] < 128) dark++;
        return dark;
      }),
    );
    expect(inked.every((k) => k > 1000)).toBe(true);
    await screenshot(p.page, 'default-page');
    expect(p.errors).toEqual([]);
  });

  it("plays both boards to solved, the counters showing the engine's counts", async () => {
    await p.page.goto(appUrl() + pageQuery(CLASSIC, 'naive,mrv', 'instant'));
    await p.page.getByRole('button', { name: 'Play (Space)' }).click();
    await waitAllAtEnd(p.page, 30_000);
    const runs = await runPanels(p.page);
    for (const [i, algo] of (['naive', 'mrv'] as const).entries()) {
      const { result, events } = engineCounts(CLASSIC, algo);
      expect(runs[i].total).toBe(events);
      expect(runs[i].board).toBe(formatLine({ n: 3, cells: result.solutions[0] }));
      expect(await panelCounters(p.page, i)).toEqual({
        checks: result.counts.checks,
        placements: result.counts.placements,
        backtracks: result.counts.backtracks,
        depth: result.counts.maxDepth,
      });
      await expect.poll(() => p.page.locator('section.run .status').nth(i).textContent()).toBe('Finished: solved');
    }
    await screenshot(p.page, 'classic-finished');
    expect(p.errors).toEqual([]);
  });

  it('steps back to the board before a backtrack erased its digit', async () => {
    await p.page.goto(appUrl() + pageQuery(CLASSIC, 'naive', 10));
    await p.page.getByRole('button', { name: 'Next backtrack ›' }).click();
    await waitCursor(p.page, pastFirstBacktrack(CLASSIC, 'naive'));
    const [after] = await runPanels(p.page);
    expect(after.board).toBe(boardAfter(CLASSIC, 'naive', after.cursor));
    await p.page.getByRole('button', { name: 'Step back one event (←)' }).click();
    await waitCursor(p.page, after.cursor - 1);
    const [before] = await runPanels(p.page);
    expect(before.board).toBe(boardAfter(CLASSIC, 'naive', after.cursor - 1));
    // The backtrack erased one digit: stepping back puts exactly that one back.
    const differ = [...before.board].filter((ch, i) => ch !== after.board[i]);
    expect(differ).toHaveLength(1);
    expect(after.board[[...before.board].findIndex((ch, i) => ch !== after.board[i])]).toBe('.');
    await p.page.keyboard.press('ArrowRight');
    await waitCursor(p.page, after.cursor);
    expect((await runPanels(p.page))[0].board).toBe(after.board);
    expect(p.errors).toEqual([]);
  });

  it('seeks by the timeline to the board the engine has there, forwards and back', async () => {
    await p.page.goto(appUrl() + pageQuery(CLASSIC, 'naive,mrv', 'instant'));
    await p.page.getByRole('button', { name: 'Play (Space)' }).click();
    await waitAllAtEnd(p.page, 30_000);
    const total = engineCounts(CLASSIC, 'naive').events;
    for (const target of [Math.floor(total / 2), 777, total - 5]) {
      await p.page.locator('.scrubber input').fill(String(target));
      await waitCursor(p.page, target);
      const [naive, mrv] = await runPanels(p.page);
      expect(naive.board).toBe(boardAfter(CLASSIC, 'naive', target));
      // The shared position is clamped to what the shorter run has.
      expect(mrv.cursor).toBe(Math.min(target, mrv.total));
      expect(mrv.board).toBe(boardAfter(CLASSIC, 'mrv', mrv.cursor));
      await expect
        .poll(() => p.page.locator('.scrubber .where').textContent())
        .toContain(target.toLocaleString('en-US'));
    }
    await screenshot(p.page, 'classic-seek');
    expect(p.errors).toEqual([]);
  });

  it('shows where and why pasted text is wrong, and keeps the text', async () => {
    const text = '53..7....\n6..195...\n.98....6x\n';
    const parsed = parsePuzzle(text);
    if (parsed.ok) throw new Error('the sample must be wrong');
    await p.page.goto(appUrl());
    await p.page.getByRole('button', { name: 'Edit or paste…' }).click();
    await p.page.locator('#paste-text').fill(text);
    await p.page.getByRole('button', { name: 'Load into the editor' }).click();
    const alert = p.page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain(`Line ${parsed.error.line}, column ${parsed.error.column}:`);
    expect(await alert.textContent()).toContain(said(parsed.error));
    expect(await p.page.locator('#paste-text').inputValue()).toBe(text);
    await screenshot(p.page, 'paste-error');
    expect(p.errors).toEqual([]);
  });

  it('restores the view from the link, and the link follows the view', async () => {
    const puzzle = '.234...2.1.34..1';
    await p.page.goto(appUrl() + `?p=${puzzle}&a=mrv&m=single&s=1000`);
    await p.page.waitForSelector('section.run[data-board]');
    expect((await runPanels(p.page)).map((r) => [r.algo, r.board])).toEqual([['mrv', puzzle]]);
    expect(await p.page.locator('.speed output').textContent()).toBe('1,000 events/s');
    expect(await p.page.getByRole('button', { name: 'Single' }).getAttribute('aria-pressed')).toBe('true');

    await p.page.getByRole('button', { name: 'Compare' }).click();
    await expect.poll(() => new URL(p.page.url()).searchParams.get('m')).toBe('compare');
    await p.page.reload();
    await p.page.waitForSelector('section.run[data-board]');
    expect((await runPanels(p.page)).map((r) => [r.algo, r.board])).toEqual([
      ['mrv', puzzle],
      ['naive', puzzle],
    ]);
    expect(await p.page.locator('.speed output').textContent()).toBe('1,000 events/s');
    await screenshot(p.page, 'url-restored-4x4');

    // A broken field falls back to its default and says so; the rest of the link still counts.
    await p.page.goto(appUrl() + `?p=${puzzle}&a=mrv&m=single&s=fast`);
    await expect
      .poll(() => p.page.getByRole('status').filter({ hasText: 'speed' }).textContent())
      .toContain("The link's speed could not be used");
    expect((await runPanels(p.page)).map((r) => r.algo)).toEqual(['mrv']);
    expect(p.errors).toEqual([]);
  });
});
