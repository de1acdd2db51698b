import { describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/cli.ts';
import { countBySearch } from '../../src/core/count/countBySearch.ts';
import { minConflictsSearch } from '../../src/core/solvers/minConflictsSearch.ts';
import { pe96 } from '../helpers/puzzleSets.ts';
import { lineFromCells } from '../helpers/gridText.ts';
import { fakeIo } from './fakeIo.ts';

async function run(argv: string[], files: Record<string, string>) {
  const io = fakeIo({ files });
  const code = await runCli(argv, io);
  return { code, stdout: io.stdout.text, stderr: io.stderr.text };
}

const PUZZLES = pe96().slice(3, 6);
const FILE = { 'p.txt': PUZZLES.map((c) => lineFromCells(c.grid.cells)).join('\n') + '\n' };

describe('stepdoku with --algo minconflicts', () => {
  it("stats: each row is the engine's run for the seed and step budget, labelled with its seed", async () => {
    const r = await run(['stats', 'p.txt', '--algo', 'minconflicts', '--seed', '7', '--budget', '400'], FILE);
    expect(r.code).toBe(0);
    const rows = r.stdout
      .trim()
      .split('\n')
      .slice(1, 1 + PUZZLES.length)
      .map((l) => l.split('\t'));
    PUZZLES.forEach((c, i) => {
      const want = countBySearch(minConflictsSearch)(c.grid, { seed: '7', budget: 400 });
      const [, algo, status, solutions, checks, placements, backtracks, selects] = rows[i];
      expect(algo).toBe('minconflicts/seed:7');
      expect(rows[i].at(-1)).toBe(String(want.counts.restarts));
      expect([status, solutions, checks, placements, backtracks, selects]).toEqual([
        want.status,
        ...(['solutions', 'checks', 'placements', 'backtracks', 'selects'] as const).map((f) => String(want.counts[f])),
      ]);
    });
  });

  it('solve: prints the solution it found, or that the budget ran out', async () => {
    const r = await run(['solve', 'p.txt', '--algo', 'minconflicts', '--seed', '7'], {
      'p.txt': lineFromCells(pe96()[4].grid.cells) + '\n',
    });
    const want = countBySearch(minConflictsSearch)(pe96()[4].grid, { seed: '7' });
    expect(want.status).toBe('solved');
    expect(r.stdout.trim()).toBe(lineFromCells(want.solutions[0]));
  });
});
