import type { Page, Worker as PageWorker } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AlgorithmId } from '../../src/core/index.ts';
import { RECORDED_CAP_EVENTS } from '../../src/run/clients/recordedSource.ts';
import type { SolverBoards } from '../../src/features/solver/solverBoards.svelte.ts';
import type { Session } from '../../src/app/session/Session.svelte.ts';
import { fixtureLines } from '../helpers/fixtures.ts';
import { appDir, browserSkipped, openPage, type OpenPage } from './support/browser.ts';
import { engineCounts } from './support/engineBoards.ts';
import { pageQuery } from './support/puzzles.ts';
import { type FolderServer, serveFolder } from './support/staticServer.ts';
import {
  lineOf,
  runUserSolver,
  sessionCall,
  cancelUserSolver,
  templateSource,
  userRunState,
  waitUserRunEnded,
  waitUserRunRunning,
} from './support/userSolvers.ts';

/*
 * The running side of "your own solver", driven through the page's Session: the sandboxed frame
 * and worker, the events and their lines in the player, the budgets, and the ways out that stay
 * closed. The app is served by this file's own server, so the test sees every request made to it.
 */
const PE96 = fixtureLines('pe96.txt').filter((l) => l.trim().length >= 81);
const FOUR = '.3...1433..2...4';

/** Replaces the page's puzzle (a learner's board runs its code again on it). */
function setPuzzle(page: Page, text: string): Promise<void> {
  return page.evaluate((text) => {
    const cells = Uint8Array.from(text, (ch) => (ch === '.' || ch === '0' ? 0 : parseInt(ch, 36)));
    const n = Math.round(Math.sqrt(Math.sqrt(cells.length))) as 2 | 3 | 4;
    (globalThis as unknown as { stepdokuSession: Session }).stepdokuSession.setPuzzle({ n, cells });
  }, text);
}

/** The sandbox's worker as Playwright sees it: a blob worker of an opaque origin. */
function nextSandboxWorker(page: Page): Promise<PageWorker> {
  return page.waitForEvent('worker', { predicate: (w) => w.url().startsWith('blob:null/'), timeout: 30_000 });
}

/** Tries every way out it can think of, then throws what came of each (on FOUR: 2 may stand at the top left). */
const JS_ESCAPES = (origin: string) => `
function* solve(board, box) {
  // The global object, past the names the compiler shadows as a courtesy.
  const g = Function('return this')();
  const tried = {};
  const attempt = (name, f) => {
    try { tried[name] = 'answered: ' + String(f()); } catch (e) { tried[name] = 'refused: ' + e.name; }
  };
  let port = null;
  const post = g.MessagePort.prototype.postMessage;
  g.MessagePort.prototype.postMessage = function (m, t) { port = this; return post.call(this, m, t); };
  attempt('XMLHttpRequest', () => { const x = new g.XMLHttpRequest(); x.open('GET', '${origin}escape/xhr', false); x.send(); return x.status; });
  attempt('importScripts', () => g.importScripts('${origin}escape/import.js'));
  attempt('indexedDB', () => g.indexedDB.open('escape'));
  attempt('caches', () => g.caches.open('escape'));
  attempt('document', () => g.document.title);
  attempt('parent', () => g.parent.document.title);
  attempt('localStorage', () => g.localStorage.getItem('escape'));
  attempt('postMessage to the frame', () => { g.postMessage({ type: 'end', runId: 1, status: 'solved', yielded: 0, illegal: [] }); return 'posted, and ignored'; });
  g.escapes = {};
  const later = (name, promise) => promise.then(() => (g.escapes[name] = 'answered'), (e) => (g.escapes[name] = 'refused: ' + e.name));
  later('fetch', g.fetch('${origin}escape/fetch'));
  later('fetch no-cors', g.fetch('${origin}escape/no-cors', { mode: 'no-cors' }));
  later('WebSocket', new Promise((ok, no) => { const s = new g.WebSocket('ws://127.0.0.1:9/escape'); s.onopen = ok; s.onerror = () => no({ name: 'error event' }); }));
  new g.Worker(g.URL.createObjectURL(new g.Blob(["fetch('${origin}escape/nested').catch(() => {})"])));
  yield check(0, 0, 2, true);
  tried.port = port === null ? 'not found' : 'found';
  throw new Error(JSON.stringify(tried));
}`;

/**
 * The same in Python. Python's \`js\` module is an empty object in the sandbox, so \`run_js\` has no
 * \`eval\` to call; the global object is still reachable (through a JsProxy's constructor), and what
 * it offers is refused as in JavaScript.
 */
