import type { PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RawSource, SolverError } from '../../../../src/features/solver/api/userRun.ts';
import { compileJs, type JsSolverFactory } from '../../../../src/features/solver/sandbox/compileJs.ts';
import { jsSource } from '../../../../src/features/solver/sandbox/jsSource.ts';
import { pySource } from '../../../../src/features/solver/sandbox/pySource.ts';
import { nodePyodide } from '../../../../src/features/solver/sandbox/runUserSolverFile.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';

/*
 * `yield*` and `yield from` are compiled into hand-offs to the runner's own stack of generators
 * (trampoline.ts, pyHarness.ts), so that an event costs one resume at any depth. These tests hold the
 * rewrite to the languages' own semantics, in both languages, on the raw words and lines a solver
 * yields (before the checker: some of these events would be illegal on a real board).
 */
const EMPTY = gridFromLine('................');

let py: PyodideAPI;
beforeAll(async () => {
  py = await nodePyodide();
}, 120_000);

interface Drained {
  /** Each event as `check(r, c, d)`, the only helper these solvers call (with ok = true). */
  events: string[];
  lines: number[];
  error: SolverError | null;
}

function drain(start: () => RawSource): Drained {
  const source = start();
  const out = new Uint32Array(64),
    lineBuf = new Uint16Array(64);
  const events: string[] = [],
    lines: number[] = [];
  try {
    for (;;) {
      const n = source.fill(out, out.length, lineBuf);
      for (let i = 0; i < n; i++) {
        const w = out[i];
        const cell = (w >> 3) & 0xff;
        events.push(`check(${cell >> 2}, ${cell & 3}, ${((w >> 11) & 0xf) + 1})`);
        lines.push(lineBuf[i]);
      }
      if (source.done || source.error || n === 0) return { events, lines, error: source.error };
    }
  } finally {
    source.close();
  }
}

