import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PuzzleInput } from '../../src/cli/puzzleInput.ts';
import { fakeIo } from './fakeIo.ts';
import { FIXTURES, lines } from './inProcess.ts';

describe('a puzzle input', () => {
  it("hands out the same puzzles in the parser's groups as one by one, each group's problems reported before it", async () => {
    const pe96 = lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'));
    const text = [...pe96, ...pe96, 'not a puzzle', ...pe96].join('\n');
    const io = fakeIo({ files: { 'p.txt': text } });
    const one = [];
    for await (const e of new PuzzleInput('p.txt', io).entries()) one.push(e);
    const before = io.stderr.text;
    const groups = [];
    const reported: string[] = [];
    for await (const g of new PuzzleInput('p.txt', io).groups()) {
      groups.push(g);
      reported.push(io.stderr.text.slice(before.length));
    }
    expect(one).toHaveLength(151);
    expect(groups.flat()).toEqual(one);
    expect(groups.length).toBeGreaterThan(1);
    expect(groups.every((g) => g.length > 0 && g.length <= 64)).toBe(true);
    const bad = groups.findIndex((g) => g.some((e) => !e.puzzle));
    expect(reported[bad]).toMatch(/^p\.txt:101:1: /);
    expect(reported[bad - 1]).toBe('');
  });
});