const PY_ESCAPES = (origin: string) => `
import json
import pyodide_js

def solve(board, box):
    tried = {}
    def attempt(name, f):
        try:
            tried[name] = "answered: " + str(f())
        except Exception as e:
            tried[name] = "refused: " + type(e).__name__ + " " + str(getattr(e, "name", ""))
    g = pyodide_js.constructor.constructor("return this")()
    def xhr():
        x = g.XMLHttpRequest.new()
        x.open("GET", "${origin}escape/py-xhr", False)
        x.send()
        return x.status
    attempt("XMLHttpRequest", xhr)
    attempt("importScripts", lambda: g.importScripts("${origin}escape/py-import.js"))
    attempt("indexedDB", lambda: g.indexedDB.open("escape"))
    attempt("document", lambda: g.document.title)
    def run_js_fetch():
        from pyodide.code import run_js
        return run_js("fetch('${origin}escape/py-fetch')")
    attempt("run_js", run_js_fetch)
    def js_fetch():
        import js
        return js.fetch
    attempt("js.fetch", js_fetch)
    yield check(0, 0, 2, True)
    raise Exception(json.dumps(tried))
`;

/** The counts of a finished run as the engine's counting loop gives them. */
function builtInCounts(puzzle: string, algo: AlgorithmId) {
  const c = engineCounts(puzzle, algo).result.counts;
  return { checks: c.checks, placements: c.placements, backtracks: c.backtracks, selects: c.selects };
}

