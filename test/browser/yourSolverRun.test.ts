import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCodeParams } from '../../src/features/solver/userCodePack.ts';
import type { SolverLanguage } from '../../src/run/clients/runSource.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { downloaded } from './support/downloaded.ts';
import { gifInfo } from './support/gifInfo.ts';
import { runPanels, waitAllAtEnd } from './support/runPanels.ts';
import { nextFrames } from './support/screenshots.ts';
import { pressRun, templateSource, userRunState } from './support/userSolvers.ts';

/*
 * A learner's run as the page names, judges, clips and explains it: a learner's "no solution" is a
 * claim the verdict does not take for a proof, the board is "Your solver (…)" wherever the run is
 * named, a clip shows the learner's recorded run, and an illegal stop opens at the illegal event,
 * drawn as the code yielded it, each cell named both ways, with the classic mistake's likely cause.
 */
const TEACHING_4X4 = '.3...1433..2...4';
const PE96_01 = readFileSync(resolve(import.meta.dirname, '../fixtures/pe96.txt'), 'utf8')
  .split('\n')[0]
  .trim();
const GIVES_UP = 'function* solve(board, box) {\n  yield check(0, 0, 2, true);\n}\n';
const GIVES_UP_PY = 'def solve(board, box):\n    yield check(0, 0, 2, True)\n';

/** Opens a learner's link (its code in the address, nothing run) and waits for the editor. */
async function openLink(page: Page, query: string, side: number, language: SolverLanguage, code: string) {
  const params = await userCodeParams({ side, language, code });
  await page.goto(`${appUrl()}?${query}&${params}`);
  await page.locator('.solver-panel .code-area[data-ready=true]').waitFor({ timeout: 30_000 });
}

/** Presses Run and waits for the learner's run to end; its status. */
const run = (page: Page): Promise<string> => pressRun(page);

async function toEnd(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Go to the end (End)' }).click();
  await waitAllAtEnd(page, 60_000);
}

async function openExports(page: Page): Promise<void> {
  await page.getByText('Share and export').click();
}

