/**
 * The bare loops of the user-solver bench, bundled by esbuild into one script the bench page runs
 * (measureUserSolvers.ts): a learner's naive template consumed by a loop that counts its events, with
 * the real helpers and nothing else (no checker, no transfer), in two forms: as written (native
 * `yield*` / `yield from`, no line tags), and as the runner compiles and drives it (tagged, recursion
 * on the runner's stack: trampoline.ts). Python in a Pyodide on the page, started from the build's files.
 */
import { loadPyodide, type PyodideAPI } from 'pyodide';
import { jsApi } from '../../src/features/solver/api/jsApi.ts';
import { API_NAMES } from '../../src/features/solver/api/rawWords.ts';
import { compileJs, solverCell, type JsSolverFactory } from '../../src/features/solver/sandbox/compileJs.ts';
import { PY_HARNESS } from '../../src/features/solver/sandbox/pyHarness.ts';
import { FINISHED, GeneratorStack } from '../../src/features/solver/sandbox/trampoline.ts';
import { BARE_PY } from '../bench/barePython.ts';

interface Puzzle {
  n: number;
  cells: number[];
}
const rows = (p: Puzzle) => {
  const size = p.n * p.n;
  return Array.from({ length: size }, (_, r) => p.cells.slice(r * size, (r + 1) * size));
};

let py: PyodideAPI | null = null;
type PyBare = (source: string, cells: number[], box: number) => number;
let barePy: PyBare | null = null;
let drivenPy: PyBare | null = null;

const bench = {
  js(code: string, puzzles: Puzzle[]): { events: number; ms: number } {
    const make = new Function(...API_NAMES, `"use strict";${code}\n;return solve;`);
    const t0 = performance.now();
    let events = 0;
    for (const p of puzzles) {
      const api = jsApi(p.n * p.n, []);
      const solve = make(...API_NAMES.map((name) => api[name]));
      for (const _ of solve(rows(p), p.n)) events++;
    }
    return { events, ms: performance.now() - t0 };
  },
  jsDriven(code: string, puzzles: Puzzle[]): { events: number; ms: number } {
    const factory = compileJs(code) as JsSolverFactory;
    const t0 = performance.now();
    let events = 0;
    for (const p of puzzles) {
      const cell = solverCell();
      const stack = new GeneratorStack(factory(jsApi(p.n * p.n, []), cell)(rows(p), p.n), cell);
      while (stack.next() !== FINISHED) events++;
    }
    return { events, ms: performance.now() - t0 };
  },
  async loadPython(indexURL: string, asmUrl: string): Promise<number> {
    const t0 = performance.now();
    await new Promise<void>((resolve, reject) => {
      const s = document.createElement('script');
      s.src = asmUrl;
      s.onload = () => resolve();
      s.onerror = () => reject(new Error(`${asmUrl} did not load`));
      document.head.append(s);
    });
    const create = (globalThis as unknown as { _createPyodideModule: never })._createPyodideModule;
    py = await loadPyodide({ indexURL, createPyodideModule: create });
    const space = py.toPy({});
    py.runPython(PY_HARNESS + BARE_PY, { globals: space });
    barePy = space.get('bare');
    drivenPy = space.get('bare_driven');
    return performance.now() - t0;
  },
  python(code: string, puzzles: Puzzle[], driven = false): { events: number; ms: number } {
    const run = driven ? drivenPy : barePy;
    if (!run) throw new Error('loadPython first');
    const t0 = performance.now();
    let events = 0;
    for (const p of puzzles) events += run(code, p.cells, p.n);
    return { events, ms: performance.now() - t0 };
  },
};

(globalThis as unknown as { benchBare: typeof bench }).benchBare = bench;