describe.skipIf(browserSkipped())("a learner's solver in the sandbox, in Chromium", () => {
  let server: FolderServer;
  let p: OpenPage;
  const open = async (query = '') => {
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

  it('the JavaScript templates give the built-in counts on PE96 puzzles, and each event the line of its yield', async () => {
    await open(pageQuery(PE96[0], 'naive,mrv', 10));
    for (const [template, algo] of [
      ['naive.js', 'naive'],
      ['mrv.js', 'mrv'],
    ] as const) {
      const code = templateSource(template);
      await runUserSolver(p.page, 0, { language: 'javascript', code });
      // Grid 01 is the editor test's; node's jsTemplates.test.ts holds every template to the built-in on many more.
      for (const puzzle of PE96.slice(0, 2)) {
        await setPuzzle(p.page, puzzle);
        const end = await waitUserRunEnded(p.page, 0);
        expect(end.phase, `${template} ${puzzle}`).toEqual({ kind: 'ended', status: 'solved' });
        expect(end.counts, `${template} ${puzzle}`).toMatchObject(builtInCounts(puzzle, algo));
      }
      // The first event: naive's first check; MRV's first select.
      await sessionCall(p.page, 'stepForward');
      const first = await userRunState(p.page, 0);
      expect(first.cursor).toBe(1);
      expect(first.line).toBe(lineOf(code, algo === 'naive' ? 'yield check(' : 'yield select('));
    }
    expect(p.errors).toEqual([]);
  });

  it('the Python templates give the built-in counts on PE96 puzzles, Pyodide loading from the app with progress; a recursion bomb ends in RecursionError', async () => {
    await open(pageQuery(PE96[0], 'naive,mrv', 10));
    const code = templateSource('naive.py');
    await runUserSolver(p.page, 0, { language: 'python', code });
    const loading = (await userRunState(p.page, 0)).phase;
    expect(loading).toMatchObject({ kind: 'loading', what: 'python' });
    // Past loading: running, or (on an idle machine, between two polls) already ended.
    await p.page.waitForFunction(
      () =>
        (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[0]?.phase.kind !== 'loading',
      null,
      { timeout: 100_000, polling: 50 },
    );
    // One puzzle each, a new puzzle each time: every run starts Pyodide afresh, and node's pyRun.test.ts holds
    // the templates to the built-in on many more.
    for (const [template, algo, puzzle] of [
      ['naive.py', 'naive', PE96[1]],
      ['mrv.py', 'mrv', PE96[0]],
    ] as const) {
      await runUserSolver(p.page, 0, { language: 'python', code: templateSource(template) });
      await setPuzzle(p.page, puzzle);
      const end = await waitUserRunEnded(p.page, 0, 120_000);
      expect(end.phase, `${template} ${puzzle}`).toEqual({ kind: 'ended', status: 'solved' });
      expect(end.counts, `${template} ${puzzle}`).toMatchObject(builtInCounts(puzzle, algo));
    }
    await sessionCall(p.page, 'stepForward');
    expect((await userRunState(p.page, 0)).line).toBe(lineOf(templateSource('mrv.py'), 'yield select('));
    // A recursion bomb ends in Python's own error, with its line; the sandbox stays usable.
    await runUserSolver(p.page, 0, {
      language: 'python',
      code: 'def solve(board, box):\n    yield from solve(board, box)\n',
    });
    const bomb = await waitUserRunEnded(p.page, 0, 180_000);
    expect(bomb.phase).toEqual({ kind: 'ended', status: 'error' });
    expect(bomb.solverError).toEqual({
      kind: 'exception',
      message: 'RecursionError: maximum recursion depth exceeded',
      line: 2,
    });
    const fetched = server.requests.filter((r) => r.includes('/pyodide/'));
    expect(fetched.length).toBe(5); // fetched once, then kept: each run's new sandbox gets them from memory
    expect(p.errors).toEqual([]);
  }, 480_000); // every run starts Pyodide in a sandbox of its own

  it('a solver cannot reach the network, the storage or the page, in JavaScript or in Python', async () => {
    await open(pageQuery(FOUR, 'naive,mrv', 10));
    await runUserSolver(p.page, 0, { language: 'javascript', code: JS_ESCAPES(server.url) });
    const end = await waitUserRunEnded(p.page, 0);
    expect(end.phase).toEqual({ kind: 'ended', status: 'error' });
    const tried = JSON.parse(end.solverError!.message.replace(/^Error: /, ''));
    expect(tried).toEqual({
      XMLHttpRequest: 'refused: NetworkError',
      importScripts: 'refused: NetworkError',
      indexedDB: 'refused: SecurityError',
      caches: 'refused: TypeError',
      document: 'refused: TypeError',
      parent: 'refused: TypeError',
      localStorage: 'refused: TypeError',
      'postMessage to the frame': 'answered: posted, and ignored',
      port: 'not found',
    });
    // The asynchronous attempts went with the sandbox, dropped as the run ended; none reached the server.
    expect(end.sandboxFrames).toBe(0);
    // The frame's one post of an 'end' went nowhere: the page's run ended as the solver's own did.
    expect((await userRunState(p.page, 0)).phase).toEqual({ kind: 'ended', status: 'error' });

    await runUserSolver(p.page, 0, { language: 'python', code: PY_ESCAPES(server.url) });
    const py = await waitUserRunEnded(p.page, 0, 180_000);
    expect(py.solverError?.message).toMatch(/^Exception: /);
    expect(JSON.parse(py.solverError!.message.replace(/^Exception: /, ''))).toEqual({
      XMLHttpRequest: 'refused: JsException NetworkError',
      importScripts: 'refused: JsException NetworkError',
      indexedDB: 'refused: JsException SecurityError',
      document: 'refused: AttributeError document',
      run_js: 'refused: ImportError js',
      'js.fetch': 'refused: AttributeError fetch',
    });
    expect(server.requests.filter((r) => r.includes('escape'))).toEqual([]);
    // The page is as it was: its other board still plays.
    await sessionCall(p.page, 'stepForward');
    await p.page.waitForFunction(
      () => (globalThis as unknown as { stepdokuSession: Session }).stepdokuSession.runs[1].cursor === 1,
    );
    expect(p.errors).toEqual([]);
  });

  it('an endless loop without a yield leaves the page answering a click, and Cancel ends its worker', async () => {
    await open(pageQuery(PE96[0], 'naive,mrv', 10));
    const worker = nextSandboxWorker(p.page);
    await runUserSolver(p.page, 0, { language: 'javascript', code: 'function* solve(board, box) { for (;;) {} }' });
    await waitUserRunRunning(p.page, 0);
    const sandboxWorker = await worker;
    const closed = new Promise<void>((resolve) => sandboxWorker.on('close', () => resolve()));
    await p.page.getByRole('button', { name: 'Step forward one event (→)' }).click();
    await p.page.waitForFunction(
      () => (globalThis as unknown as { stepdokuSession: Session }).stepdokuSession.runs[1].cursor === 1,
    );
    await cancelUserSolver(p.page, 0);
    await closed;
    const state = await userRunState(p.page, 0);
    expect(state.phase).toEqual({ kind: 'ended', status: 'cancelled' });
    expect(state.sandboxFrames).toBe(0);
    expect(p.errors).toEqual([]);
  });

  it('a new run and leaving for a built-in algorithm stop a run still going: its frame, and with it its worker, is gone', async () => {
    await open(pageQuery(PE96[0], 'naive,mrv', 10));
    const loop = 'function* solve(board, box) { for (;;) {} }';
    await runUserSolver(p.page, 0, { language: 'javascript', code: loop });
    await waitUserRunRunning(p.page, 0);
    const keepRun = () =>
      p.page.evaluate(() => {
        const g = globalThis as unknown as { stepdokuSolver: SolverBoards; kept: unknown[] };
        (g.kept ??= []).push(g.stepdokuSolver.runs[0]);
      });
    const keptPhases = () =>
      p.page.evaluate(() => (globalThis as unknown as { kept: Array<{ phase: unknown }> }).kept.map((r) => r.phase));
    await keepRun();
    await runUserSolver(p.page, 0, { language: 'javascript', code: loop });
    await waitUserRunRunning(p.page, 0);
    await keepRun();
    expect(await keptPhases()).toEqual([{ kind: 'ended', status: 'cancelled' }, { kind: 'running' }]);
    expect((await userRunState(p.page, 0)).sandboxFrames).toBe(1);
    await sessionCall(p.page, 'setAlgorithm', 0, 'naive');
    expect(await keptPhases()).toEqual([
      { kind: 'ended', status: 'cancelled' },
      { kind: 'ended', status: 'cancelled' },
    ]);
    expect(
      await p.page.evaluate(() => [
        (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[0],
        document.querySelectorAll('iframe[data-sandbox]').length,
      ]),
    ).toEqual([null, 0]);
    expect(p.errors).toEqual([]);
  });

  it('a recursion bomb ends as an error with its message; a solver past its event budget ends as budget', async () => {
    await open(pageQuery(FOUR, 'naive,mrv', 10));
    await runUserSolver(p.page, 0, {
      language: 'javascript',
      code: 'function* solve(board, box) {\n  yield* solve(board, box);\n}',
    });
    const bomb = await waitUserRunEnded(p.page, 0);
    expect(bomb.phase).toEqual({ kind: 'ended', status: 'error' });
    expect(bomb.solverError).toMatchObject({
      kind: 'exception',
      message: expect.stringMatching(/^RangeError/),
      line: expect.any(Number),
    });
    // 2 may stand in the top-left cell of FOUR.
    const endless = 'function* solve(board, box) {\n  for (;;) yield check(0, 0, 2, true);\n}';
    await runUserSolver(p.page, 0, { language: 'javascript', code: endless, maxEvents: 100_000 });
    const budget = await waitUserRunEnded(p.page, 0);
    expect(budget.phase).toEqual({ kind: 'ended', status: 'budget' });
    expect(budget.total).toBe(100_000);
    expect(p.errors).toEqual([]);
  });

  it('an endless stream of legal events stops at the memory cap, the page answering clicks meanwhile', async () => {
    await open(pageQuery(PE96[0], 'naive,mrv', 10));
    // 4 may stand in the top-left cell of PE96's first puzzle: a legal check, again and again.
    const endless = 'function* solve(board, box) {\n  for (;;) yield check(0, 0, 4, true);\n}';
    await runUserSolver(p.page, 0, { language: 'javascript', code: endless, maxEvents: 1e9 });
    await p.page.getByRole('button', { name: 'Step forward one event (→)' }).click();
    await p.page.waitForFunction(
      () => (globalThis as unknown as { stepdokuSession: Session }).stepdokuSession.runs[1].cursor === 1,
    );
    const end = await waitUserRunEnded(p.page, 0, 120_000);
    expect(end.phase).toEqual({ kind: 'ended', status: 'memory' });
    expect(end.total).toBe(RECORDED_CAP_EVENTS);
    expect(end.error).toBeNull();
    expect(end.sandboxFrames).toBe(0);
    expect(p.errors).toEqual([]);
  });

  it("in compare mode a learner's naive plays against MRV on one clock: steps, seeks and steps back move both", async () => {
    const puzzle = PE96[1];
    await open(pageQuery(puzzle, 'naive,mrv', 10));
    const code = templateSource('naive.js');
    await runUserSolver(p.page, 0, { language: 'javascript', code });
    const end = await waitUserRunEnded(p.page, 0);
    const cursors = () =>
      p.page.evaluate(() =>
        (globalThis as unknown as { stepdokuSession: Session }).stepdokuSession.runs.map((r) => r.cursor),
      );
    for (let i = 0; i < 3; i++) await sessionCall(p.page, 'stepForward');
    expect(await cursors()).toEqual([3, 3]);
    await sessionCall(p.page, 'seek', 40);
    await p.page.waitForFunction(() =>
      (globalThis as unknown as { stepdokuSession: Session }).stepdokuSession.runs.every((r) => r.cursor === 40),
    );
    await sessionCall(p.page, 'stepBack');
    expect(await cursors()).toEqual([39, 39]);
    const state = await userRunState(p.page, 0);
    expect(state.line).toBeGreaterThan(0);
    expect(end.total).toBe(engineCounts(puzzle, 'naive').events);
    expect(p.errors).toEqual([]);
  });
});
