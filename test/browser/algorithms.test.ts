import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlgorithmId,
  type SolverEvent,
  solve,
  solveBatches,
  type SolveOptions,
  StreamStats,
} from '../../src/core/index.ts';
import { gridFromText } from '../../src/run/link/urlState.ts';
import { appUrl, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { panelCounters, runPanels, waitForRuns } from './support/runPanels.ts';

/*
 * Propagation and Dancing Links in real Chromium: stepping event by event lights the pseudocode line
 * of each eliminate, assign and select, the counters (assigns and eliminations included) match the
 * engine's at every step and after a seek, the value order picker runs MRV in that order and keeps
 * it in the link, and the comparison sentence names the fewer placements.
 */
const EMPTY_4X4 = '................';
const HARD = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

const LINES: Record<string, Partial<Record<SolverEvent['type'], string>>> = {
  propagate: {
    select: 'cell ← empty cell with the fewest candidates',
    place: 'board[cell] ← digit',
    eliminate: 'remove each new digit from its peers',
    assign: 'write every single it leaves',
    backtrack: 'erase the digits since the guess, then it',
  },
  dlx: {
    select: 'c ← the constraint with the fewest options',
    place: 'write r; cover the other constraints r meets',
    backtrack: 'uncover them; erase r',
  },
};

function eventsOf(puzzle: string, algo: AlgorithmId, options: SolveOptions = {}): SolverEvent[] {
  return [...solve(gridFromText(puzzle)!, algo, options)];
}

function statsAt(puzzle: string, algo: AlgorithmId, e: number): StreamStats {
  const s = new StreamStats();
  let left = e;
  for (const batch of solveBatches(gridFromText(puzzle)!, algo)) {
    s.addAll(batch, 0, Math.min(left, batch.length));
    left -= Math.min(left, batch.length);
    if (left === 0) break;
  }
  return s;
}

const litLines = (page: Page) =>
  page.locator('section.run').first().locator('.code li[aria-current="step"] code').allTextContents();
const cursor = async (page: Page) => Number(await page.locator('section.run').first().getAttribute('data-cursor'));

async function openAt(page: Page, query: string): Promise<void> {
  await page.goto(`${appUrl()}?${query}`);
  await waitForRuns(page, { finished: 'true' });
  const explain = page.locator('label.explain input');
  if (!(await explain.isChecked())) await explain.check();
  await waitForRuns(page, { finished: 'true' });
}

describe.skipIf(browserSkipped())('propagation and Dancing Links on screen', () => {
  let open: OpenPage;

  beforeAll(async () => {
    open = await openPage({ width: 1280, height: 900 });
  });
  afterAll(async () => {
    await open?.close();
  });

  // A window of events from just before the last select ahead of the first backtrack to just past that
  // backtrack, on the hard puzzle: every kind occurs in it.
  for (const algo of ['propagate', 'dlx'] as const) {
    it(`${algo}: each step lights its event's pseudocode line and shows the engine's counters`, async () => {
      const { page } = open;
      const puzzle = HARD;
      const events = eventsOf(puzzle, algo);
      const back = events.findIndex((e) => e.type === 'backtrack');
      let select = back;
      while (select > 0 && events[select].type !== 'select') select--;
      const from = Math.max(0, select - 3);
      const steps = back + 3 - from;
      expect(steps).toBeLessThan(150);
      const kinds = new Set(events.slice(from, from + steps).map((e) => e.type));
      for (const k of Object.keys(LINES[algo]))
        expect(kinds, `${k} within events ${from + 1}…${from + steps}`).toContain(k);
      await openAt(page, `p=${puzzle}&m=single&a=${algo}&e=${from}`);
      await page.waitForFunction(
        (want) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(want),
        from,
      );
      await page.locator('h1').first().click();
      for (let k = from + 1; k <= from + steps; k++) {
        await page.keyboard.press('ArrowRight');
        await page.waitForFunction(
          (want) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(want),
          k,
        );
        const e = events[k - 1];
        const want = LINES[algo][e.type];
        if (want) expect(await litLines(page), `event ${k}: ${e.type}`).toContain(want);
        const s = statsAt(puzzle, algo, k);
        const shown = await panelCounters(page, 0);
        // Placements count every digit written: propagation's forced ones too.
        expect(shown, `counters after event ${k}`).toMatchObject({
          placements: s.placements + s.assigns,
          backtracks: s.backtracks,
          depth: s.depth,
        });
        if (algo === 'propagate')
          expect(shown).toMatchObject({ guesses: s.placements, assigns: s.assigns, eliminations: s.eliminations });
        else expect(shown.assigns).toBeUndefined();
      }
      expect(await cursor(page)).toBe(from + steps);
      expect(open.errors).toEqual([]);
    });
  }

  it("propagation's counters after a seek equal the engine's at that event", async () => {
    const { page } = open;
    for (const e of [500, 123, 684]) {
      await openAt(page, `p=${HARD}&m=single&a=propagate&e=${e}`);
      await page.waitForFunction(
        (want) => document.querySelector('section.run')?.getAttribute('data-cursor') === String(want),
        e,
      );
      const s = statsAt(HARD, 'propagate', e);
      expect(await panelCounters(page, 0)).toEqual({
        eliminations: s.eliminations,
        placements: s.placements + s.assigns,
        backtracks: s.backtracks,
        depth: s.depth,
        guesses: s.placements,
        assigns: s.assigns,
      });
    }
  });

  it('runs MRV in the value order picked for its board, and keeps the order in the link', async () => {
    const { page } = open;
    await openAt(page, `p=${EMPTY_4X4}&m=single&a=mrv`);
    const before = (await runPanels(page))[0].total;
    expect(before).toBe(eventsOf(EMPTY_4X4, 'mrv').length);
    await page.locator('select[data-order]').selectOption('random');
    await page.locator('input[data-seed]').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('3');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => new URLSearchParams(location.search).get('o') === 'random:3');
    await page.waitForFunction(() => document.querySelector('section.run')?.getAttribute('data-finished') === 'true');
    // The board at the end is the solution that order finds first, not the ascending order's.
    const board = (events: SolverEvent[]) => {
      const cells = Array(16).fill('.');
      for (const e of events) if (e.type === 'place') cells[e.cell] = String(e.digit);
      return cells.join('');
    };
    const want = board(eventsOf(EMPTY_4X4, 'mrv', { valueOrder: 'random', seed: 3 }));
    expect(want).not.toBe(board(eventsOf(EMPTY_4X4, 'mrv')));
    await page.locator('h1').first().click();
    await page.keyboard.press('End');
    await expect.poll(async () => (await runPanels(page))[0].board).toBe(want);
    // propagate and Dancing Links have no value order: no picker
    await page.locator('section.run select').first().selectOption('dlx');
    await expect.poll(() => page.locator('select[data-order]').count()).toBe(0);
    expect(open.errors).toEqual([]);
  });

  it('compares MRV with propagation in one sentence that names the winner, forced digits counted', async () => {
    const { page } = open;
    await openAt(page, `p=${HARD}&m=compare&a=mrv,propagate`);
    const written = (algo: AlgorithmId) =>
      eventsOf(HARD, algo).filter((e) => e.type === 'place' || e.type === 'assign').length;
    const forced = eventsOf(HARD, 'propagate').filter((e) => e.type === 'assign').length;
    const [m, p] = [written('mrv'), written('propagate')];
    expect(p).toBeLessThan(m);
    await page.locator('h1').first().click();
    await page.keyboard.press('End');
    const ratio = (m / p).toFixed(1);
    await expect
      .poll(() => page.locator('.summary .headline').textContent())
      .toBe(
        `Propagation + MRV wins with ${p} placements (${forced} forced) against ${m} for MRV 1→N (${ratio}× fewer).`,
      );
    // Its counters and its line in the chart show the digits it wrote.
    expect((await panelCounters(page, 1)).placements).toBe(p);
    await expect
      .poll(async () => (await page.locator('.chart path[data-run="1"]').getAttribute('d')) ?? '')
      .toMatch(/^M[^M]*L/);
    expect(await page.locator('.chart .key[data-run="1"]').textContent()).toBe('Propagation + MRV');
    expect(await page.locator('.chart .key[data-run="0"]').textContent()).toBe('MRV 1→N');
  });
});
