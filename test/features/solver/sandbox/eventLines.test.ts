import type { PyodideAPI } from 'pyodide';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Grid } from '../../../../src/core/index.ts';
import { userRun, type UserRunResult } from '../../../../src/features/solver/api/userRun.ts';
import { jsRun } from '../../../../src/features/solver/sandbox/jsRun.ts';
import { pySource } from '../../../../src/features/solver/sandbox/pySource.ts';
import { nodePyodide } from '../../../../src/features/solver/sandbox/runUserSolverFile.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { template } from './sameStream.ts';

/*
 * The line of every event, as the runners record it beside the events (every yield is tagged with its
 * line when the code is compiled): the player highlights it at any position without running anything.
 */
const FOUR = gridFromLine('.3...1433..2...4');
const lineOf = (source: string, text: string): number => source.split('\n').findIndex((l) => l.includes(text)) + 1;

/** Every event's line, in order, with the run's result. */
function linesOf(run: (lineBuffer: Uint16Array) => Generator<Uint32Array, UserRunResult, void>) {
  const lineBuffer = new Uint16Array(8192);
  const gen = run(lineBuffer);
  const lines: number[] = [];
  for (;;) {
    const r = gen.next();
    if (r.done) return { lines, result: r.value };
    lines.push(...lineBuffer.subarray(0, r.value.length));
  }
}

let py: PyodideAPI;
beforeAll(async () => {
  py = await nodePyodide();
}, 120_000);

const jsLines = (source: string, grid: Grid = FOUR) =>
  linesOf((lineBuffer) => jsRun(source, grid, { lineBuffer, batchSize: 8192 }));
const pyLines = (source: string, grid: Grid = FOUR) =>
  linesOf((lineBuffer) => userRun(grid, pySource(py, source, grid), { lineBuffer, batchSize: 8192 }));

describe('the line of every event', () => {
  for (const [name, lines] of [
    ['naive.js', jsLines],
    ['naive.py', pyLines],
  ] as const) {
    it(`${name}: each event carries the line of the yield that made it, through every level of recursion`, () => {
      const source = template(name);
      const { lines: got, result } = lines(source);
      expect(result.status).toBe('solved');
      const check = lineOf(source, 'yield check('),
        place = lineOf(source, 'yield place('),
        backtrack = lineOf(source, 'yield backtrack('),
        solution = lineOf(source, 'yield solution(');
      expect(got).toHaveLength(result.yielded);
      expect(got[0]).toBe(check);
      expect(got.at(-1)).toBe(solution);
      expect(new Set(got)).toEqual(new Set([check, place, backtrack, solution]));
      expect(got.filter((l) => l === backtrack)).toHaveLength(result.counts.backtracks);
    });
  }

  it('JavaScript: a yield spread over lines takes the line of its `yield`; a bare yield and a yield of a list are flagged with theirs', () => {
    const source = [
      'function* solve(board, box) {',
      '  yield check(',
      '    0, 0, 2, true);',
      '  yield [0, 0];',
      '}',
    ].join('\n');
    const { lines, result } = jsLines(source);
    expect(lines).toEqual([2]);
    expect(result.illegal[0]).toMatchObject({ kind: 'not-event', line: 4 });
    const bare = jsLines('function* solve(board, box) {\n  yield;\n}');
    expect(bare.result.illegal[0]).toMatchObject({ kind: 'not-event', line: 2 });
  });

  it('Python: a yield of something no helper made is flagged with its line; a syntax error keeps its own line', () => {
    const { result } = pyLines('def solve(board, box):\n    yield check(0, 0, 2, True)\n    yield (0, 0)\n');
    expect(result.illegal[0]).toMatchObject({ kind: 'not-event', line: 3 });
    const bad = pyLines('def solve(board, box):\n    yield check(0, 0, 2, True)\n    yield 5\n');
    expect(bad.result.illegal[0]).toMatchObject({ kind: 'not-event', line: 3 });
    const syntax = pyLines('def solve(board, box):\n    x = (\n    yield solution()\n');
    expect(syntax.result.error).toMatchObject({ kind: 'syntax' });
    expect(syntax.result.error?.line).toBeGreaterThan(0);
  });
});
