import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, type AlgorithmId, type VariableOrder } from '../../src/core/index.ts';
import { algoLabel, orderOptions } from '../../src/cli/valueOrderOptions.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { FIXTURES, lines, runCli } from './inProcess.ts';

const PE96 = join(FIXTURES, 'pe96.txt');

function tsvRows(stdout: string): Record<string, string>[] {
  const [header, ...body] = lines(stdout).map((l) => l.split('\t'));
  return body.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i]])));
}

describe('--var-order', () => {
  it("is left out for an algorithm's default and for algorithms without a choice", () => {
    expect(orderOptions('fc', 'asc', undefined, 'first')).toEqual({});
    expect(orderOptions('mrv', 'asc', undefined, 'mrv')).toEqual({});
    expect(orderOptions('naive', 'asc', undefined, 'degree')).toEqual({});
    expect(orderOptions('mrv', 'asc', undefined, 'first')).toEqual({});
    expect(orderOptions('mrv', 'lcv', undefined, 'degree')).toEqual({ valueOrder: 'lcv', variableOrder: 'degree' });
    expect(algoLabel('fc', 'asc', undefined, 'mrv')).toBe('fc/mrv');
    expect(algoLabel('mrv', 'random', '7', 'degree')).toBe('mrv/degree/random:7');
    expect(algoLabel('dlx', 'asc', undefined, 'degree')).toBe('dlx');
  });

  it.each(['mrv', 'degree'] as const)(
    'with %s, stats names the order and counts what the engine counts under it',
    async (v: VariableOrder) => {
      const run = await runCli(['stats', PE96, '--algo', 'fc,mrv', '--var-order', v, '--jobs', '1']);
      expect(run.code).toBe(0);
      const rows = tsvRows(run.stdout);
      const names: Record<'fc' | 'mrv', string> = { fc: `fc/${v}`, mrv: v === 'mrv' ? 'mrv' : `mrv/${v}` };
      expect(new Set(rows.map((r) => r.algo))).toEqual(new Set(Object.values(names)));
      const puzzles = lines(readFileSync(PE96, 'utf8'));
      for (const line of [1, 7, 50]) {
        for (const algo of ['fc', 'mrv'] as AlgorithmId[]) {
          const want = ALGORITHMS[algo].count(gridFromLine(puzzles[line - 1]), { variableOrder: v }).counts;
          const got = rows.find((r) => r.line === String(line) && r.algo === names[algo as 'fc' | 'mrv'])!;
          expect([got.placements, got.backtracks, got.eliminations, got.wipeouts].map(Number)).toEqual([
            want.placements,
            want.backtracks,
            want.eliminations,
            want.wipeouts,
          ]);
        }
      }
    },
  );

  it('is in the help of solve and stats, and refuses an order it does not know', async () => {
    for (const cmd of ['solve', 'stats']) expect((await runCli([cmd, '--help'])).stdout).toContain('--var-order');
    const bad = await runCli(['stats', PE96, '--algo', 'fc', '--var-order', 'lcv']);
    expect(bad.code).toBe(2);
  });
});
