import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, lines, runCli } from '../inProcess.ts';

// `solve --out FILE`: nothing the user had is lost (issue 17's audit, defect 1).
const PE96 = readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8');
const scratch = () => mkdtempSync(join(tmpdir(), 'stepdoku-out-'));

describe('solve --out', () => {
  it('refuses to write over its input, by the same path, another path or a symbolic link, and leaves it whole', async () => {
    const dir = scratch();
    const input = join(dir, 'puzzles.txt');
    writeFileSync(input, PE96);
    symlinkSync(input, join(dir, 'link.txt'));
    for (const [from, to] of [
      [input, input],
      [input, join(dir, '.', 'puzzles.txt')],
      [join(dir, 'link.txt'), input],
      [input, join(dir, 'link.txt')],
    ]) {
      const run = await runCli(['solve', from, '--out', to]);
      expect(run.code).toBe(2);
      expect(lines(run.stderr)[0]).toBe(`stepdoku: --out ${to} is the input file: write the solutions to another file`);
    }
    expect(readFileSync(input, 'utf8')).toBe(PE96);
  });

  it('replaces the file only once every solution is written, leaving no temporary file', async () => {
    const dir = scratch();
    const out = join(dir, 'solutions.txt');
    writeFileSync(out, 'old\n');
    const run = await runCli(['solve', '-', '--out', out], { input: PE96 });
    expect(run.code).toBe(0);
    expect(lines(readFileSync(out, 'utf8'))).toHaveLength(50);
    expect(readdirSync(dir)).toEqual(['solutions.txt']);
  });

  it('writes through a symbolic link to the file it points to, keeping the link', async () => {
    const dir = scratch();
    writeFileSync(join(dir, 'target.txt'), 'old\n');
    symlinkSync(join(dir, 'target.txt'), join(dir, 'link.txt'));
    expect((await runCli(['solve', '-', '--out', join(dir, 'link.txt')], { input: PE96 })).code).toBe(0);
    expect(lines(readFileSync(join(dir, 'target.txt'), 'utf8'))).toHaveLength(50);
    expect(readdirSync(dir).sort()).toEqual(['link.txt', 'target.txt']);
  });

  it('leaves the file as it was when the input holds no puzzle, saying so', async () => {
    const dir = scratch();
    const out = join(dir, 'solutions.txt');
    writeFileSync(out, 'old\n');
    const run = await runCli(['solve', '-', '--out', out], { input: '# nothing here\n' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('<stdin>: no puzzle found: the text is empty or holds only comments\n');
    expect(readFileSync(out, 'utf8')).toBe('old\n');
    expect(readdirSync(dir)).toEqual(['solutions.txt']);
  });

  it('says in one line that a full device cannot be written, and exits 1', async () => {
    const run = await runCli(['solve', '-', '--out', '/dev/full'], { input: PE96 });
    expect(run).toMatchObject({
      code: 1,
      stdout: '',
      stderr: 'stepdoku: cannot write /dev/full: no space left on device\n',
    });
  });
});
