import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { packCheckOk, packPlace, packSolution } from '../../src/core/pack.ts';
import type { SolverBoards } from '../../src/features/solver/solverBoards.svelte.ts';
import type { Session } from '../../src/app/session/Session.svelte.ts';
import { appDir, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { engineCounts } from './support/engineBoards.ts';
import { pageQuery } from './support/puzzles.ts';
import { type FolderServer, serveFolder } from './support/staticServer.ts';
import {
  runUserSolver,
  sessionCall,
  templateSource,
  waitUserRunEnded,
  waitUserRunRunning,
} from './support/userSolvers.ts';

/*
 * What a learner's code tries against the page, and what the page makes of it: forged events through
 * a patched built-in, code left behind to forge later runs or keep a core busy, a worker that dies,
 * arguments and illegal-event storms meant to swamp it. Every run must end, in words, with only what
 * the page itself checked on its own board, and the next run must start clean.
 */
const FOUR = '.3...1433..2...4';

/** Patches %TypedArray%.prototype.slice so that the runner's next message carries `words` (a JS array literal). */
const SLICE_PATCH = (words: string) => `
  const g = Function('return this')();
  const TA = Object.getPrototypeOf(g.Uint32Array.prototype); const slice = TA.slice;
  const fake = Uint32Array.from(${words});
  TA.slice = function (a, b) {
    if (this instanceof g.Uint32Array && this.length === 65536) return fake.slice();
    if (this instanceof g.Uint16Array && this.length === 65536) return new g.Uint16Array(fake.length).fill(3);
    return slice.call(this, a, b);
  };`;

/** A run whose slice patch waits for the next run in the same worker (as a link's code could). */
const LEFT_BEHIND = `
function* solve(board, box) {
  const g = Function('return this')();
  const TA = Object.getPrototypeOf(g.Uint32Array.prototype); const slice = TA.slice;
  const fake = Uint32Array.from([${packPlace(0, 2, 1)}, ${packSolution(1)}]);
  g.setTimeout(() => { TA.slice = function (a, b) {
    if (this instanceof g.Uint32Array && this.length === 65536) return fake.slice();
    if (this instanceof g.Uint16Array && this.length === 65536) return new g.Uint16Array(fake.length).fill(2);
    return slice.call(this, a, b); }; }, 0);
  yield check(0, 0, 2, true);
}`;

const PY_LEFT_BEHIND = `
import pyodide_js
def solve(board, box):
    g = pyodide_js.constructor.constructor("return this")()
    g.Function("""
      const TA = Object.getPrototypeOf(Uint32Array.prototype); const slice = TA.slice;
      const fake = Uint32Array.from([${packPlace(0, 2, 1)}, ${packSolution(1)}]);
      setTimeout(() => { TA.slice = function (a, b) {
        if (this instanceof Uint32Array && this.length === 65536) return fake.slice();
        if (this instanceof Uint16Array && this.length === 65536) return new Uint16Array(fake.length).fill(2);
        return slice.call(this, a, b); }; }, 0);
    """)()
    yield check(0, 0, 2, True)
`;

/** Replaces the page's puzzle (a learner's board runs its code again on it). */
function setPuzzle(page: Page, text: string): Promise<void> {
  return page.evaluate((text) => {
    const cells = Uint8Array.from(text, (ch) => (ch === '.' ? 0 : parseInt(ch, 36)));
    (globalThis as unknown as { stepdokuSession: Session }).stepdokuSession.setPuzzle({ n: 2, cells });
  }, text);
}

const sandboxFrames = (page: Page) => page.evaluate(() => document.querySelectorAll('iframe[data-sandbox]').length);

describe.skipIf(browserSkipped())("a learner's code attacking the page, in Chromium", () => {
  let server: FolderServer;
  let p: OpenPage;
  const open = async (query = pageQuery(FOUR, 'naive,mrv', 10)) => {
    await p.page.goto(server.url + query);
    await p.page.waitForFunction(() => 'stepdokuSession' in globalThis);
  };
  beforeAll(async () => {
    server = await serveFolder(appDir());
    p = await openPage();
  });
  afterAll(async () => {
    await p?.close();
    await server?.close();
  });
  beforeEach(() => {
    p.errors.length = 0;
  });

  it('forged events through a patched slice end the run as illegal at the first forged word; off-board words make no page error', async () => {
    await open();
    // Nine 1s on the empty cells of FOUR, then a solution: 1 clashes at once (the box holds it at (1, 1)).
    const ones = [...FOUR].flatMap((ch, c) => (ch === '.' ? [c] : [])).map((c, i) => packPlace(c, 1, i + 1));
    const fakes: Array<[string, number[]]> = [
      ['clashing 1s', [...ones, packSolution(1)]],
      ['cell 255', [packCheckOk(0, 2), packPlace(255, 1, 1)]],
      ['digit 16', [packCheckOk(0, 2), packCheckOk(2, 16)]],
      ['kinds 6 and 7', [packCheckOk(0, 2), 6 | (1 << 3), 7 | (1 << 3) | (1 << 15)]],
    ];
    for (const [name, words] of fakes) {
      const code = `function* solve(board, box) {${SLICE_PATCH(JSON.stringify(words))}\n  yield check(0, 0, 2, true);\n}`;
      await runUserSolver(p.page, 0, { language: 'javascript', code });
      const end = await waitUserRunEnded(p.page, 0);
      expect(end.phase, name).toEqual({ kind: 'ended', status: 'illegal' });
      expect(end.total, name).toBe(name === 'clashing 1s' ? 0 : 1);
      expect(end.counts?.placements ?? 0, name).toBe(0);
      await sessionCall(p.page, 'seek', 2);
      await sessionCall(p.page, 'seek', 0);
    }
    expect(p.errors).toEqual([]);
  });

  it('code left running by one run cannot forge the next: the template then gives its true stream, in JavaScript and from Python', async () => {
    await open();
    const truth = engineCounts(FOUR, 'naive');
    for (const [language, code] of [
      ['javascript', LEFT_BEHIND],
      ['python', PY_LEFT_BEHIND],
    ] as const) {
      await runUserSolver(p.page, 0, { language, code });
      await waitUserRunEnded(p.page, 0, 180_000);
      await runUserSolver(p.page, 0, { language: 'javascript', code: templateSource('naive.js') });
      const end = await waitUserRunEnded(p.page, 0);
      expect(end.phase, language).toEqual({ kind: 'ended', status: 'solved' });
      expect(end.total, language).toBe(truth.events);
      expect(end.counts?.placements, language).toBe(truth.result.counts.placements);
    }
    expect(p.errors).toEqual([]);
  });

  it('a timer left running after the run ends dies with its frame; choosing a built-in, another puzzle or Single mode ends a run still going', async () => {
    await open();
    const timer =
      'function* solve(board, box) {\n  setTimeout(() => { for (;;) {} }, 0);\n  yield check(0, 0, 2, true);\n}';
    await runUserSolver(p.page, 0, { language: 'javascript', code: timer });
    const ended = await waitUserRunEnded(p.page, 0);
    expect(ended.phase).toEqual({ kind: 'ended', status: 'no-solution' });
    // The frame, and with it its worker and the timer's loop, is gone as the run ends.
    expect(ended.sandboxFrames).toBe(0);
    // The next run on that board starts at once and runs to its end.
    await runUserSolver(p.page, 0, { language: 'javascript', code: templateSource('naive.js') });
    expect((await waitUserRunEnded(p.page, 0)).phase).toEqual({ kind: 'ended', status: 'solved' });

    const loop = 'function* solve(board, box) { for (;;) {} }';
    const leave: Array<[string, number, () => Promise<void>]> = [
      ['another puzzle', 0, () => setPuzzle(p.page, '1...............')],
      ['Single mode', 1, () => sessionCall(p.page, 'setMode', 'single')],
      ['a built-in', 0, () => sessionCall(p.page, 'setAlgorithm', 0, 'mrv')],
    ];
    for (const [name, side, action] of leave) {
      await sessionCall(p.page, 'setMode', 'compare');
      await runUserSolver(p.page, side, { language: 'javascript', code: loop });
      await waitUserRunRunning(p.page, side);
      const before = await p.page.evaluateHandle(() => document.querySelector('iframe[data-sandbox]')!);
      await action();
      // Another puzzle runs the learner's code again, on it: in a new sandbox, the old one gone.
      const frames = await p.page.evaluate(() => [...document.querySelectorAll('iframe[data-sandbox]')].length);
      expect(frames, name).toBe(name === 'another puzzle' ? 1 : 0);
      if (name === 'another puzzle') {
        expect(await before.evaluate((f) => f.isConnected), name).toBe(false);
        await sessionCall(p.page, 'setAlgorithm', side, 'naive');
      }
    }
    expect(await sandboxFrames(p.page)).toBe(0);
    expect(p.errors).toEqual([]);
  });

  it('a worker that dies ends its run as stopped at its event, and the next Run works', async () => {
    // The sandbox dies mid-run, frame and worker (as when the browser kills it out of memory): no message comes.
    await open();
    // Some events reach the page, then the code spins.
    const code =
      'function* solve(board, box) {\n  for (let i = 0; i < 70000; i++) yield check(0, 0, 2, true);\n  for (;;) {}\n}';
    await runUserSolver(p.page, 0, { language: 'javascript', code });
    await p.page.waitForFunction(
      () => (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[0]!.timeline.total > 0,
      null,
      { timeout: 60_000 },
    );
    await p.page.evaluate(() => document.querySelector('iframe[data-sandbox]')!.remove());
    const end = await waitUserRunEnded(p.page, 0);
    expect(end.phase).toEqual({ kind: 'ended', status: 'stopped', events: end.total });
    expect(end.total).toBeGreaterThan(0);
    expect(end.sandboxFrames).toBe(0);

    await runUserSolver(p.page, 0, { language: 'javascript', code: templateSource('naive.js') });
    expect((await waitUserRunEnded(p.page, 0)).phase).toEqual({ kind: 'ended', status: 'solved' });
    expect(p.errors).toEqual([]);
  });

  it('a 256 MB argument ends the run as an illegal call shown cut; a go-on storm of illegal events ends with a count and the first 100', async () => {
    await open();
    await runUserSolver(p.page, 0, {
      language: 'javascript',
      code: "function* solve(board, box) {\n  yield check('x'.repeat(2 ** 28), 0, 1, true);\n}",
    });
    const big = await waitUserRunEnded(p.page, 0);
    expect(big.phase).toEqual({ kind: 'ended', status: 'illegal' });
    expect(big.illegal[0].bad?.shown.length).toBeLessThan(100);
    expect(big.illegal[0].bad?.call.length).toBeLessThan(200);

    // (0, 1) holds the given 3: every place there is illegal; with go-on each is flagged and skipped.
    await runUserSolver(p.page, 0, {
      language: 'javascript',
      code: 'function* solve(board, box) {\n  for (;;) yield place(0, 1, 3);\n}',
      goOn: true,
      maxEvents: 1_000_000,
    });
    const storm = await waitUserRunEnded(p.page, 0, 120_000);
    expect(storm.phase).toEqual({ kind: 'ended', status: 'budget' });
    expect(storm.illegal).toHaveLength(100);
    expect(
      await p.page.evaluate(
        () => (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[0]?.illegalCount,
      ),
    ).toBe(1_000_000);
    expect(p.errors).toEqual([]);
  });
});
