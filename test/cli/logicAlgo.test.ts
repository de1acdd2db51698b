import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, formatLine } from '../../src/core/index.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { FIXTURES, lines, runCli } from './inProcess.ts';

const PE96 = join(FIXTURES, 'pe96.txt');

describe('--algo logic', () => {
  it('solve prints the solutions Dancing Links finds', async () => {
    const run = await runCli(['solve', PE96, '--algo', 'logic']);
    expect(run.code).toBe(0);
    const puzzles = lines(readFileSync(PE96, 'utf8')).slice(0, 5);
    const want = puzzles.map((p) => formatLine({ n: 3, cells: ALGORITHMS.dlx.count(gridFromLine(p)).solutions[0] }));
    expect(lines(run.stdout).slice(0, 5)).toEqual(want);
  });

  it("stats counts what the engine counts: the steps' placements and eliminations, no guesses on PE96", async () => {
    const run = await runCli(['stats', PE96, '--algo', 'logic', '--jobs', '1']);
    expect(run.code).toBe(0);
    const [header, ...body] = lines(run.stdout).map((l) => l.split('\t'));
    const rows = body.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i]])));
    const first = ALGORITHMS.logic.count(gridFromLine(lines(readFileSync(PE96, 'utf8'))[0])).counts;
    expect(rows[0]).toMatchObject({
      line: '1',
      algo: 'logic',
      assigns: String(first.assigns),
      eliminations: String(first.eliminations),
    });
    expect(rows.filter((r) => r.line !== 'total').every((r) => r.guesses === '0')).toBe(true);
  });
});