const js = (code: string): Drained => drain(jsSource(compileJs(code) as JsSolverFactory, EMPTY));
const python = (code: string): Drained => drain(pySource(py, code, EMPTY));
const lineOf = (source: string, text: string): number => source.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('yield* in JavaScript and yield from in Python, run on the runner’s stack', () => {
  it('give the child’s return value to the parent, at every level', () => {
    const jsCode = [
      'function* leaf(d) { yield check(0, 0, d, true); return d + 1; }',
      'function* mid(d) { const a = yield* leaf(d); const b = yield* leaf(a); return b; }',
      'function* solve(board, box) { const r = yield* mid(1); yield check(0, 1, r, true); }',
    ].join('\n');
    const pyCode = [
      'def leaf(d):',
      '    yield check(0, 0, d, True)',
      '    return d + 1',
      'def mid(d):',
      '    a = yield from leaf(d)',
      '    return (yield from leaf(a))',
      'def solve(board, box):',
      '    r = yield from mid(1)',
      '    yield check(0, 1, r, True)',
    ].join('\n');
    const expected = ['check(0, 0, 1)', 'check(0, 0, 2)', 'check(0, 1, 3)'];
    for (const run of [js(jsCode), python(pyCode)]) {
      expect(run.error).toBeNull();
      expect(run.events).toEqual(expected);
    }
    expect(js(jsCode).lines).toEqual([1, 1, 3]);
    expect(python(pyCode).lines).toEqual([2, 2, 9]);
  });

  it('raise a child’s exception at the yield* / yield from, where a try catches it, and end the run with the child’s line when nothing does', () => {
    const jsCode = [
      'function* bad() { yield check(0, 0, 1, true); throw new Error("no"); }',
      'function* mid() { try { yield* bad(); } finally { yield check(0, 0, 3, true); } }',
      'function* solve() {',
      '  try { yield* bad(); } catch (e) { yield check(0, 0, e.message === "no" ? 2 : 9, true); }',
      '  yield* mid();',
      '}',
    ].join('\n');
    const pyCode = [
      'def bad():',
      '    yield check(0, 0, 1, True)',
      '    raise ValueError("no")',
      'def mid():',
      '    try:',
      '        yield from bad()',
      '    finally:',
      '        yield check(0, 0, 3, True)',
      'def solve(board, box):',
      '    try:',
      '        yield from bad()',
      '    except ValueError as e:',
      '        yield check(0, 0, 2 if str(e) == "no" else 9, True)',
      '    yield from mid()',
    ].join('\n');
    const expected = ['check(0, 0, 1)', 'check(0, 0, 2)', 'check(0, 0, 1)', 'check(0, 0, 3)'];
    expect(js(jsCode)).toMatchObject({
      events: expected,
      error: { kind: 'exception', message: 'Error: no', line: 1 },
    });
    expect(python(pyCode)).toMatchObject({
      events: expected,
      error: { kind: 'exception', message: 'ValueError: no', line: 3 },
    });
  });

  it('recurse 50,000 levels deep, past the depth at which the languages’ own nested generators fail', () => {
    const depth = 50_000;
    const jsDown = (call: string) =>
      `function* down(n) { if (n === 0) { yield ${call}; return 0; } const r = yield* down(n - 1); return r + 1; }`;
    // The same recursion natively: the engine's stack gives out long before.
    const native = new Function(`${jsDown('1')}\nreturn down;`)() as (n: number) => Generator<number, number>;
    expect(() => [...native(depth)]).toThrow(RangeError);
    const jsCode = `${jsDown('check(0, 0, 1, true)')}\nfunction* solve() { const r = yield* down(${depth}); yield check(0, 1, r % 3 + 2, true); }`;
    expect(js(jsCode)).toMatchObject({ events: ['check(0, 0, 1)', `check(0, 1, ${(depth % 3) + 2})`], error: null });

    const pyDown = (call: string) =>
      `def down(n):\n    if n == 0:\n        yield ${call}\n        return 0\n    r = yield from down(n - 1)\n    return r + 1\n`;
    expect(() => py.runPython(`${pyDown('1')}\nfor _ in down(${depth}): pass\n`, { globals: py.toPy({}) })).toThrow(
      /RecursionError/,
    );
    const pyCode = `${pyDown('check(0, 0, 1, True)')}\ndef solve(board, box):\n    r = yield from down(${depth})\n    yield check(0, 1, r % 3 + 2, True)\n`;
    expect(python(pyCode)).toMatchObject({
      events: ['check(0, 0, 1)', `check(0, 1, ${(depth % 3) + 2})`],
      error: null,
    });
  });

  it('yield the items of an array, a tuple, a set or a generator expression, each with the line of its yield* / yield from', () => {
    const jsCode = [
      'function* solve() {',
      '  yield* [check(0, 0, 1, true), check(0, 0, 2, true)];',
      '  const r = yield* new Set([check(0, 0, 3, true)]);',
      '  yield check(0, 0, r === undefined ? 4 : 9, true);',
      '}',
    ].join('\n');
    const pyCode = [
      'def solve(board, box):',
      '    yield from [check(0, 0, 1, True), check(0, 0, 2, True)]',
      '    r = yield from (check(0, 0, 3, True),)',
      '    yield check(0, 0, 4 if r is None else 9, True)',
      '    yield from (check(0, 0, d, True) for d in (1, 2))',
    ].join('\n');
    const expected = ['check(0, 0, 1)', 'check(0, 0, 2)', 'check(0, 0, 3)', 'check(0, 0, 4)'];
    expect(js(jsCode)).toMatchObject({ events: expected, lines: [2, 2, 3, 4], error: null });
    expect(python(pyCode)).toMatchObject({
      events: [...expected, 'check(0, 0, 1)', 'check(0, 0, 2)'],
      lines: [2, 2, 3, 4, 5, 5],
      error: null,
    });
  });

  it('keep their own semantics in a generator the learner’s code drives itself (a loop, a spread, list())', () => {
    const jsCode = [
      'function* leaf() { yield check(0, 0, 1, true); return 2; }',
      'function* inner() { const r = yield* leaf(); yield check(0, 0, r, true); }',
      'function* solve() {',
      '  let seen = 0;',
      '  for (const e of inner()) { seen++; yield e; }',
      '  const all = [...inner()];',
      '  yield check(0, 0, seen + all.length, true);',
      '}',
    ].join('\n');
    const pyCode = [
      'def leaf():',
      '    yield check(0, 0, 1, True)',
      '    return 2',
      'def inner():',
      '    r = yield from leaf()',
      '    yield check(0, 0, r, True)',
      'def solve(board, box):',
      '    seen = 0',
      '    for e in inner():',
      '        seen += 1',
      '        yield e',
      '    yield check(0, 0, seen + len(list(inner())), True)',
    ].join('\n');
    const expected = ['check(0, 0, 1)', 'check(0, 0, 2)', 'check(0, 0, 4)'];
    expect(js(jsCode)).toMatchObject({ events: expected, error: null });
    expect(python(pyCode)).toMatchObject({ events: expected, error: null });
  });

  it('report a yield* / yield from of something that is not iterable at its line', () => {
    const jsCode = 'function* solve() {\n  yield check(0, 0, 1, true);\n  yield* 5;\n}';
    const pyCode = 'def solve(board, box):\n    yield check(0, 0, 1, True)\n    yield from 5\n';
    expect(js(jsCode)).toMatchObject({
      events: ['check(0, 0, 1)'],
      error: { kind: 'exception', message: expect.stringMatching(/^TypeError: .*not iterable/), line: 3 },
    });
    expect(python(pyCode)).toMatchObject({
      events: ['check(0, 0, 1)'],
      error: { kind: 'exception', message: "TypeError: 'int' object is not iterable", line: lineOf(pyCode, '5') },
    });
  });
});
