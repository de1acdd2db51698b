import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { Session } from '../../src/app/session/Session.svelte.ts';
import type { SolverBoards } from '../../src/features/solver/solverBoards.svelte.ts';
import { PY_HARNESS } from '../../src/features/solver/sandbox/pyHarness.ts';
import { pe96 } from '../bench/puzzles.ts';
import { scanTwice, templateSource } from '../bench/userTemplates.ts';
import { openBenchPage } from './launch.ts';
import { BARE_PY } from '../bench/barePython.ts';

export interface Rate {
  events: number;
  ms: number;
}

/** One language's figures for the naive template on PE96. */
export interface LanguageRates {
  puzzles: number;
  /** (a) bare in the page, as written: native `yield*` / `yield from`. */
  bare: Rate;
  /** The code as the runner compiles it, drained by the runner's stack of generators: no checker, no transfer. */
  driven: Rate;
  /** The same with the validity scan done twice per check: the difference from `driven` is the scan's cost. */
  drivenScanTwice: Rate;
  /** (b) through the sandbox's harness to the player. */
  harness: Rate;
  /** A flat loop yielding one legal check after another through the harness to the player. */
  flat: Rate;
  /** The same flat loop (bounded) consumed bare, as the runner compiles and drives it. */
  flatDriven: Rate;
}

export interface UserSolverReport {
  js: LanguageRates;
  python: LanguageRates;
  /** The same Python (template and helpers) under the machine's python3, as written and as the runner drives it. */
  cpython: { version: string; bare: Rate; driven: Rate } | null;
  /** From Run to the learner's code running, Pyodide's files fetched from the app (localhost) and started. */
  pyodideColdMs: number;
  /** The same in a new sandbox after a Cancel: the page has the files, the worker starts Pyodide from them. */
  pyodideFromMemoryMs: number;
  /** Cancel of an endless loop without a yield, to its worker's end as the browser reports it (each try). */
  cancelMs: number[];
  /** A run of one event on each new puzzle: what every run costs besides its events (the page's share included). */
  perRunMs: number[];
}

const JS_PUZZLES = 50;
const PY_PUZZLES = 10;

type Puzzle = { n: number; cells: number[] };
const puzzles = (count: number): Puzzle[] =>
  pe96()
    .slice(0, count)
    .map((p) => ({ n: p.grid.n, cells: Array.from(p.grid.cells) }));

/** The bare loops (bareRunners.ts) as one script for the page. */
async function bareScript(): Promise<string> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [fileURLToPath(new URL('./bareRunners.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    external: ['node:*', 'ws'],
    logLevel: 'silent',
  });
  return out.outputFiles[0].text;
}

/** Runs the learner's code on board 0 for each puzzle in turn (the board runs it again on each new puzzle). */
function throughHarness(page: Page, language: 'javascript' | 'python', code: string, set: Puzzle[]): Promise<Rate> {
  return page.evaluate(
    async ([language, code, set]) => {
      const g = globalThis as unknown as { stepdokuSession: Session; stepdokuSolver: SolverBoards };
      const s = g.stepdokuSession,
        b = g.stepdokuSolver;
      const ended = async () => {
        while (b.runs[0]?.phase.kind !== 'ended') await new Promise((r) => setTimeout(r, 1));
        const run = b.runs[0]!;
        if (run.phase.kind === 'ended' && run.phase.status !== 'solved')
          throw new Error(`run ended ${run.phase.status}`);
        return run.timeline.total;
      };
      await b.runUserSolver(0, { language, code });
      await ended(); // warm: Pyodide loaded, the code compiled once
      let events = 0,
        ms = 0;
      for (const p of set) {
        const t0 = performance.now();
        s.setPuzzle({ n: p.n as 3, cells: Uint8Array.from(p.cells) });
        events += await ended();
        ms += performance.now() - t0;
      }
      return { events, ms };
    },
    [language, code, set] as const,
  );
}

/** Milliseconds from Run until board 0's learner's code runs. */
function untilRunning(page: Page, code: string): Promise<number> {
  return page.evaluate(async (code) => {
    const g = globalThis as unknown as { stepdokuSolver: SolverBoards };
    const b = g.stepdokuSolver;
    const t0 = performance.now();
    await b.runUserSolver(0, { language: 'python', code });
    for (;;) {
      const phase = b.runs[0]?.phase;
      if (phase?.kind === 'running' || phase?.kind === 'ended') return performance.now() - t0;
      await new Promise((r) => setTimeout(r, 5));
    }
  }, code);
}

