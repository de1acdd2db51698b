import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli.ts';
import { EXIT_NOT_MET } from '../../src/cli/commands/generate.ts';
import { ALGORITHMS, isSolved } from '../../src/core/index.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { singlesSolve } from '../core/generate/independentChecks.ts';
import { fakeIo } from './fakeIo.ts';
import { lines } from './inProcess.ts';
import { rate } from '../../src/core/logic/rate.ts';

async function generate(...args: string[]) {
  const io = fakeIo();
  const code = await runCli(['generate', ...args], io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text, lines: lines(io.stdout.text) };
}

const unique = (line: string) => ALGORITHMS.mrv.count(gridFromLine(line), { limit: 2 }).counts.solutions === 1;
const givens = (line: string) => [...line].filter((ch) => ch !== '.').length;

describe('stepdoku generate', () => {
  it('prints one 81-character puzzle per line, . for blanks, each with exactly one solution', async () => {
    const run = await generate('--count', '5', '--seed', 'lines');
    expect(run.code).toBe(0);
    expect(run.stderr).toBe('');
    expect(run.lines).toHaveLength(5);
    for (const line of run.lines) {
      expect(line).toMatch(/^[1-9.]{81}$/);
      expect(unique(line)).toBe(true);
    }
  });

  it('prints the same puzzles for the same seed and options, different ones for another seed', async () => {
    const [a, b, c] = await Promise.all([
      generate('--count', '3', '--seed', 's'),
      generate('--count', '3', '--seed', 's'),
      generate('--count', '3', '--seed', 't'),
    ]);
    expect(a.stdout).toBe(b.stdout);
    expect(a.stdout).not.toBe(c.stdout);
  });

  it('makes puzzle k the same whatever --count is', async () => {
    const [two, four] = await Promise.all([
      generate('--count', '2', '--seed', 'k'),
      generate('--count', '4', '--seed', 'k'),
    ]);
    expect(four.lines.slice(0, 2)).toEqual(two.lines);
  });

  it('without --seed, names the random seed on stderr, and that seed gives the same puzzles again', async () => {
    const first = await generate('--count', '2');
    const seed = /--seed (\S+)/.exec(first.stderr)?.[1];
    expect(seed).toBeDefined();
    expect((await generate('--count', '2', '--seed', seed!)).stdout).toBe(first.stdout);
  });

  it('follows each puzzle with a TAB and its solution with --with-solution', async () => {
    const run = await generate('--count', '3', '--seed', 'sol', '--with-solution');
    for (const line of run.lines) {
      const [puzzle, solution] = line.split('\t');
      const p = gridFromLine(puzzle),
        s = gridFromLine(solution);
      expect(isSolved(s)).toBe(true);
      expect(p.cells.every((d, i) => d === 0 || d === s.cells[i])).toBe(true);
    }
  });

  it('keeps the givens in the --givens range and symmetric with --symmetry rotational', async () => {
    const run = await generate('--count', '4', '--seed', 'sym', '--givens', '24-30', '--symmetry', 'rotational');
    expect(run.code).toBe(0);
    for (const line of run.lines) {
      expect(givens(line)).toBeGreaterThanOrEqual(24);
      expect(givens(line)).toBeLessThanOrEqual(30);
      for (let c = 0; c < 81; c++) expect(line[c] === '.').toBe(line[80 - c] === '.');
      expect(unique(line)).toBe(true);
    }
  });

  it('makes 4×4 and 16×16 puzzles with --size', async () => {
    const [small, big] = await Promise.all([
      generate('--size', '4', '--count', '3', '--seed', 'z'),
      generate('--size', '16', '--seed', 'z', '--givens', '150-160'),
    ]);
    for (const line of small.lines) expect(line).toMatch(/^[1-4.]{16}$/);
    expect(big.lines).toHaveLength(1);
    expect(big.lines[0]).toMatch(/^[1-9A-G.]{256}$/);
    expect(unique(big.lines[0])).toBe(true);
  });

  it('makes --grade easy puzzles that naked singles alone solve', async () => {
    const run = await generate('--grade', 'easy', '--count', '3', '--seed', 'easy');
    for (const line of run.lines) expect(singlesSolve(gridFromLine(line), false)).toBe(true);
  });

  it("makes --needs and --rating puzzles on Sudoku Explainer's scale", async () => {
    const needs = await generate('--needs', 'pointing', '--count', '2', '--seed', 'needs', '--time-limit', '300');
    expect(needs.lines).toHaveLength(2);
    for (const line of needs.lines)
      expect(rate(gridFromLine(line))).toMatchObject({ status: 'rated', hardest: 'pointing' });
    const rated = await generate('--rating', '2.6-4.4', '--seed', 'rating', '--time-limit', '300');
    const { rating } = rate(gridFromLine(rated.lines[0]));
    expect(rating).toBeGreaterThanOrEqual(2.6);
    expect(rating).toBeLessThanOrEqual(4.4);
  });

  it('names the human-scale request, its technique by name and its scale, when nothing fits in time', async () => {
    const run = await generate('--needs', 'jellyfish', '--rating', '5.2', '--seed', 'x', '--time-limit', '1');
    expect(run.code).toBe(EXIT_NOT_MET);
    expect(run.stderr).toMatch(
      /\(\d+ tried; 9×9, hardest technique: Jellyfish, human difficulty \(SE rating\): 5\.2–5\.2\)/,
    );
    // A direct hidden triple rates 2.5, so no puzzle can also rate 1.0: the run always fails.
    const direct = await generate(
      '--needs',
      'direct-hidden-triple',
      '--rating',
      '1',
      '--seed',
      'x',
      '--time-limit',
      '1',
    );
    expect(direct.stderr).toMatch(/hardest technique: Direct hidden triple, /);
  });

  it.each([
    [['--size', '5'], /--size expects one of 4, 9, 16, got 5/],
    [['--givens', '30-24'], /--givens expects MIN ≤ MAX, got 30-24/],
    [['--givens', 'many'], /--givens expects MIN-MAX or a number/],
    [['--grade', 'fiendish'], /--grade expects one of easy, medium, hard, expert/],
    [['--count', '0'], /--count expects a whole number ≥ 1/],
    [['--symmetry', 'diagonal'], /--symmetry expects one of none, rotational, mirror/],
    [['--needs', 'fiendish'], /--needs expects one of full-house, hidden-single, .*xy-chain/],
    [['--rating', '5.0-4.0'], /--rating expects MIN ≤ MAX, got 5.0-4.0/],
    [['--rating', 'hard'], /--rating expects MIN-MAX or a number, e.g. 4.0-5.0/],
  ])('exits 2 with usage for %j', async (args, message) => {
    const run = await generate(...args);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(message);
    expect(run.stdout).toBe('');
  });

  it(`exits ${EXIT_NOT_MET} at once for 12 givens on 9×9, saying why`, async () => {
    const run = await generate('--givens', '12', '--seed', 'x');
    expect(run.code).toBe(EXIT_NOT_MET);
    expect(run.stderr).toMatch(
      /cannot generate puzzle 1: no 9×9 puzzle with fewer than 17 givens has a unique solution/,
    );
  });

  it(`exits ${EXIT_NOT_MET} when no puzzle is found within --time-limit, saying how many attempts it made`, async () => {
    const run = await generate('--givens', '18', '--seed', 'x', '--time-limit', '1');
    expect(run.code).toBe(EXIT_NOT_MET);
    expect(run.stderr).toMatch(
      /^stepdoku: cannot generate puzzle 1: nothing fit in 1\.\d s \(\d+ tried; 9×9, 18 givens\); a wider --givens range/,
    );
  });

  it.each([
    [['--size', '4', '--grade', 'hard'], /every 4×4 puzzle with one solution is solved by naked singles alone/],
    [['--size', '4', '--grade', 'medium'], /all are easy; asked for Medium/],
    [['--size', '4', '--givens', '16', '--minimal'], /no minimal 4×4 puzzle has more than 6 givens/],
    [['--givens', '80-81', '--minimal'], /no minimal 9×9 puzzle has more than 78 givens/],
  ])(`exits ${EXIT_NOT_MET} at once for %j, a request no puzzle meets, saying why`, async (args, why) => {
    const run = await generate(...args, '--seed', 'x');
    expect(run.code).toBe(EXIT_NOT_MET);
    expect(run.stderr).toMatch(why);
    expect(run.stderr).not.toMatch(/may help/);
  });

  it('makes --method transform puzzles of the --grade and --givens asked, the same for the same seed', async () => {
    const args = [
      '--method',
      'transform',
      '--grade',
      'hard',
      '--givens',
      '24-26',
      '--count',
      '4',
      '--seed',
      'tr',
      '--with-solution',
    ];
    const [a, b] = await Promise.all([generate(...args), generate(...args)]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
    expect(a.lines).toHaveLength(4);
    for (const line of a.lines) {
      const [puzzle, solution] = line.split('\t');
      expect(unique(puzzle)).toBe(true);
      expect(givens(puzzle)).toBeGreaterThanOrEqual(24);
      expect(givens(puzzle)).toBeLessThanOrEqual(26);
      expect(singlesSolve(gridFromLine(puzzle), true)).toBe(false);
      expect(isSolved(gridFromLine(solution))).toBe(true);
    }
  });

  it(`exits ${EXIT_NOT_MET} at once when no stored puzzle fits --method transform's request, saying to dig instead`, async () => {
    const run = await generate('--method', 'transform', '--grade', 'easy', '--givens', '34-40', '--seed', 'x');
    expect(run.code).toBe(EXIT_NOT_MET);
    expect(run.stderr).toMatch(
      /cannot generate puzzle 1: no stored puzzle is 9×9, 34–40 givens, grade: Easy .*; use digging \(--method dig\)$/m,
    );
  });
});
