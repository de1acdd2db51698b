import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSolved } from '../../../src/core/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { runCli as runInProcess } from '../../../src/cli/cli.ts';
import { fakeIo, type FakeIoOptions } from '../fakeIo.ts';
import { FIXTURES, lines, runCli } from '../inProcess.ts';

async function runIo(argv: string[], o: FakeIoOptions) {
  const io = fakeIo(o);
  const code = await runInProcess(argv, io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

const fixture = (name: string) => join(FIXTURES, name);
const fixtureLines = (name: string) => lines(readFileSync(fixture(name), 'utf8'));

/** True when `solution` is a solved board that keeps every given of `puzzle`. */
function solves(puzzle: string, solution: string): boolean {
  const p = gridFromLine(puzzle);
  const s = gridFromLine(solution);
  return isSolved(s) && p.cells.every((d, i) => d === 0 || d === s.cells[i]);
}

describe('stepdoku solve', () => {
  it('prints one solution line per Project Euler 96 puzzle, each completing its puzzle', async () => {
    const run = await runCli(['solve', fixture('pe96.txt')]);
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    const out = lines(run.stdout);
    const puzzles = fixtureLines('pe96.txt');
    expect(out).toHaveLength(50);
    expect(out[0]).toBe('483921657967345821251876493548132976729564138136798245372689514814253769695417382');
    out.forEach((solution, i) => expect(solves(puzzles[i], solution), `puzzle ${i + 1}`).toBe(true));
    // Project Euler 96's published answer: the sum of the 3-digit numbers in every solution's top left.
    expect(out.reduce((sum, s) => sum + Number(s.slice(0, 3)), 0)).toBe(24702);
  });

  it("reads Project Euler's original Grid NN file (CRLF) to the same solutions as the one-line file", async () => {
    const [original, oneLine] = await Promise.all([
      runCli(['solve', fixture('p096_sudoku.txt')]),
      runCli(['solve', fixture('pe96.txt')]),
    ]);
    expect(original.code).toBe(0);
    expect(original.stdout).toBe(oneLine.stdout);
  });

  it('finds the same solutions with naive backtracking and MRV', async () => {
    const [naive, mrv] = await Promise.all([
      runCli(['solve', fixture('pe96.txt'), '--algo', 'naive']),
      runCli(['solve', fixture('pe96.txt'), '--algo', 'mrv']),
    ]);
    expect(naive.code).toBe(0);
    expect(lines(naive.stdout)).toHaveLength(50);
    expect(naive.stdout).toBe(mrv.stdout);
  });

  it('writes the solutions to the --out file and nothing to stdout', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'stepdoku-cli-')), 'pe96.res');
    const [toFile, toStdout] = await Promise.all([
      runCli(['solve', fixture('pe96.txt'), '--out', out]),
      runCli(['solve', fixture('pe96.txt')]),
    ]);
    expect(toFile.code).toBe(0);
    expect(toFile.stdout).toBe('');
    expect(readFileSync(out, 'utf8')).toBe(toStdout.stdout);
  });

  it('prints --pretty solutions as grids with box lines, a blank line between puzzles', async () => {
    const run = await runCli(['solve', '-', '--pretty'], {
      input: fixtureLines('pe96.txt').slice(0, 2).join('\n') + '\n',
    });
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    expect(out).toHaveLength(11 + 1 + 11);
    expect(out.slice(0, 4)).toEqual([
      '4 8 3 | 9 2 1 | 6 5 7',
      '9 6 7 | 3 4 5 | 8 2 1',
      '2 5 1 | 8 7 6 | 4 9 3',
      '------+-------+------',
    ]);
    expect(out[11]).toBe('');
    expect(out[12]).toMatch(/^2 4 5 \| 9 8 1 \| 3 7 6$/);
  });

  it('reads puzzles from stdin when FILE is -', async () => {
    const run = await runCli(['solve', '-'], { input: readFileSync(fixture('p096_sudoku.txt'), 'utf8') });
    expect(run.code).toBe(0);
    expect(lines(run.stdout)[0]).toMatch(/^483921657/);
    expect(lines(run.stdout)).toHaveLength(50);
  });

  it('reads other formats and sizes: a 4×4 line, and a 9×9 grid of whitespace-separated numbers', async () => {
    const grid01 = fixtureLines('pe96.txt')[0]
      .match(/.{9}/g)!
      .map((row) => [...row].join(' '))
      .join('\n');
    const [small, numbers] = await Promise.all([
      runCli(['solve', '-'], { input: '1..4..2..1..3..2\n' }),
      runCli(['solve', '-'], { input: grid01 + '\n' }),
    ]);
    expect(small).toMatchObject({ code: 0, stdout: '1234432121433412\n' });
    expect(numbers.code).toBe(0);
    expect(numbers.stdout).toMatch(/^483921657\d{72}\n$/);
  });

  it('marks a puzzle without a solution with "no solution", keeping one line per puzzle', async () => {
    // tdoku's test lines: 1 solution (listed after the count), 0 solutions, 3 solutions.
    const run = await runCli(['solve', fixture('tdoku_counts_3.txt')]);
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    const [first, , third] = fixtureLines('tdoku_counts_3.txt').map((l) => l.split(':'));
    expect(out).toEqual([first[2], 'no solution', expect.stringMatching(/^\d{81}$/)]);
    expect(solves(third[0], out[2])).toBe(true);
  });

  it('with --limit 2 prints every solution found, then a line that closes each puzzle with its count', async () => {
    const run = await runCli(['solve', fixture('tdoku_counts_3.txt'), '--limit', '2']);
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    const puzzle = fixtureLines('tdoku_counts_3.txt')[2].split(':')[0];
    expect(out).toEqual([
      expect.stringMatching(/^\d{81}$/),
      'puzzle 1: 1 solution',
      'puzzle 2: no solution',
      expect.stringMatching(/^\d{81}$/),
      expect.stringMatching(/^\d{81}$/),
      'puzzle 3: 2 solutions (the limit; there may be more)',
    ]);
    const [a, b] = out.slice(3, 5);
    expect(a).not.toBe(b);
    expect(solves(puzzle, a) && solves(puzzle, b)).toBe(true);
  });

  it('with --limit 0 prints every solution of a puzzle that has several', async () => {
    // PE96 Grid 01's solution with its top two rows erased: the columns allow 4 ways to refill them.
    const solution = '483921657967345821251876493548132976729564138136798245372689514814253769695417382';
    const puzzle = '.'.repeat(18) + solution.slice(18);
    const run = await runCli(['solve', '-', '--limit', '0'], { input: puzzle + '\n' });
    expect(run.code).toBe(0);
    const out = lines(run.stdout);
    const solutions = out.slice(0, -1);
    expect(out.at(-1)).toBe('puzzle 1: 4 solutions');
    expect(new Set(solutions).size).toBe(4);
    expect(solutions).toContain(solution);
    solutions.forEach((s) => expect(solves(puzzle, s)).toBe(true));
  });

  it('streams --limit 0 solutions as they are found, so a reader that stops early stops the search', async () => {
    // One given: about 10^21 solutions. The reader takes 1,000 lines, then goes away (EPIPE).
    const run = await runIo(['solve', '-', '--limit', '0'], {
      stdin: '1' + '.'.repeat(80),
      stdoutFails: { after: 82_000, code: 'EPIPE' },
    });
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toHaveLength(1000);
    expect(run.stderr).toBe('');
  });

  it('gives up on a puzzle at the --budget of placements, and goes on with the next', async () => {
    const slow = lines(readFileSync(fixture('famous_hard.txt'), 'utf8'))[0];
    const good = fixtureLines('pe96.txt')[0];
    const run = await runCli(['solve', '-', '--algo', 'naive', '--budget', '1000'], { input: `${slow}\n${good}\n` });
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toEqual(['budget reached', expect.stringMatching(/^483921657/)]);
    const counted = await runCli(['solve', '-', '--algo', 'naive', '--budget', '1000', '--limit', '2'], {
      input: slow,
    });
    expect(counted.stdout).toBe('puzzle 1: budget reached after 0 solutions\n');
  });

  it('reports each bad puzzle as FILE:LINE:COL, still solves the rest, and exits 1', async () => {
    const good = fixtureLines('pe96.txt');
    const input = [good[0], good[1].slice(0, 80) + 'x', '123', good[2]].join('\n') + '\n';
    const run = await runCli(['solve', '-'], { input });
    expect(run.code).toBe(1);
    const errors = lines(run.stderr);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(/^<stdin>:2:81: \S/);
    expect(errors[1]).toMatch(/^<stdin>:3:\d+: \S/);
    const out = lines(run.stdout);
    expect(out).toEqual([
      expect.stringMatching(/^483921657/),
      'parse error',
      'parse error',
      expect.stringMatching(/^\d{81}$/),
    ]);
    expect(solves(good[2], out[3])).toBe(true);
  });

  it('names the file in parse errors', async () => {
    const run = await runCli(['solve', fixture('README.md')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^${fixture('README.md').replaceAll('.', '\\.')}:\\d+:\\d+: `, 'm'));
  });

  it('exits 1 with a message when FILE cannot be read or --out cannot be written', async () => {
    const [missing, unwritable] = await Promise.all([
      runCli(['solve', fixture('no-such-file.txt')]),
      runCli(['solve', fixture('pe96.txt'), '--out', join(FIXTURES, 'no-such-dir', 'x.res')]),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toBe(`stepdoku: cannot read ${fixture('no-such-file.txt')}: no such file or directory\n`);
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toMatch(/^stepdoku: cannot write .*x\.res: no such file or directory\n$/);
  });
});
