import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, type VariableOrder } from '../../src/core/index.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { FIXTURES, lines, runCli } from './inProcess.ts';

const PE96 = join(FIXTURES, 'pe96.txt');

function tsvRows(stdout: string): Record<string, string>[] {
  const [header, ...body] = lines(stdout).map((l) => l.split('\t'));
  return body.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i]])));
}

describe('MAC in the CLI', () => {
  it.each([
    ['first', 'mac'],
    ['mrv', 'mac/mrv'],
    ['degree', 'mac/degree'],
  ] as const)('stats --algo mac with %s counts what the engine counts', async (v: VariableOrder, name) => {
    const run = await runCli(['stats', PE96, '--algo', 'mac', '--var-order', v, '--jobs', '1']);
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout);
    const puzzles = lines(readFileSync(PE96, 'utf8'));
    for (const line of [1, 7, 50]) {
      const want = ALGORITHMS.mac.count(gridFromLine(puzzles[line - 1]), { variableOrder: v }).counts;
      const got = rows.find((r) => r.line === String(line) && r.algo === name)!;
      expect(
        [got.placements, got.backtracks, got.selects, got.eliminations, got.wipeouts, got.revisions].map(Number),
      ).toEqual([want.placements, want.backtracks, want.selects, want.eliminations, want.wipeouts, want.revisions]);
    }
  });

  it('solve --algo mac prints the solutions MRV prints', async () => {
    const mac = await runCli(['solve', PE96, '--algo', 'mac']);
    const mrv = await runCli(['solve', PE96, '--algo', 'mrv']);
    expect(mac.code).toBe(0);
    expect(mac.stdout).toBe(mrv.stdout);
  });
});
