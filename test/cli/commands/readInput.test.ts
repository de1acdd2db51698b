import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli as runInProcess } from '../../../src/cli/cli.ts';
import { MAX_SHOWN_ISSUES } from '../../../src/cli/puzzleInput.ts';
import { fakeIo } from '../fakeIo.ts';
import { FIXTURES, lines, runCli } from '../inProcess.ts';

// Input people really have, through solve and stats (issue 17's audit, defects 2, 4, 11, 12, 13).
const PE96 = lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'));
const THREE = PE96.slice(0, 3).join('\n') + '\n';

function utf16(text: string, endian: 'le' | 'be', bom: boolean): Uint8Array {
  const body = Buffer.from(text, 'utf16le');
  if (endian === 'be') body.swap16();
  const mark = endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff];
  return bom ? Buffer.concat([Buffer.from(mark), body]) : body;
}

describe('reading input', () => {
  it('reads UTF-16 (little or big endian, with or without a byte-order mark) and UTF-8 with a mark', async () => {
    const expected = (await runCli(['solve', '-'], { input: THREE })).stdout;
    expect(lines(expected)).toHaveLength(3);
    const inputs = [
      utf16(THREE, 'le', true),
      utf16(THREE, 'le', false),
      utf16(THREE, 'be', true),
      utf16(THREE, 'be', false),
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(THREE)]),
    ];
    for (const input of inputs)
      expect(await runCli(['solve', '-'], { input })).toMatchObject({ code: 0, stdout: expected });
  });

  it('reads lines and characters split between reads of one byte each', async () => {
    const io = fakeIo({ stdin: utf16(`😀\r\n${THREE}`.replaceAll('\n', '\r\n'), 'le', true), chunk: 1 });
    expect(await runInProcess(['solve', '-'], io)).toBe(1);
    expect(io.stderr.text).toBe("<stdin>:1:1: '😀' is not a digit or blank\n");
    expect(lines(io.stdout.text)).toEqual([
      'parse error',
      ...lines((await runCli(['solve', '-'], { input: THREE })).stdout),
    ]);
  });

  it('reads its own generate --size 4 output of 16 and 32 puzzles, a line per puzzle', async () => {
    for (const count of ['16', '32']) {
      const io = fakeIo();
      await runInProcess(['generate', '--size', '4', '--count', count, '--seed', 'demo'], io);
      const solved = await runCli(['solve', '-'], { input: io.stdout.text });
      expect(solved.stderr).toBe('');
      expect(lines(solved.stdout)).toHaveLength(Number(count));
      expect(lines(solved.stdout).every((l) => /^[1-4]{16}$/.test(l))).toBe(true);
      const stats = await runCli(['stats', '-', '--algo', 'mrv'], { input: io.stdout.text });
      expect(stats.stderr).toMatch(new RegExp(`^${count} puzzles: mrv`));
    }
  });

  it('takes --size for text that reads two ways, and says so when it is missing', async () => {
    const empty16 = Array(16).fill('.'.repeat(16)).join('\n');
    const unsized = await runCli(['solve', '-'], { input: empty16 });
    expect(unsized.code).toBe(1);
    expect(unsized.stderr).toMatch(/^<stdin>:1:1: ambiguous size: .* choose the size \(4 or 16\)\n$/);
    expect(lines(unsized.stdout)).toEqual(Array(16).fill('parse error'));
    const four = await runCli(['solve', '-', '--size', '4'], { input: empty16 });
    expect(four.code).toBe(0);
    expect(lines(four.stdout)).toHaveLength(16);
    const sixteen = await runCli(['stats', '-', '--size', '16', '--algo', 'dlx'], { input: empty16 });
    expect(sixteen.stderr).toMatch(/^1 puzzle: dlx/);
    const bad = await runCli(['solve', '-', '--size', '5']);
    expect(bad.code).toBe(2);
    expect(lines(bad.stderr)[0]).toBe('stepdoku: --size expects one of 4, 9, 16, got 5');
  });

  it('reports no more than a hundred problems per file, then how many more', async () => {
    const noise = Array.from({ length: 400 }, (_, i) => `this is line ${i} of some prose pasted by mistake`).join('\n');
    const run = await runCli(['solve', '-'], { input: noise });
    expect(run.code).toBe(1);
    const errors = lines(run.stderr);
    expect(errors).toHaveLength(MAX_SHOWN_ISSUES + 1);
    expect(errors.at(-1)).toMatch(/^<stdin>: … and [\d,]+ more errors$/);
    expect(lines(run.stdout)).toEqual(Array(400).fill('parse error'));
  });

  it('prints nothing for empty input and says why', async () => {
    for (const input of ['', '\n\n', '# only a comment\n']) {
      const run = await runCli(['solve', '-'], { input });
      expect(run).toMatchObject({
        code: 1,
        stdout: '',
        stderr: '<stdin>: no puzzle found: the text is empty or holds only comments\n',
      });
    }
  });
});
