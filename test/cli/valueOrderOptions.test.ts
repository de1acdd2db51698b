import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ALGORITHMS, formatLine } from '../../src/core/index.ts';
import { algoLabel, orderOptions } from '../../src/cli/valueOrderOptions.ts';
import { gridFromLine } from '../helpers/gridText.ts';
import { FIXTURES, lines, runCli } from './inProcess.ts';

const PE96 = join(FIXTURES, 'pe96.txt');
// Puzzles with many solutions: which one comes first depends on the value order.
const MULTI = join(FIXTURES, '..', 'serg_benchmark_multisolution_first20.txt');

type Row = Record<string, string>;
function tsvRows(stdout: string): Row[] {
  const [header, ...body] = lines(stdout).map((l) => l.split('\t'));
  return body.map((cells) => Object.fromEntries(header.map((c, i) => [c, cells[i]])));
}

describe('value order options', () => {
  it('leave the canonical order and the algorithms without orders alone', () => {
    expect(orderOptions('mrv', 'asc', '5')).toEqual({});
    expect(orderOptions('propagate', 'lcv', undefined)).toEqual({});
    expect(orderOptions('naive', 'random', undefined)).toEqual({ valueOrder: 'random', seed: '0' });
    expect(algoLabel('mrv', 'lcv', undefined)).toBe('mrv/lcv');
    expect(algoLabel('naive', 'random', '7')).toBe('naive/random:7');
    expect(algoLabel('dlx', 'lcv', undefined)).toBe('dlx');
  });
});

describe('stepdoku stats --order', () => {
  it('names the order in the algo column and counts what the engine counts under that order', async () => {
    const run = await runCli(['stats', PE96, '--algo', 'mrv,propagate', '--order', 'lcv']);
    expect(run.code).toBe(0);
    const rows = tsvRows(run.stdout);
    expect(new Set(rows.map((r) => r.algo))).toEqual(new Set(['mrv/lcv', 'propagate']));
    const puzzles = lines(readFileSync(PE96, 'utf8'));
    for (const line of [1, 7, 50]) {
      const want = ALGORITHMS.mrv.count(gridFromLine(puzzles[line - 1]), { valueOrder: 'lcv' }).counts;
      const got = rows.find((r) => r.line === String(line) && r.algo === 'mrv/lcv')!;
      expect([Number(got.placements), Number(got.backtracks)]).toEqual([want.placements, want.backtracks]);
    }
    const asc = tsvRows((await runCli(['stats', PE96, '--algo', 'mrv'])).stdout);
    const total = (rs: Row[], algo: string) => rs.find((r) => r.line === 'total' && r.algo === algo)!.placements;
    expect(total(rows, 'mrv/lcv')).not.toBe(total(asc, 'mrv'));
    expect(run.stderr).toMatch(/^50 puzzles: mrv\/lcv [\d,]+ placements, propagate /);
  });

  it('repeats a random order with the same seed and changes it with another', async () => {
    // The first 8 PE96 puzzles: the random order is slow per placement (docs/algorithms.md).
    const input = lines(readFileSync(PE96, 'utf8')).slice(0, 8).join('\n');
    const random = (seed: string) =>
      runCli(['stats', '-', '--algo', 'naive', '--order', 'random', '--seed', seed, '--budget', '20000'], { input });
    const [a, b, c] = [await random('7'), await random('7'), await random('8')];
    const counts = (s: string) => tsvRows(s).map((r) => [r.algo, r.placements, r.checks]);
    expect(counts(a.stdout)[0][0]).toBe('naive/random:7');
    expect(counts(a.stdout)).toEqual(counts(b.stdout));
    expect(counts(c.stdout).map((r) => r.slice(1))).not.toEqual(counts(a.stdout).map((r) => r.slice(1)));
  });

  it('rejects an order it does not know', async () => {
    const run = await runCli(['stats', PE96, '--order', 'desc']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--order expects one of asc, random, lcv, got desc');
  });
});

describe('stepdoku solve --order', () => {
  it('finds the first solution of that order', async () => {
    const puzzle = lines(readFileSync(MULTI, 'utf8'))[0];
    const grid = gridFromLine(puzzle);
    const first = (options: object) =>
      formatLine({ n: grid.n, cells: ALGORITHMS.mrv.count(grid, options).solutions[0] });
    const runs = await Promise.all(
      ['1', '2', '3'].map((seed) =>
        runCli(['solve', '-', '--order', 'random', '--seed', seed], { input: puzzle + '\n' }),
      ),
    );
    const found = runs.map((r) => lines(r.stdout)[0]);
    expect(found).toEqual(['1', '2', '3'].map((seed) => first({ valueOrder: 'random', seed })));
    const asc = lines((await runCli(['solve', '-'], { input: puzzle + '\n' })).stdout)[0];
    expect(found.some((s) => s !== asc)).toBe(true);
  });
});
