/**
 * How fast a learner's solver runs: the naive template on PE96, (a) consumed bare (a loop counting its
 * events: no checks, no batches) and (b) through the runner and the checker, in JavaScript (Node) and
 * in Python (Pyodide in Node); the same Python code under the machine's CPython, bare; Pyodide's load
 * time; and what capturing a stack trace for every JavaScript event would cost (the runners find an
 * event's line only when asked instead: docs/your-solver.md). Usage:
 *   tsx scripts/bench/userSolvers.ts [--quick]   (--quick: the first 10 PE96 puzzles)
 */
import { execFileSync } from 'node:child_process';
import type { Grid } from '../../src/core/index.ts';
import { jsApi } from '../../src/features/solver/api/jsApi.ts';
import { API_NAMES } from '../../src/features/solver/api/rawWords.ts';
import { drainUserRun, userRun } from '../../src/features/solver/api/userRun.ts';
import { compileJs, solverCell, type JsSolverFactory } from '../../src/features/solver/sandbox/compileJs.ts';
import { FINISHED, GeneratorStack } from '../../src/features/solver/sandbox/trampoline.ts';
import { jsRun } from '../../src/features/solver/sandbox/jsRun.ts';
import { boardRows } from '../../src/features/solver/sandbox/jsSource.ts';
import { PY_HARNESS } from '../../src/features/solver/sandbox/pyHarness.ts';
import { pySource } from '../../src/features/solver/sandbox/pySource.ts';
import { describeMachine, machine } from './machine.ts';
import { pe96 } from './puzzles.ts';
import { templateSource } from './userTemplates.ts';
import { BARE_PY } from './barePython.ts';

const grids: Grid[] = pe96()
  .slice(0, process.argv.includes('--quick') ? 10 : 50)
  .map((p) => p.grid);
const rate = (events: number, ms: number) => `${(events / (ms / 1000)).toExponential(2)} events/s`;

function timed(f: () => number): { events: number; ms: number } {
  const t0 = performance.now();
  const events = f();
  return { events, ms: performance.now() - t0 };
}

function line(label: string, r: { events: number; ms: number }, base?: { events: number; ms: number }): void {
  const ratio = base ? `, b/a ${(r.events / r.ms / (base.events / base.ms)).toFixed(2)}` : '';
  console.log(
    `${label.padEnd(44)} ${r.events.toLocaleString('en').padStart(11)} events ${(r.ms / 1000).toFixed(1).padStart(6)} s  ${rate(r.events, r.ms)}${ratio}`,
  );
}

console.log(`${describeMachine(machine())}; ${grids.length} PE96 puzzles, naive template\n`);

// JavaScript.
const js = templateSource('naive.js');
const factory = compileJs(js) as JsSolverFactory;
// As written: native yield*, no line tags.
const asWritten = new Function(...API_NAMES, `"use strict";${js}\n;return solve;`);
const bareJs = (api: (size: number) => ReturnType<typeof jsApi>, set: Grid[]) => () => {
  let n = 0;
  for (const g of set) {
    const helpers = api(g.n * g.n);
    for (const _ of asWritten(...API_NAMES.map((name) => helpers[name]))(boardRows(g), g.n)) n++;
  }
  return n;
};
const jsA = timed(bareJs((size) => jsApi(size, []), grids));
line('JavaScript (a) bare, as written', jsA);
line(
  'JavaScript compiled, on the runner stack, bare',
  timed(() => {
    let n = 0;
    for (const g of grids) {
      const cell = solverCell();
      const stack = new GeneratorStack(factory(jsApi(g.n * g.n, []), cell)(boardRows(g), g.n), cell);
      while (stack.next() !== FINISHED) n++;
    }
    return n;
  }),
  jsA,
);
line(
  'JavaScript (b) runner + checker',
  timed(() => grids.reduce((n, g) => n + drainUserRun(jsRun(js, g)).yielded, 0)),
  jsA,
);
const few = grids.slice(0, 5);
const fewBare = timed(bareJs((size) => jsApi(size, []), few));
const capturing = (size: number) => {
  const base = jsApi(size, []) as unknown as Record<string, (...a: unknown[]) => number>;
  let stack = '';
  const api = Object.fromEntries(
    API_NAMES.map((name) => [
      name,
      (...a: unknown[]) => {
        stack = new Error().stack ?? stack;
        return base[name](...a);
      },
    ]),
  );
  return api as unknown as ReturnType<typeof jsApi>;
};
line('JavaScript bare, first 5 puzzles', fewBare);
line('  ... with a stack trace for every event', timed(bareJs(capturing, few)), fewBare);

// Python in Pyodide.
const t0 = performance.now();
const { loadPyodide } = await import('pyodide');
const py = await loadPyodide();
console.log(`\nPyodide ${py.version}: loaded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
const pyCode = templateSource('naive.py');

const space = py.toPy({});
py.runPython(PY_HARNESS + BARE_PY, { globals: space });
const bare = space.get('bare');
const pyA = timed(() => grids.reduce((n, g) => n + (bare(pyCode, Array.from(g.cells), g.n) as number), 0));
line('Python in Pyodide (a) bare, as written', pyA);
const driven = space.get('bare_driven');
line(
  'Python in Pyodide compiled, on the runner stack, bare',
  timed(() => grids.reduce((n, g) => n + (driven(pyCode, Array.from(g.cells), g.n) as number), 0)),
  pyA,
);
line(
  'Python in Pyodide (b) runner + checker',
  timed(() => grids.reduce((n, g) => n + drainUserRun(userRun(g, pySource(py, pyCode, g))).yielded, 0)),
  pyA,
);

// The same Python, template and helpers, under the machine's CPython, bare.
const cells = JSON.stringify(grids.map((g) => Array.from(g.cells)));
const program = `${PY_HARNESS}${BARE_PY}
import json, sys, time
source = sys.stdin.read()
t = time.perf_counter()
n = sum(bare(source, cells, 3) for cells in json.loads(sys.argv[1]))
print(n, (time.perf_counter() - t) * 1000)
`;
try {
  const version = execFileSync('python3', ['--version'], { encoding: 'utf8' }).trim();
  const out = execFileSync('python3', ['-c', program, cells], { input: pyCode, encoding: 'utf8' }).trim().split(' ');
  line(`${version} (a) bare`, { events: Number(out[0]), ms: Number(out[1]) });
} catch (e) {
  console.log(`CPython: not measured (${(e as Error).message.split('\n')[0]})`);
}
