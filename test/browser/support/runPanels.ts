import type { Frame, Page } from 'playwright-core';

/**
 * One board as the page shows it, read from the run panel's read-only `data-*` attributes (the board
 * at the cursor as one line of symbols, the cursor, the events known so far).
 */
export interface RunPanelState {
  algo: string;
  cursor: number;
  total: number;
  finished: boolean;
  pending: boolean;
  board: string;
}

export function runPanels(page: Page): Promise<RunPanelState[]> {
  return page.$$eval('section.run', (els) =>
    els.map((el) => {
      const d = (el as HTMLElement).dataset;
      return {
        algo: d.algo ?? '',
        cursor: Number(d.cursor),
        total: Number(d.total),
        finished: d.finished === 'true',
        pending: d.pending === 'true',
        board: d.board ?? '',
      };
    }),
  );
}

/** The counters a run panel shows, as the numbers behind the formatted text. */
export function panelCounters(page: Page, index: number): Promise<Record<string, number>> {
  return page
    .locator('section.run')
    .nth(index)
    .locator('[data-counter]')
    .evaluateAll((els) =>
      Object.fromEntries(
        els.map((el) => [(el as HTMLElement).dataset.counter, Number((el as HTMLElement).dataset.value)]),
      ),
    );
}

/** Waits until every run has ended and its board stands at its last event. */
export async function waitAllAtEnd(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(
    () => {
      const runs = [...document.querySelectorAll<HTMLElement>('section.run')];
      return (
        runs.length > 0 && runs.every((r) => r.dataset.finished === 'true' && r.dataset.cursor === r.dataset.total)
      );
    },
    null,
    { timeout, polling: 50 },
  );
}

/** Waits until the first run panel shows the cursor at `event` with its words present. */
export async function waitCursor(page: Page, event: number, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (e) => {
      const r = document.querySelector<HTMLElement>('section.run');
      return r?.dataset.cursor === String(e) && r.dataset.pending === 'false';
    },
    event,
    { timeout, polling: 20 },
  );
}

/**
 * What a run panel's `data-*` attributes must say: one value for every run, or a list of one value per
 * run (which also fixes how many runs there are).
 */
export type RunsWanted = Record<string, string | readonly string[]>;

/**
 * Waits until the page (or an embed's frame) shows its runs and every one says what `want` asks. At
 * least one run must be there: `every` over no runs is true, and a page that has not mounted yet shows
 * none, so a bare `every` passed on an embed's frame before its view existed.
 */
export async function waitForRuns(target: Page | Frame, want: RunsWanted, timeout = 30_000): Promise<void> {
  await target.waitForFunction(
    (want) => {
      const runs = [...document.querySelectorAll<HTMLElement>('section.run')];
      const count = Object.values(want).find((v) => Array.isArray(v))?.length;
      if (runs.length === 0 || (count !== undefined && runs.length !== count)) return false;
      // Explain's panel and the step sentences load just after the first paint (app/lazyPart.svelte.ts).
      if (document.documentElement.dataset.parts === 'loading') return false;
      return runs.every((r, i) =>
        Object.entries(want).every(([key, v]) => r.dataset[key] === (Array.isArray(v) ? v[i] : v)),
      );
    },
    want,
    { timeout, polling: 20 },
  );
}

/**
 * Waits until the page (or an embed's frame) is ready to be looked at: it shows its runs, each with
 * its first events and words; with `finished`, until every run has also ended.
 */
export async function pageReady(
  target: Page | Frame,
  o: { finished?: boolean; timeout?: number; partHeldBack?: boolean } = {},
): Promise<void> {
  await target.waitForFunction(
    ([finished, partHeldBack]) => {
      const runs = [...document.querySelectorAll<HTMLElement>('section.run')];
      // Explain's panel and the step sentences load just after the first paint (app/lazyPart.svelte.ts),
      // unless the test holds a part back on purpose.
      return (
        runs.length > 0 &&
        (partHeldBack || document.documentElement.dataset.parts !== 'loading') &&
        runs.every((r) =>
          finished ? r.dataset.finished === 'true' : r.dataset.pending === 'false' && r.dataset.total !== '0',
        )
      );
    },
    [o.finished ?? false, o.partHeldBack ?? false] as const,
    { timeout: o.timeout ?? 60_000, polling: 50 },
  );
}
