import type { PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Grid } from '../../../../src/core/index.ts';
import type { Illegal } from '../../../../src/features/solver/api/illegal.ts';
import { drainUserRun, userRun, type UserRunOptions } from '../../../../src/features/solver/api/userRun.ts';
import { jsRun } from '../../../../src/features/solver/sandbox/jsRun.ts';
import { pySource } from '../../../../src/features/solver/sandbox/pySource.ts';
import {
  nodePyodide,
  runUserSolverFile,
  userRunProblem,
} from '../../../../src/features/solver/sandbox/runUserSolverFile.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { emptyBoards, fourByFour, sixteen } from '../../../helpers/puzzleSets.ts';
import { builtInEvents, builtInStream, compareRun, pe96Within, template } from './sameStream.ts';

/*
 * Python solvers through Pyodide in Node. Pyodide loads once for the file (several seconds); the
 * naive template runs ~1e5 events/s there, so it is held to the built-in on the PE96 puzzles it
 * solves in under 1e5 events (31 of 50); scripts/bench/verifyUserTemplates.ts runs all 50.
 */
let py: PyodideAPI;
beforeAll(async () => {
  py = await nodePyodide();
}, 120_000);

const FOUR = gridFromLine('.3...1433..2...4');
/** How many PE96 puzzles forward checking solves in under 2e4 events. */
const FC_PE96 = 37;
const pyRun = (source: string, grid: Grid = FOUR, options: UserRunOptions = {}) =>
  userRun(grid, pySource(py, source, grid, options.batchSize), options);
const run = (source: string, grid: Grid = FOUR, options: UserRunOptions = {}) =>
  drainUserRun(pyRun(source, grid, options));
const naiveWith = (from: string, to: string): string => {
  const source = template('naive.py');
  expect(source).toContain(from);
  return source.replace(from, to);
};
const lineOf = (source: string, text: string): number => source.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('the Python templates', () => {
  it('mrv yields the same events as the built-in mrv on every PE96 puzzle', () => {
    const cases = pe96Within('mrv', Infinity);
    expect(cases).toHaveLength(50);
    for (const c of cases) {
      const { result, firstDifference } = compareRun(pyRun(template('mrv.py'), c.grid), builtInStream(c.grid, 'mrv'));
      expect(firstDifference, c.name).toBe(-1);
      expect(result.status, c.name).toBe('solved');
    }
  });

  it('naive yields the same events as the built-in naive on the PE96 puzzles it solves in under 1e5 events', () => {
    const cases = pe96Within('naive', 100_000);
    expect(cases.length).toBeGreaterThanOrEqual(31);
    for (const c of cases) {
      const { firstDifference } = compareRun(pyRun(template('naive.py'), c.grid), builtInStream(c.grid, 'naive'));
      expect(firstDifference, c.name).toBe(-1);
    }
  });

  it('fc yields the same events as the built-in fc on the PE96 puzzles it solves in under 2e4 events', () => {
    const cases = pe96Within('fc', 20_000);
    expect(cases.length).toBeGreaterThanOrEqual(FC_PE96);
    for (const c of cases) {
      const { result, firstDifference } = compareRun(pyRun(template('fc.py'), c.grid), builtInStream(c.grid, 'fc'));
      expect(firstDifference, c.name).toBe(-1);
      expect(result.status, c.name).toBe('solved');
    }
  });

  it('all three yield the same events as the built-ins on 4×4 boards and the empty 16×16 (256 levels of yield from), and mrv and fc on a cheap 16×16', () => {
    const big = (algo: 'mrv' | 'fc') => sixteen().filter((c) => builtInEvents(c.grid, algo) < 20_000);
    expect(big('mrv').length).toBeGreaterThan(0);
    expect(big('fc').length).toBeGreaterThan(0);
    for (const algo of ['naive', 'mrv', 'fc'] as const) {
      for (const c of [...fourByFour(), emptyBoards()[2], ...(algo === 'naive' ? [] : big(algo))]) {
        const { firstDifference } = compareRun(pyRun(template(`${algo}.py`), c.grid), builtInStream(c.grid, algo));
        expect(firstDifference, `${algo} ${c.name}`).toBe(-1);
      }
    }
  });
});