describe.skipIf(browserSkipped())('a learner’s run, named, judged, clipped and explained', () => {
  let open: OpenPage;
  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 800 });
  });
  afterAll(async () => {
    await open?.close();
  });

  for (const [language, code, name] of [
    ['javascript', GIVES_UP, 'Your solver (JavaScript)'],
    ['python', GIVES_UP_PY, 'Your solver (Python)'],
  ] as const) {
    it(`a learner’s “no solution” against a solved board is a claim, and the board is “${name}” everywhere`, async () => {
      const { page } = open;
      await openLink(page, `p=${TEACHING_4X4}&a=naive,mrv&m=compare&s=instant`, 0, language, code);
      const verdict = page.getByRole('region', { name: 'Verdict' });
      // Before Run, the built-in run under the veil is not judged in the learner's place.
      await toEnd(page);
      await verdict.waitFor();
      await nextFrames(page);
      expect(await verdict.locator('.headline').textContent()).toBe(
        'The verdict appears when both runs have finished.',
      );
      expect(await run(page)).toBe('no-solution');
      await toEnd(page);
      const headline = verdict.locator('.headline');
      await expect.poll(() => headline.textContent(), { timeout: 30_000 }).toContain(name);
      const said = `${await headline.textContent()} ${await verdict.locator('.note').textContent()}`;
      expect(said).not.toMatch(/No solution exists|proves/);
      expect(said).toContain(`MRV 1→N solves the puzzle with 9 placements; ${name} ended without a solution.`);
      expect(said).toMatch(/claim, not a proof/);
      // The table, the board's own label, the exports and the clip's title.
      expect(await verdict.locator('tbody th').first().textContent()).toBe(name);
      expect(await page.locator('section.run').first().getAttribute('aria-label')).toContain(name);
      expect(await page.locator('section.run').first().getAttribute('aria-label')).not.toMatch(/Naive/);
      await openExports(page);
      const png = page.getByRole('button', { name: `${name} board (PNG)` });
      expect(await png.count()).toBe(1);
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /CSV/ }).click(),
      ]);
      const rows = (await downloaded(csv)).toString('utf8').trim().split('\r\n');
      expect(rows[1].split(',')[1]).toBe(name);
      const [jsonl] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: /JSON lines/ }).click(),
      ]);
      expect(jsonl.suggestedFilename()).toContain(`your-${language}`);
      // The learner's one event, not the built-in naive run under the board.
      const lines = (await downloaded(jsonl)).toString('utf8').trim().split('\n');
      expect(lines.map((l) => JSON.parse(l))).toEqual([
        { i: 0, type: 'check', cell: 0, digit: 2, ok: true, at: 'r1c1' },
      ]);
      await page.getByText('Clip (GIF or video)').click();
      await expect.poll(() => page.locator('details.clip').getByLabel('Caption').inputValue()).toBe(`${name} vs MRV`);
    });
  }

  it('a clip of the learner’s board is the learner’s recorded run, under its name', async () => {
    const { page } = open;
    // The clip worker's requests, as the page sends them.
    await page.addInitScript(() => {
      const sent: unknown[] = [];
      (globalThis as unknown as { clipRequests: unknown[] }).clipRequests = sent;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, msg: unknown, ...rest: unknown[]) {
        type Runs = { runs: { name?: string; events?: Uint32Array }[] };
        const m = msg as { call?: string; req?: { request?: Runs } };
        if (m?.call === 'gif' && m.req?.request)
          sent.push(m.req.request.runs.map((r) => ({ name: r.name, events: r.events ? [...r.events] : null })));
        return (post as (...a: unknown[]) => void).call(this, msg, ...rest);
      } as typeof Worker.prototype.postMessage;
    });
    const code = 'function* solve(board, box) {\n  yield check(0, 0, 4, true);\n  yield place(0, 0, 4);\n}\n';
    await openLink(page, `p=${TEACHING_4X4}&a=naive&m=single&s=instant`, 0, 'javascript', code);
    expect(await run(page)).toBe('no-solution');
    await openExports(page);
    await page.getByText('Clip (GIF or video)').click();
    const clip = page.locator('details.clip');
    await expect.poll(() => clip.getByLabel('Caption').inputValue()).toBe('Your solver (JavaScript)');
    await clip.getByLabel('From event').fill('0');
    await clip.getByLabel('to', { exact: true }).fill('20');
    await clip.getByLabel('at').fill('10');
    const [gif] = await Promise.all([
      page.waitForEvent('download', { timeout: 60_000 }),
      clip.getByRole('button', { name: 'GIF' }).click(),
    ]);
    expect(gifInfo(new Uint8Array(await downloaded(gif))).frames).toBe(21);
    const sent = await page.evaluate(() => (globalThis as unknown as { clipRequests: unknown[] }).clipRequests);
    expect(sent).toHaveLength(1);
    const [board] = sent[0] as { name: string; events: number[] }[];
    expect(board.name).toBe('Your solver (JavaScript)');
    expect(board.events).toHaveLength(2);
    // Past the most events a clip takes from a recording, the panel says so instead of sending them.
    await clip.getByLabel('to', { exact: true }).fill(String(2 ** 22 + 1));
    expect(await clip.locator('[data-clip-hint]').textContent()).toMatch(/reaches event 4,194,304 at most/);
    expect(await clip.getByRole('button', { name: 'GIF' }).isDisabled()).toBe(true);
  });

  it('a check without the box: opens at the illegal event, draws the digit tried with its clash ringed, names cells both ways and the likely cause', async () => {
    const { page } = open;
    const noBox = templateSource('naive.py').replace(/ {4}top, left = row - row % box, col - col % box\n(.*\n){4}/, '');
    expect(noBox).not.toContain('top, left');
    await openLink(page, `p=${PE96_01}&a=naive,mrv&m=compare&s=1`, 1, 'python', noBox);
    expect(await run(page)).toBe('illegal');
    const { illegal, total } = await userRunState(page, 1);
    const f = illegal[0].facts!;
    expect(illegal[0].kind).toBe('wrong-ok');
    expect(f.u).toBe(2);
    // Without End: the player stands at the illegal event, not at "Ready".
    await expect.poll(async () => (await runPanels(page))[1].cursor, { timeout: 30_000 }).toBe(total);
    const board = page.locator('section.run').nth(1);
    expect(JSON.parse((await board.getAttribute('data-event'))!)).toEqual({
      type: 'check',
      cell: f.r * 9 + f.c,
      digit: f.d,
      ok: false,
      peer: f.pr * 9 + f.pc,
      unit: 2,
    });
    const caption = await board.locator('[data-caption]').textContent();
    expect(caption).toContain(`at (${f.r}, ${f.c}) = r${f.r + 1}c${f.c + 1}, check(${f.r}, ${f.c}, ${f.d})`);
    expect(caption).toContain(`its box already has ${f.d}, at (${f.pr}, ${f.pc}) = r${f.pr + 1}c${f.pc + 1}.`);
    expect(caption).toContain('Does your check look at the box?');
    expect(await board.locator('[role=status]').textContent()).not.toMatch(/Ready/);
  });

  it('a cell not cleared on backtracking: opens at the illegal event and asks whether the cell was cleared', async () => {
    const { page } = open;
    const noReset = templateSource('naive.py').replace('            board[row][col] = 0\n', '');
    expect(noReset).not.toContain('= 0\n');
    await openLink(page, `p=${PE96_01}&a=naive,mrv&m=compare&s=1&lang=zh-CN`, 1, 'python', noReset);
    await pressRun(page, '运行');
    const { illegal, total } = await userRunState(page, 1);
    const f = illegal[0].facts!;
    expect(illegal[0].kind).toBe('wrong-fail');
    await expect.poll(async () => (await runPanels(page))[1].cursor, { timeout: 30_000 }).toBe(total);
    const board = page.locator('section.run').nth(1);
    expect(JSON.parse((await board.getAttribute('data-event'))!)).toEqual({
      type: 'check',
      cell: f.r * 9 + f.c,
      digit: f.d,
      ok: true,
    });
    const caption = await board.locator('[data-caption]').textContent();
    expect(caption).toContain(`在 (${f.r}, ${f.c}) = r${f.r + 1}c${f.c + 1}，check(${f.r}, ${f.c}, ${f.d})`);
    expect(caption).toContain('回溯时有没有把格子清空（board[row][col] = 0）？');
  });

  // 834×1250: the panel's heading sits just above the fold and its code below it.
  for (const [width, height] of [
    [834, 1112],
    [834, 1250],
    [390, 844],
  ] as const) {
    it(`at ${width}×${height}, choosing “Your solver…” shows the board and the code together, the code fitting the width`, async () => {
      const { page } = open;
      await page.setViewportSize({ width, height });
      try {
        await page.goto(`${appUrl()}?p=${PE96_01}&a=naive,mrv&m=compare&s=10`);
        await page.locator('#algo-1').selectOption('user');
        await page.locator('.solver-panel .code-area[data-ready=true]').waitFor({ timeout: 30_000 });
        const seen = () =>
          page.evaluate(() => {
            const board = document.querySelectorAll('section.run canvas')[1].getBoundingClientRect();
            const code = document.querySelector('.solver-panel .cm-content')!.getBoundingClientRect();
            const scroller = document.querySelector<HTMLElement>('.solver-panel .cm-scroller')!;
            return {
              board: board.top >= 0 && board.bottom <= innerHeight,
              code: code.top >= 0 && code.top < innerHeight - 40,
              sideways: scroller.scrollWidth - scroller.clientWidth,
            };
          });
        await expect.poll(seen, { timeout: 30_000 }).toEqual({ board: true, code: true, sideways: 0 });
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  }
});
