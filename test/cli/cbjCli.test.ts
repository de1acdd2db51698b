import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS } from '../../src/core/index.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { FIXTURES, lines, runCli } from './inProcess.ts';

const PE96 = join(FIXTURES, 'pe96.txt');

describe('backjumping from the command line', () => {
  it('stats --algo naive,cbj counts what the engine counts, jumps included, and cbj places fewer on PE96', async () => {
    const run = await runCli(['stats', PE96, '--algo', 'naive,cbj', '--jobs', '1']);
    expect(run.code).toBe(0);
    const [header, ...body] = lines(run.stdout).map((l) => l.split('\t'));
    expect(header.slice(-2)).toEqual(['jumps', 'jumped_over']);
    const rows = body.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i]])));
    const puzzles = lines(readFileSync(PE96, 'utf8'));
    for (const line of [1, 2, 50]) {
      const want = ALGORITHMS.cbj.count(gridFromLine(puzzles[line - 1])).counts;
      const got = rows.find((r) => r.line === String(line) && r.algo === 'cbj')!;
      expect([got.checks, got.placements, got.backtracks, got.jumps, got.jumped_over].map(Number)).toEqual([
        want.checks,
        want.placements,
        want.backtracks,
        want.jumps,
        want.jumpedOver,
      ]);
      expect(rows.find((r) => r.line === String(line) && r.algo === 'naive')!.jumps).toBe('0');
    }
    expect(run.stderr).toBe('50 puzzles: naive 1,224,660 placements, cbj 869,457\n');
  });

  it('stats --format json gives cbj its jumps and cells jumped over', async () => {
    const run = await runCli(['stats', PE96, '--algo', 'cbj', '--jobs', '1', '--format', 'json']);
    const first = JSON.parse(lines(run.stdout)[0]);
    const want = ALGORITHMS.cbj.count(gridFromLine(lines(readFileSync(PE96, 'utf8'))[0])).counts;
    expect([first.jumps, first.jumped_over]).toEqual([want.jumps, want.jumpedOver]);
    expect(want.jumps).toBeGreaterThan(0);
  });

  it("solve --algo cbj prints naive's solution", async () => {
    const [a, b] = await Promise.all([
      runCli(['solve', PE96, '--algo', 'cbj']),
      runCli(['solve', PE96, '--algo', 'naive']),
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toBe(b.stdout);
  });
});