describe('a Python solver', () => {
  it('stops at a check that wrongly says ok, with the line of the innermost yield (through yield from)', () => {
    const source = naiveWith('if board[r][c] == digit:', 'if False:');
    const result = run(source, gridFromLine('1...........2...'));
    expect(result.status).toBe('illegal');
    expect(result.illegal[0]).toMatchObject({ kind: 'wrong-ok', line: lineOf(source, 'yield check(') });
    expect(result.illegal[0].index).toBeGreaterThan(1); // deeper than the top level: found through gi_yieldfrom
  });

  it('reports a yield of something that is not an event, with its line', () => {
    const source = naiveWith('yield place(row, col, digit)', 'yield (row, col, digit)');
    expect(run(source).illegal[0]).toMatchObject({
      kind: 'not-event',
      line: lineOf(source, 'yield (row, col, digit)'),
      message:
        'the solver yielded tuple, which is not an event: yield check(...), place(...), backtrack(...), select(...), solution() or eliminate(...).',
    });
  });

  it('reports a syntax error with its line', () => {
    const source = naiveWith('row, col = empty', 'row, col = ');
    expect(run(source)).toMatchObject({
      status: 'error',
      yielded: 0,
      error: { kind: 'syntax', line: lineOf(source, 'row, col = '), message: 'SyntaxError: invalid syntax' },
    });
  });

  it('reports an exception with the line that raised it, after the events before it', () => {
    const source = naiveWith('ok = is_valid(board, row, col, digit, box)', 'ok = is_valid(bord, row, col, digit, box)');
    expect(run(source)).toMatchObject({
      status: 'error',
      error: {
        kind: 'exception',
        message: "NameError: name 'bord' is not defined",
        line: lineOf(source, 'is_valid(bord'),
      },
    });
  });

  it('reports endless recursion as an exception with its line', () => {
    expect(run('def f(n):\n    yield from f(n + 1)\n\ndef solve(board, box):\n    yield from f(0)\n').error).toEqual({
      kind: 'exception',
      message: 'RecursionError: maximum recursion depth exceeded',
      line: 2,
    });
  });

  it('explains a missing solve and a solve that is not a generator', () => {
    expect(run('def solver(board, box):\n    yield solution()\n').error).toMatchObject({
      kind: 'setup',
      message: expect.stringContaining('no function solve'),
      setup: 'no-solve',
    });
    expect(run('def solve(board, box):\n    return True\n').error).toMatchObject({
      kind: 'setup',
      message: expect.stringContaining('must be a generator'),
      setup: 'not-generator',
    });
  });

  it('makes the same events and the same explanations as a JavaScript solver making the same calls', () => {
    const calls = [
      'check(0, 0, 2, True)',
      'place(0, 0, 2)',
      'eliminate(1, 0, 2)',
      'check(0, 2, 3, False)',
      'select(0, 2, 1)',
      'place(0, 2, 1)',
      'backtrack(0, 2)',
      'place(4, 0, 1)',
      'place(0, 2, 1.5)',
      'check(0, 3, 1)',
      'select(0, 3, 5)',
      'backtrack(-1, 0)',
      'eliminate(0, 5, 1)',
      'solution()',
    ];
    const python = `def solve(board, box):\n${calls.map((c) => `    yield ${c}\n`).join('')}`;
    const js = `function* solve(board, box) {\n${calls.map((c) => `  yield ${c.replace('True', 'true').replace('False', 'false')};\n`).join('')}}`;
    const packed = (r: Generator<Uint32Array, unknown, void>) => {
      const all: number[] = [];
      const result = drainUserRun(r as never, (b) => all.push(...b));
      return { all, result };
    };
    const p = packed(pyRun(python, FOUR, { goOn: true }));
    const j = packed(jsRun(js, FOUR, { goOn: true }));
    expect(p.all).toEqual(j.all);
    expect(p.all).toHaveLength(7);
    const messages = (r: typeof p) => (r.result as { illegal: { message: string }[] }).illegal.map((f) => f.message);
    expect(messages(p)).toEqual(
      messages(j).map((m) => m.replace('true if d fits, false if not', 'True if d fits, False if not')),
    );
    // The same record of what was wrong, but for the language it names: the page words it from that.
    const bad = (r: typeof p) => (r.result as { illegal: Illegal[] }).illegal.map((f) => f.bad);
    expect(bad(p)).toEqual(bad(j).map((b) => (b ? { ...b, lang: 'py' } : b)));
    expect(bad(p)[2]).toEqual({ call: 'check(0, 3, 1)', problem: 'verdict', shown: '', bound: 0, lang: 'py' });
    expect(messages(p)).toEqual([
      'place(4, 0, 1): the row 4 is not a whole number from 0 to 3.',
      'place(0, 2, 1.5): the digit 1.5 is not a whole number from 1 to 4.',
      'check(0, 3, 1): check needs a fourth argument, its verdict: True if d fits, False if not.',
      'select(0, 3, 5): the candidate count 5 is not a whole number from 0 to 4.',
      'backtrack(-1, 0): the row -1 is not a whole number from 0 to 3.',
      'eliminate(0, 5, 1): the column 5 is not a whole number from 0 to 3.',
      'solution() came with 8 empty cells left, the first at (0, 2).',
    ]);
  });
});

describe('runUserSolverFile with a .py file', () => {
  it('reports an illegal event as FILE:LINE: why, the same as for the JavaScript twin', async () => {
    const result = await runUserSolverFile('test/fixtures/usersolver/forgets_box.py', gridFromLine('1...........2...'));
    expect(userRunProblem('forgets_box.py', result)).toBe(
      'forgets_box.py:8: event 17 is illegal: check(1, 1, 1) said 1 fits, but its box already has 1, at (0, 0).',
    );
  });
});
