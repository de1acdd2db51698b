import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATS_COLUMNS } from '../../src/core/table/statsRows.ts';
import { buildCli, FIXTURES, lines, spawnCli } from './spawnCli.ts';

// A learner's solver file runs in a process of its own: what it prints goes to stderr after its
// name, and whatever it does to that process ends at most its own puzzle.
const SOLVERS = join(FIXTURES, 'solvers');
const PE96 = lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'));
const puzzles = (n: number) => PE96.slice(0, n).join('\n') + '\n';

beforeAll(buildCli);

/** The TSV's rows as [line, algo, status]; every stdout line must be a whole row of the table. */
function rows(stdout: string): string[][] {
  return lines(stdout)
    .slice(1)
    .map((l) => {
      const cells = l.split('\t');
      expect(cells, l).toHaveLength(STATS_COLUMNS.length);
      return cells.slice(0, 3);
    });
}

describe.concurrent('a solver file in its own process', () => {
  it("sends what a JavaScript solver prints to stderr after the file's name, never into the table", async () => {
    const solver = join(SOLVERS, 'prints_to_stdout.js');
    const run = await spawnCli(['stats', '-', '--algo', solver], { input: puzzles(2) });
    expect(run.code).toBe(0);
    expect(lines(run.stdout)[0]).toBe(STATS_COLUMNS.join('\t'));
    expect(rows(run.stdout).map((r) => r[2])).toEqual(['solved', 'solved', 'solved']);
    const said = lines(run.stderr).filter((l) => l.startsWith('prints_to_stdout.js: '));
    expect(new Set(said)).toEqual(
      new Set([
        'prints_to_stdout.js: debug line from console.log',
        'prints_to_stdout.js: debug line from process.stdout',
      ]),
    );
  });

  it("runs a Python solver's print() and a shell it starts, their lines on stderr after the file's name", async () => {
    const run = await spawnCli(['solve', '-', '--algo', join(SOLVERS, 'prints.py')], { input: '.3...1433..2...4\n' });
    expect(run.stdout).toBe('no solution\n');
    expect(run.code).toBe(0);
    expect(lines(run.stderr)).toEqual(['prints.py: debug line from print', 'prints.py: debug line from a shell']);
  });

  it('ends only the puzzle whose run ended the process, with a one-line reason, and prints every row and the totals', async () => {
    const run = await spawnCli(['stats', '-', '--algo', `naive,${join(SOLVERS, 'exits.js')}`], { input: puzzles(3) });
    expect(run.code).toBe(1);
    expect(rows(run.stdout)).toEqual([
      ['1', 'naive', 'solved'],
      ['1', 'exits.js', 'error'],
      ['2', 'naive', 'solved'],
      ['2', 'exits.js', 'error'],
      ['3', 'naive', 'solved'],
      ['3', 'exits.js', 'error'],
      ['total', 'naive', 'solved'],
      ['total', 'exits.js', 'error'],
    ]);
    const path = join(SOLVERS, 'exits.js');
    expect(lines(run.stderr).slice(0, 3)).toEqual(
      [1, 2, 3].map((k) => `${path}: the solver ended its process (exit code 0) (puzzle ${k})`),
    );
  });

  it('reports a rejection the solver left unhandled as its puzzle’s error, in solve and stats', async () => {
    const path = join(SOLVERS, 'leaves_rejection.js');
    const stats = await spawnCli(['stats', '-', '--algo', path], { input: puzzles(2) });
    expect(rows(stats.stdout).map((r) => r[2])).toEqual(['error', 'error', 'error']);
    expect(lines(stats.stderr)[0]).toBe(`${path}: unhandled promise rejection: Error: nobody awaits me (puzzle 1)`);
    const solve = await spawnCli(['solve', '-', '--algo', path], { input: puzzles(2) });
    expect(lines(solve.stdout)).toEqual(['solver error', 'solver error']);
    expect(solve.code).toBe(1);
  });

  it('ends a process that stops answering, a loop that never yields or a busy timer a run left behind, as that puzzle’s error', async () => {
    const env = { STEPDOKU_SOLVER_SILENCE_MS: '6000' };
    const timer = join(SOLVERS, 'leaves_busy_timer.js');
    const left = await spawnCli(['stats', '-', '--algo', timer], { input: puzzles(3), env });
    expect(rows(left.stdout)).toEqual([
      ['1', 'leaves_busy_timer.js', 'no-solution'],
      ['2', 'leaves_busy_timer.js', 'error'],
      ['3', 'leaves_busy_timer.js', 'no-solution'],
      ['total', 'leaves_busy_timer.js', 'mixed'],
    ]);
    expect(lines(left.stderr)[0]).toBe(
      `${timer}: the solver's process did not take this puzzle for 6 s (a timer the last run left behind still runs?), so it was ended (puzzle 2)`,
    );
    const loop = join(SOLVERS, 'never_yields.js');
    const looped = await spawnCli(['stats', '-', '--algo', `${loop},mrv`], { input: puzzles(1), env });
    expect(rows(looped.stdout).slice(0, 2)).toEqual([
      ['1', 'never_yields.js', 'error'],
      ['1', 'mrv', 'solved'],
    ]);
    expect(lines(looped.stderr)[0]).toBe(
      `${loop}: the solver gave no sign of life for 6 s (a loop that never yields?), so its process was ended (puzzle 1)`,
    );
  });

  it('ends a run that fills its heap as that puzzle’s error, and goes on with the other algorithms', async () => {
    const path = join(SOLVERS, 'fills_memory.js');
    const run = await spawnCli(['stats', '-', '--algo', `${path},mrv`], { input: puzzles(1) });
    expect(run.code).toBe(1);
    expect(rows(run.stdout)).toEqual([
      ['1', 'fills_memory.js', 'error'],
      ['1', 'mrv', 'solved'],
      ['total', 'fills_memory.js', 'error'],
      ['total', 'mrv', 'solved'],
    ]);
    expect(lines(run.stderr)[0]).toBe(
      `${path}: the solver ran out of memory (its heap is capped at 1024 MB) (puzzle 1)`,
    );
  });
});

describe('the help of the commands that run solver files', () => {
  it('says a solver file runs with the user’s rights, outside any sandbox', async () => {
    for (const command of ['solve', 'stats']) {
      const run = await spawnCli([command, '--help']);
      expect(run.stdout.replaceAll('\n', ' '), command).toContain(
        'A solver file is a program run with your rights, as `node FILE` or `python FILE` would run it, not in the sandbox of the browser',
      );
    }
  });
});
