import { failureText } from '../../../src/cli/failureText.ts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHM_IDS, isLocalSearch } from '../../../src/core/index.ts';
import { runCountTask } from '../../../src/workers/countHost.ts';
import { exportTable } from '../../../src/features/lab/labExport.ts';
import { LabResults } from '../../../src/features/lab/labResults.ts';
import { loadedFromText } from '../../../src/features/lab/puzzleSource.ts';
import { runFromLabel } from '../../../src/features/lab/runSpec.ts';
import { FIXTURES, runCli } from '../../cli/inProcess.ts';
import { withoutMs } from './withoutMs.ts';

/** The lab's table for `text`, filled as the pool would fill it (here in one thread, in reverse order). */
function labTable(
  text: string,
  runs: string[],
  limit: number,
  budget = Infinity,
  keep = (_i: number) => true,
  rate = false,
) {
  const set = loadedFromText(text);
  const results = new LabResults(runs, set.lines, rate);
  for (let i = set.count - 1; i >= 0; i--) {
    if (!keep(i)) continue;
    const reply = runCountTask({ source: set.source(i), runs: runs.map((r) => runFromLabel(r)!), limit, budget, rate });
    if (!reply.ok) throw new Error(failureText(reply.failure));
    results.set(i, reply.outcomes, undefined, reply.rating);
  }
  return results;
}

describe("the lab's export", () => {
  const pe96 = readFileSync(`${FIXTURES}pe96.txt`, 'utf8');

  it('is byte-identical to `stepdoku stats` but for ms, for every algorithm, in TSV, CSV and JSON', async () => {
    // Local search finds one solution or gives up, so it is compared at limit 1, the others at 2.
    const tables = [
      { algos: ALGORITHM_IDS.filter((a) => !isLocalSearch(a)), limit: 2, budget: 100_000 },
      { algos: ALGORITHM_IDS.filter((a) => isLocalSearch(a)), limit: 1, budget: 2_000 },
    ];
    expect(tables[1].algos.length).toBeGreaterThan(0);
    for (const { algos, limit, budget } of tables) {
      const results = labTable(pe96, algos, limit, budget);
      for (const format of ['tsv', 'csv', 'json'] as const) {
        const cli = await runCli([
          'stats',
          `${FIXTURES}pe96.txt`,
          '--algo',
          algos.join(','),
          '--limit',
          String(limit),
          '--budget',
          String(budget),
          '--format',
          format,
        ]);
        expect(cli.code).toBe(0);
        expect(withoutMs(exportTable(results, format, false), format)).toBe(withoutMs(cli.stdout, format));
      }
    }
  });

  it('adds `stats --rating`’s columns byte for byte when the run rated, in TSV, CSV and JSON', async () => {
    // Two of the famous hard puzzles, one rated and one beyond the rating's techniques: both kinds of row are compared.
    const famous = readFileSync(`${FIXTURES}famous_hard.txt`, 'utf8').split('\n');
    const text = [famous[1], famous[5]].join('\n') + '\n';
    const results = labTable(text, ['naive', 'mrv', 'mac'], 1, 2_000, () => true, true);
    for (const format of ['tsv', 'csv', 'json'] as const) {
      const cli = await runCli(
        ['stats', '-', '--algo', 'naive,mrv,mac', '--budget', '2000', '--rating', '--format', format],
        { input: text },
      );
      expect(cli.code).toBe(0);
      expect(withoutMs(exportTable(results, format, false), format)).toBe(withoutMs(cli.stdout, format));
    }
    const tsv = exportTable(results, 'tsv', false);
    // The rating's columns come last, after an algorithm's own counts.
    expect(tsv).toMatch(/\twipeouts\trevisions\tse_rating\thardest\ttechniques\n/);
    expect(tsv).toMatch(/\tbeyond\t/);
  });

  it('names value orders as the CLI does, and counts them alike', async () => {
    const results = labTable(pe96, ['mrv/random:7'], 1);
    const cli = await runCli(['stats', `${FIXTURES}pe96.txt`, '--algo', 'mrv', '--order', 'random', '--seed', '7']);
    expect(withoutMs(exportTable(results, 'tsv', false), 'tsv')).toBe(withoutMs(cli.stdout, 'tsv'));
    const lcv = labTable(pe96, ['mrv/lcv'], 1);
    const cliLcv = await runCli(['stats', `${FIXTURES}pe96.txt`, '--algo', 'mrv', '--order', 'lcv']);
    expect(withoutMs(exportTable(lcv, 'tsv', false), 'tsv')).toBe(withoutMs(cliLcv.stdout, 'tsv'));
  });

  it('names variable orders as the CLI does, and counts them alike', async () => {
    const results = labTable(pe96, ['fc/degree', 'mrv/degree'], 1);
    const cli = await runCli(['stats', `${FIXTURES}pe96.txt`, '--algo', 'fc,mrv', '--var-order', 'degree']);
    expect(withoutMs(exportTable(results, 'tsv', false), 'tsv')).toBe(withoutMs(cli.stdout, 'tsv'));
    expect(cli.stdout).toContain('\tfc/degree\t');
  });

  it('exports a cancelled run as the puzzles that finished, with totals marked cancelled', () => {
    const results = labTable(pe96, ['naive', 'mrv'], 1, Infinity, (i) => i % 3 === 0);
    const rows = exportTable(results, 'tsv', true).trimEnd().split('\n');
    expect(rows).toHaveLength(1 + 17 * 2 + 2);
    const totals = rows.slice(-2).map((r) => r.split('\t'));
    expect(totals.map((t) => t.slice(0, 4))).toEqual([
      ['total', 'naive', 'cancelled', '17'],
      ['total', 'mrv', 'cancelled', '17'],
    ]);
    const placements = (algo: string) =>
      rows
        .slice(1, -2)
        .map((r) => r.split('\t'))
        .filter((r) => r[1] === algo)
        .reduce((s, r) => s + Number(r[5]), 0);
    expect(Number(totals[0][5])).toBe(placements('naive'));
    expect(Number(totals[1][5])).toBe(placements('mrv'));
  });
});
