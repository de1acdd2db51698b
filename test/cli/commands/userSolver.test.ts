import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, lines, ROOT, runCli } from '../inProcess.ts';

// One file, so that Pyodide loads once: the counting worker that holds it is kept between commands.
const TEMPLATES = join(ROOT, 'src/features/solver/api/templates');
const SOLVERS = join(FIXTURES, 'solvers');
const template = (name: string) => join(TEMPLATES, name);
const solver = (name: string) => join(SOLVERS, name);

// PE96 grids 1, 2, 4 and 5: naive backtracking takes at most a few thousand placements on each.
const PE96 = lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'));
const FOUR = [0, 1, 3, 4].map((i) => PE96[i]).join('\n') + '\n';
const TWO = PE96.slice(0, 2).join('\n') + '\n';
const SAME = ['status', 'solutions', 'checks', 'placements', 'backtracks', 'selects', 'max_depth'];

type Row = Record<string, string>;
function tsvRows(stdout: string): Row[] {
  const [header, ...body] = lines(stdout).map((l) => l.split('\t'));
  return body.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i]])));
}
const pick = (r: Row) => Object.fromEntries(SAME.map((c) => [c, r[c]]));

// Solver files run in a process of their own, which loads Pyodide once for the whole file: on a
// loaded machine that alone can take a minute.
describe('stepdoku stats and solve with your own solver (--algo FILE.py, FILE.js)', { timeout: 240_000 }, () => {
  it('counts each shipped template exactly as its built-in, in both languages, in rows named after the file', async () => {
    const files = ['naive.js', 'naive.py', 'mrv.js', 'mrv.py'];
    const run = await runCli(['stats', '-', '--algo', ['naive', 'mrv', ...files.map(template)].join(',')], {
      input: FOUR,
    });
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout);
    expect(rows).toHaveLength(4 * 6 + 6);
    expect(rows.slice(0, 6).map((r) => r.algo)).toEqual(['naive', 'mrv', ...files]);
    for (const line of ['1', '2', '3', '4', 'total']) {
      const of = (algo: string) => pick(rows.find((r) => r.line === line && r.algo === algo)!);
      expect(of('naive').status).toBe('solved');
      for (const lang of ['js', 'py']) {
        expect(of(`naive.${lang}`), `puzzle ${line}, naive.${lang}`).toEqual(of('naive'));
        expect(of(`mrv.${lang}`), `puzzle ${line}, mrv.${lang}`).toEqual(of('mrv'));
      }
    }
    expect(run.stderr).toMatch(/^4 puzzles: naive [\d,]+ placements, mrv [\d,]+, naive\.js [\d,]+, naive\.py /);
  });

  for (const lang of ['js', 'py'] as const) {
    const files = {
      illegal: solver(`places_on_given.${lang}`),
      exception: solver(`misspells_board.${lang}`),
      syntax: solver(lang === 'js' ? 'missing_brace.js' : 'missing_colon.py'),
    };
    const why = {
      illegal: [
        `${files.illegal}:3: event 1 is illegal: place(0, 2, 1) writes over the given 3 at (0, 2). (puzzle 1)`,
        `${files.illegal}:3: event 1 is illegal: place(0, 2, 1) puts 1 where its column already has 1, at (6, 2). (puzzle 2)`,
      ],
      exception:
        lang === 'js'
          ? `${files.exception}:4: ReferenceError: bord is not defined`
          : `${files.exception}:4: NameError: name 'bord' is not defined`,
      syntax:
        lang === 'js'
          ? `${files.syntax}:3: SyntaxError: Unexpected token`
          : `${files.syntax}:2: SyntaxError: expected ':'`,
    };

    it(`reports a buggy .${lang} solver's illegal move, exception and syntax error as FILE:LINE: why per puzzle, and goes on (exit 1)`, async () => {
      const algos = [files.illegal, files.exception, files.syntax, 'mrv'];
      const run = await runCli(['stats', '-', '--algo', algos.join(',')], { input: TWO });
      expect(run.code).toBe(1);
      const rows = tsvRows(run.stdout);
      expect(rows.map((r) => `${r.line} ${r.algo} ${r.status}`)).toEqual(
        ['1', '2', 'total'].flatMap((line) => [
          `${line} places_on_given.${lang} illegal`,
          `${line} misspells_board.${lang} error`,
          `${line} ${lang === 'js' ? 'missing_brace.js' : 'missing_colon.py'} error`,
          `${line} mrv solved`,
        ]),
      );
      expect(lines(run.stderr).slice(0, -1)).toEqual(
        [1, 2].flatMap((puzzle) => [
          why.illegal[puzzle - 1],
          `${why.exception} (puzzle ${puzzle})`,
          `${why.syntax} (puzzle ${puzzle})`,
        ]),
      );
    });

    it(`solve --algo FILE.${lang} prints the built-in's solutions, and for a buggy solver a line per puzzle and the problem on stderr`, async () => {
      const [mine, builtIn, buggy] = [
        await runCli(['solve', '-', '--algo', template(`mrv.${lang}`)], { input: FOUR }),
        await runCli(['solve', '-'], { input: FOUR }),
        await runCli(['solve', '-', '--algo', files.illegal], { input: TWO }),
      ];
      expect(mine).toEqual(builtIn);
      expect(lines(mine.stdout)).toHaveLength(4);
      expect(buggy).toEqual({
        code: 1,
        stdout: 'illegal event\nillegal event\n',
        stderr: why.illegal.join('\n') + '\n',
      });
    });
  }

  it('says which --algo value is neither a built-in nor a solver file, and which file cannot be read', async () => {
    const [unknown, ruby, missing] = await Promise.all([
      runCli(['stats', '-', '--algo', 'naive,nave'], { input: TWO }),
      runCli(['stats', '-', '--algo', 'naive,./solver.rb'], { input: TWO }),
      runCli(['solve', '-', '--algo', './no_such_solver.py'], { input: TWO }),
    ]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(
      /^stepdoku: --algo expects one of naive, .* or a solver file \(\.py or \.js\), got nave\n/,
    );
    expect(ruby.code).toBe(2);
    expect(ruby.stderr).toMatch(
      /^stepdoku: --algo \.\/solver\.rb: a solver file ends in \.py \(Python\) or \.js \(JavaScript\)\n/,
    );
    expect(missing).toEqual({
      code: 1,
      stdout: '',
      stderr: 'stepdoku: cannot read ./no_such_solver.py: no such file or directory\n',
    });
  });
});
