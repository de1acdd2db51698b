import { describe, expect, it } from 'vitest';
import { drainUserRun, type UserRunOptions } from '../../../../src/features/solver/api/userRun.ts';
import { jsRun } from '../../../../src/features/solver/sandbox/jsRun.ts';
import { gridFromLine } from '../../../helpers/gridText.ts';
import { builtInStream, compareRun, template } from './sameStream.ts';

// .3.. / .143 / 3..2 / ...4 : a 4×4 board whose naive run backtracks three times.
const FOUR = gridFromLine('.3...1433..2...4');
const run = (source: string, options?: UserRunOptions, grid = FOUR) => drainUserRun(jsRun(source, grid, options));

/** The naive template with one line replaced: the way a learner's bug looks. */
const naiveWith = (from: string, to: string): string => {
  const source = template('naive.js');
  expect(source).toContain(from);
  return source.replace(from, to);
};
const lineOf = (source: string, text: string): number => source.split('\n').findIndex((l) => l.includes(text)) + 1;

describe('a JavaScript solver', () => {
  it('may recurse with yield*: every level yields through to the tool', () => {
    const source = `
function* visit(board, r, c, box) {
  if (r === board.length) { yield solution(); return true; }
  const [nr, nc] = c + 1 === board.length ? [r + 1, 0] : [r, c + 1];
  if (board[r][c] !== 0) return yield* visit(board, nr, nc, box);
  for (let d = 1; d <= board.length; d++) {
    const ok = !board[r].includes(d) && !board.some((row) => row[c] === d) &&
      !board.some((row, i) => Math.floor(i / box) === Math.floor(r / box) &&
        row.some((v, j) => v === d && Math.floor(j / box) === Math.floor(c / box)));
    yield check(r, c, d, ok);
    if (!ok) continue;
    board[r][c] = d; yield place(r, c, d);
    if (yield* visit(board, nr, nc, box)) return true;
    board[r][c] = 0; yield backtrack(r, c);
  }
  return false;
}
function* solve(board, box) { return yield* visit(board, 0, 0, box); }`;
    const { result, firstDifference } = compareRun(jsRun(source, FOUR), builtInStream(FOUR, 'naive'));
    expect(firstDifference).toBe(-1);
    expect(result).toMatchObject({ status: 'solved', counts: { placements: 12, backtracks: 3 } });
  });

  it('stops at a check that wrongly says ok, naming the line that yielded it', () => {
    // Forgetting the box: the bug of the first tutorial attempt.
    const source = naiveWith('if (board[r][c] === digit) return false;', 'if (false) return false;');
    const result = run(source);
    expect(result.status).toBe('illegal');
    expect(result.illegal).toEqual([
      {
        index: 0,
        kind: 'wrong-ok',
        cell: 0,
        line: lineOf(source, 'yield check('),
        message: 'check(0, 0, 1) said 1 fits, but its box already has 1, at (1, 1).',
        // What the page words it from: the cell (0, 0), the digit, the peer (1, 1) holding it, in the box.
        facts: { r: 0, c: 0, d: 1, x: 0, pr: 1, pc: 1, u: 2, k: 0, word: 0 },
      },
    ]);
  });

  it('catches a solver that forgets to clear its board at its next check, which then says fail wrongly', () => {
    const source = naiveWith('      board[row][col] = 0;\n', '');
    expect(run(source).illegal[0]).toMatchObject({ kind: 'wrong-fail', line: lineOf(source, 'yield check(') });
  });

  it('stops at a backtrack of a cell already erased, with the line of that backtrack', () => {
    const source = naiveWith(
      'yield backtrack(row, col);',
      'yield backtrack(row, col);\n      yield backtrack(row, col);',
    );
    const result = run(source);
    expect(result.status).toBe('illegal');
    expect(result.illegal[0]).toMatchObject({
      kind: 'backtrack-empty',
      line: lineOf(source, 'yield backtrack(') + 1,
      message: 'backtrack(0, 2) erases an empty cell: nothing is placed at (0, 2).',
    });
  });

  it('with goOn, flags every illegal event and runs to the end', () => {
    const source = naiveWith(
      'yield place(row, col, digit);',
      'yield place(row, col, digit); yield place(row, col, digit);',
    );
    const result = run(source, { goOn: true });
    expect(result.status).toBe('solved');
    expect(result.illegal.length).toBe(result.counts.placements);
    expect(result.illegal[0]).toMatchObject({ kind: 'place-filled', line: lineOf(source, 'yield place(') });
  });

  it('reports a call with bad arguments in one sentence', () => {
    const result = run(naiveWith('yield place(row, col, digit);', 'yield place(row, col + 4, digit);'));
    expect(result.illegal[0]).toMatchObject({
      kind: 'bad-call',
      message: 'place(0, 4, 2): the column 4 is not a whole number from 0 to 3.',
    });
  });

  it('reports a yield of something that is not an event', () => {
    const result = run(naiveWith('yield place(row, col, digit);', 'yield [row, col, digit];'));
    expect(result.illegal[0].kind).toBe('not-event');
    expect(result.illegal[0].message).toBe(
      'the solver yielded object, which is not an event: yield check(…), place(…), backtrack(…), select(…), solution() or eliminate(…).',
    );
  });

  it('reports a syntax error with its line, before running anything', () => {
    const source = naiveWith('const [row, col] = empty;', 'const [row, col] = ;');
    expect(run(source)).toMatchObject({
      status: 'error',
      yielded: 0,
      error: { kind: 'syntax', line: lineOf(source, 'const [row, col] = ;'), message: 'SyntaxError: Unexpected token' },
    });
  });

  it('reports an exception with the line that raised it, after the events before it', () => {
    const source = naiveWith(
      'const ok = isValid(board, row, col, digit, box);',
      'const ok = isValid(bord, row, col, digit, box);',
    );
    const result = run(source);
    expect(result).toMatchObject({
      status: 'error',
      error: {
        kind: 'exception',
        message: 'ReferenceError: bord is not defined',
        line: lineOf(source, 'isValid(bord'),
      },
    });
  });

  it('reports endless recursion as an exception with its line', () => {
    expect(run('function* f(n) { yield* f(n + 1); }\nfunction* solve() { yield* f(0); }').error).toEqual({
      kind: 'exception',
      message: 'RangeError: Maximum call stack size exceeded',
      line: 1,
    });
  });

  it('explains a missing solve and a solve that is not a generator', () => {
    expect(run('function* solver(board) {}').error).toMatchObject({
      kind: 'setup',
      message: expect.stringContaining('no function solve'),
      setup: 'no-solve',
    });
    expect(run('function solve(board) {}').error).toMatchObject({
      kind: 'setup',
      message: expect.stringContaining('function*'),
      setup: 'not-generator',
    });
  });

  it('does not see the page: fetch, document and self are undefined inside', () => {
    const result = run('function* solve() { yield typeof fetch + typeof document + typeof self; }');
    expect(result.illegal[0].message).toContain('yielded string');
    const threw = run('function* solve() { fetch("/"); yield solution(); }');
    expect(threw.error).toMatchObject({ kind: 'exception', line: 1, message: expect.stringContaining('TypeError') });
  });

  it('ends with status budget after exactly the event budget', () => {
    const result = run(template('naive.js'), { budget: 10, batchSize: 4 });
    expect(result).toMatchObject({ status: 'budget', yielded: 10 });
  });

  it('ends with status cancelled when asked between batches', () => {
    let batches = 0;
    const result = drainUserRun(
      jsRun(template('naive.js'), FOUR, { batchSize: 4, shouldCancel: () => batches >= 2 }),
      () => batches++,
    );
    expect(result).toMatchObject({ status: 'cancelled', yielded: 8 });
  });

  it('under a solution limit, stops a solver that searches on exactly where the built-in stops', () => {
    const all = naiveWith('yield solution();\n    return true;', 'yield solution();\n    return false;');
    const empty = gridFromLine('................');
    for (const limit of [1, 2]) {
      const { result, firstDifference } = compareRun(
        jsRun(all, empty, { limit }),
        builtInStream(empty, 'naive', limit),
      );
      expect(firstDifference).toBe(-1);
      expect(result.status).toBe(limit === 1 ? 'solved' : 'limit');
    }
    expect(run(all, {}, empty)).toMatchObject({ status: 'solved', counts: { solutions: 288 } });
  });

  it('runs nothing on clashing givens and reports no solution, as the built-in solvers do', () => {
    expect(run(template('naive.js'), {}, gridFromLine('11..............'))).toMatchObject({
      status: 'no-solution',
      yielded: 0,
    });
  });
});