export async function measureUserSolvers(baseUrl: string): Promise<UserSolverReport> {
  const first = pe96()[0].grid;
  // One board, on PE96's first puzzle (the warm-up run is on it).
  const cells = Array.from(first.cells).join('');
  const p = await openBenchPage(`${baseUrl}?p=${cells}&a=naive&m=single&s=10`);
  try {
    const page = p.page;
    await page.waitForFunction(() => 'stepdokuSolver' in globalThis);
    const endless = 'def solve(board, box):\n    while True:\n        pass\n    yield solution()\n';
    const pyodideColdMs = await untilRunning(page, endless);
    await page.evaluate(() =>
      (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.cancelUserSolver(0),
    );
    const pyodideFromMemoryMs = await untilRunning(page, endless);
    await page.evaluate(() =>
      (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.cancelUserSolver(0),
    );

    const cancelMs: number[] = [];
    for (let i = 0; i < 5; i++) {
      const worker = page.waitForEvent('worker', { predicate: (w) => w.url().startsWith('blob:null/') });
      await page.evaluate(() =>
        (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runUserSolver(0, {
          language: 'javascript',
          code: 'function* solve(board, box) { for (;;) {} }',
        }),
      );
      const w = await worker;
      await page.waitForFunction(
        () =>
          (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.runs[0]?.phase.kind === 'running',
      );
      const closed = new Promise<number>((resolve) => w.on('close', () => resolve(performance.now())));
      const t0 = performance.now();
      await page.evaluate(() =>
        (globalThis as unknown as { stepdokuSolver: SolverBoards }).stepdokuSolver.cancelUserSolver(0),
      );
      cancelMs.push((await closed) - t0);
    }

    console.error('  flat loops…');
    // PE96's first puzzle: 4 may stand at the top left. JavaScript to the page's memory cap (2^24).
    const jsFlat = await flatLoop(
      page,
      'javascript',
      'function* solve(board, box) {\n  for (;;) yield check(0, 0, 4, true);\n}',
    );
    const pyFlat = await flatLoop(page, 'python', PY_FLAT);

    console.error('  one-event runs…');
    const perRunMs = await oneEventRuns(page, puzzles(20));

    const jsSet = puzzles(JS_PUZZLES),
      pySet = puzzles(PY_PUZZLES);
    const jsCode = templateSource('naive.js'),
      pyCode = templateSource('naive.py');
    console.error('  JavaScript through the harness…');
    const jsHarness = await throughHarness(page, 'javascript', jsCode, jsSet);
    console.error('  Python through the harness…');
    const pyHarness = await throughHarness(page, 'python', pyCode, pySet);

    await page.addScriptTag({ content: await bareScript() });
    console.error('  bare loops…');
    type Bare = { benchBare: Record<'js' | 'jsDriven', (c: string, s: Puzzle[]) => Rate> };
    const jsRun = (code: string, driven: boolean) =>
      page.evaluate(
        ([code, set, driven]) => (globalThis as never as Bare).benchBare[driven ? 'jsDriven' : 'js'](code, set),
        [code, jsSet, driven] as const,
      );
    // On a shared machine the load moves between phases: the three bare forms in turn, twice, the best of each.
    const [jsBare, jsDriven, jsScanTwice] = await bestOfRounds([
      () => jsRun(jsCode, false),
      () => jsRun(jsCode, true),
      () => jsRun(scanTwice('naive.js'), true),
    ]);
    const files = new URL('pyodide/', baseUrl).href;
    const version: string = JSON.parse(
      readFileSync(createRequire(import.meta.url).resolve('pyodide/package.json'), 'utf8'),
    ).version;
    await page.evaluate(
      ([index]) =>
        (
          globalThis as never as { benchBare: { loadPython: (i: string, a: string) => Promise<number> } }
        ).benchBare.loadPython(index, index + 'pyodide.asm.js'),
      [`${files}${version}/`] as const,
    );
    type PyBare = { benchBare: { python: (c: string, s: Puzzle[], driven: boolean) => Rate } };
    const pyRun = (code: string, driven: boolean) =>
      page.evaluate(([code, set, driven]) => (globalThis as never as PyBare).benchBare.python(code, set, driven), [
        code,
        pySet,
        driven,
      ] as const);
    const [pyBare, pyDriven, pyScanTwice] = await bestOfRounds([
      () => pyRun(pyCode, false),
      () => pyRun(pyCode, true),
      () => pyRun(scanTwice('naive.py'), true),
    ]);
    const one = pySet.slice(0, 1);
    const jsFlatDriven = await page.evaluate(
      ([code, set]) => (globalThis as never as Bare).benchBare.jsDriven(code, set),
      [
        `function* solve(board, box) {\n  for (let i = 0; i < ${2 ** 24}; i++) yield check(0, 0, 4, true);\n}`,
        one,
      ] as const,
    );
    const pyFlatDriven = await page.evaluate(
      ([code, set]) => (globalThis as never as PyBare).benchBare.python(code, set, true),
      [PY_FLAT, one] as const,
    );
    if (p.errors.length) throw new Error(`page errors: ${p.errors.join(' | ')}`);
    return {
      js: {
        puzzles: JS_PUZZLES,
        bare: jsBare,
        driven: jsDriven,
        drivenScanTwice: jsScanTwice,
        harness: jsHarness,
        flat: jsFlat,
        flatDriven: jsFlatDriven,
      },
      python: {
        puzzles: PY_PUZZLES,
        bare: pyBare,
        driven: pyDriven,
        drivenScanTwice: pyScanTwice,
        harness: pyHarness,
        flat: pyFlat,
        flatDriven: pyFlatDriven,
      },
      cpython: cpythonBare(pyCode, pySet),
      pyodideColdMs,
      pyodideFromMemoryMs,
      cancelMs,
      perRunMs,
    };
  } finally {
    await p.close();
  }
}

const PY_FLAT = 'def solve(board, box):\n    for _ in range(2000000):\n        yield check(0, 0, 4, True)\n';

/** Milliseconds from each puzzle's change to the end of a JavaScript run that yields one event. */
function oneEventRuns(page: Page, set: Puzzle[]): Promise<number[]> {
  return page.evaluate(async (set) => {
    const g = globalThis as unknown as { stepdokuSession: Session; stepdokuSolver: SolverBoards };
    const s = g.stepdokuSession,
      b = g.stepdokuSolver;
    const ended = async () => {
      while (b.runs[0]?.phase.kind !== 'ended') await new Promise((r) => setTimeout(r, 1));
    };
    await b.runUserSolver(0, {
      language: 'javascript',
      code: 'function* solve(board, box) { yield check(0, 0, 4, true); }',
    });
    await ended();
    const ms: number[] = [];
    for (const p of set) {
      const t0 = performance.now();
      s.setPuzzle({ n: p.n as 3, cells: Uint8Array.from(p.cells) });
      await ended();
      ms.push(performance.now() - t0);
    }
    return ms;
  }, set);
}

/** Runs each measure in turn, ROUNDS times over; the fastest of each. */
async function bestOfRounds(measures: (() => Promise<Rate>)[]): Promise<Rate[]> {
  const best: Rate[] = [];
  for (let round = 0; round < ROUNDS; round++)
    for (const [i, measure] of measures.entries()) {
      const r = await measure();
      if (!best[i] || r.ms < best[i].ms) best[i] = r;
    }
  return best;
}
const ROUNDS = 2;

/**
 * A flat loop of legal checks through the harness to the player, until it returns or hits the memory
 * cap; timed after a first run in the same language has loaded it (Pyodide) in the board's sandbox.
 */
function flatLoop(page: Page, language: 'javascript' | 'python', code: string): Promise<Rate> {
  return page.evaluate(
    async ([language, code]) => {
      const g = globalThis as unknown as { stepdokuSolver: SolverBoards };
      const b = g.stepdokuSolver;
      const warm = language === 'python' ? 'def solve(board, box):\n    yield solution()\n' : 'function* solve() {}';
      await b.runUserSolver(0, { language, code: warm });
      while (b.runs[0]?.phase.kind !== 'ended') await new Promise((r) => setTimeout(r, 1));
      const t0 = performance.now();
      await b.runUserSolver(0, { language, code, maxEvents: 1e9 });
      while (b.runs[0]?.phase.kind !== 'ended') await new Promise((r) => setTimeout(r, 1));
      return { events: b.runs[0]!.timeline.total, ms: performance.now() - t0 };
    },
    [language, code] as const,
  );
}

function cpythonBare(code: string, set: Puzzle[]): { version: string; bare: Rate; driven: Rate } | null {
  const program = `${PY_HARNESS}${BARE_PY}import json, sys, time
source = sys.stdin.read()
for f in (bare, bare_driven):
    t = time.perf_counter()
    n = sum(f(source, p["cells"], p["n"]) for p in json.loads(sys.argv[1]))
    print(n, (time.perf_counter() - t) * 1000)
`;
  try {
    const version = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();
    const [bare, driven] = execFileSync('python3', ['-c', program, JSON.stringify(set)], {
      input: code,
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .map((line) => {
        const [events, ms] = line.split(' ').map(Number);
        return { events, ms };
      });
    return { version, bare, driven };
  } catch {
    return null;
  }
}
