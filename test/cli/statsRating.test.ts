import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { STATS_COLUMNS } from '../../src/core/table/statsRows.ts';
import { FIXTURES, lines, ROOT, runCli } from './inProcess.ts';
import { withoutMs } from '../features/lab/withoutMs.ts';

// The counting threads load their own modules: only a rating made on this, the command's, thread fails.
vi.mock('../../src/core/logic/rate.ts', () => ({
  rate: () => {
    throw new Error('rated on the main thread');
  },
}));

const SE_RATED = join(FIXTURES, '..', 'se-ratings.txt');
const NAIVE_JS = join(ROOT, 'src/features/solver/api/templates/naive.js');

describe('stats --rating', () => {
  it("adds Sudoku Explainer's rating, the hardest technique and the steps per technique to every puzzle's rows", async () => {
    const expected = readFileSync(SE_RATED, 'utf8')
      .split('\n')
      .filter(Boolean)
      .slice(0, 6)
      .map((l) => l.split('\t'));
    const run = await runCli(['stats', '-', '--algo', 'naive,mrv', '--budget', '2000', '--rating', '--jobs', '1'], {
      input: expected.map(([p]) => p).join('\n') + '\n',
    });
    const [header, ...body] = lines(run.stdout).map((l) => l.split('\t'));
    expect(header).toEqual([...STATS_COLUMNS, 'se_rating', 'hardest', 'techniques']);
    const rows = body.filter((r) => r[0] !== 'total');
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const [, rating] = expected[Number(row[0]) - 1];
      expect(row.at(-3)).toBe(Number(rating).toFixed(1));
      expect(row.at(-1)).toMatch(/^([a-z-]+:\d+ ?)+$/);
    }
    expect(body.filter((r) => r[0] === 'total').every((r) => r.slice(-3).join('') === '')).toBe(true);
  });
  it('rates in the worker threads, byte for byte as one thread does, in CSV and JSON', async () => {
    // Five of the famous hard puzzles are beyond the rating's techniques: both kinds of row are compared.
    const file = join(FIXTURES, 'famous_hard.txt');
    for (const format of ['csv', 'json'] as const) {
      const stats = (jobs: string) =>
        runCli([
          'stats',
          file,
          '--algo',
          'naive,mrv',
          '--budget',
          '2000',
          '--rating',
          '--format',
          format,
          '--jobs',
          jobs,
        ]);
      const [one, two] = [await stats('1'), await stats('2')];
      expect([one.code, two.code, one.stderr]).toEqual([0, 0, expect.not.stringContaining('main thread')]);
      expect(withoutMs(two.stdout, format)).toBe(withoutMs(one.stdout, format));
      expect(one.stdout).toMatch(/beyond/);
    }
  });

  it(
    "rates beside a solver file in the counting thread too, each puzzle's rows as the built-ins' alone",
    { timeout: 240_000 },
    async () => {
      const input =
        lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'))
          .slice(0, 2)
          .join('\n') + '\n';
      const stats = (algo: string) => runCli(['stats', '-', '--algo', algo, '--rating', '--jobs', '1'], { input });
      const [alone, beside] = [await stats('naive'), await stats(`naive,${NAIVE_JS}`)];
      expect([alone.code, beside.code, beside.stderr]).toEqual([0, 0, expect.not.stringContaining('main thread')]);
      const puzzleRows = (stdout: string, algo: string) =>
        lines(withoutMs(stdout, 'tsv'))
          .map((l) => l.split('\t'))
          .filter((cells) => cells[1] === algo && cells[0] !== 'total');
      expect(puzzleRows(beside.stdout, 'naive')).toEqual(puzzleRows(alone.stdout, 'naive'));
      const ratingOf = (rows: string[][]) => rows.map((cells) => cells.slice(-3));
      expect(ratingOf(puzzleRows(beside.stdout, 'naive.js'))).toEqual(ratingOf(puzzleRows(alone.stdout, 'naive')));
      expect(ratingOf(puzzleRows(alone.stdout, 'naive'))[0]).toEqual(['1.2', 'hidden-single', expect.any(String)]);
    },
  );

  it('leaves the rows as they were without the flag', async () => {
    const run = await runCli(['stats', join(FIXTURES, 'pe96.txt'), '--algo', 'mrv', '--jobs', '1']);
    expect(lines(run.stdout)[0].split('\t')).toEqual([...STATS_COLUMNS]);
  });
});
