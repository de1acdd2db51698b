import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, FIXTURES, lines, spawnCli } from '../spawnCli.ts';

// A file name or an argument is echoed in messages with its control characters written as code
// points, as characters of the input are: a raw ESC would drive the terminal.
const ESC = '\x1b';
const EVIL = `evil${ESC}[31mname`;
const SHOWN = 'evilU+001B[31mname';

beforeAll(buildCli);

describe.concurrent('control characters in names and arguments', () => {
  it('are escaped in a file that cannot be read, a parse error, and an unknown option', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stepdoku-names-'));
    writeFileSync(join(dir, `${EVIL}.txt`), 'x\n');
    const missing = await spawnCli(['solve', `missing-${EVIL}.txt`], { cwd: dir });
    expect(missing.stderr).toBe(`stepdoku: cannot read missing-${SHOWN}.txt: no such file or directory\n`);
    const bad = await spawnCli(['solve', `${EVIL}.txt`], { cwd: dir });
    expect(lines(bad.stderr)[0]).toMatch(new RegExp(`^${SHOWN.replace(/[[+]/g, '\\$&')}\\.txt:1:1: `));
    const option = await spawnCli(['solve', `${EVIL}.txt`, `--${EVIL}`], { cwd: dir });
    expect(lines(option.stderr)[0]).toBe(`stepdoku: unknown option --${SHOWN}`);
    for (const run of [missing, bad, option]) expect(run.stderr).not.toContain(ESC);
  });

  it("are escaped in a solver file's problem lines and in its rows' name", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stepdoku-names-'));
    copyFileSync(join(FIXTURES, 'solvers/misspells_board.js'), join(dir, `${EVIL}.js`));
    copyFileSync(join(FIXTURES, 'pe96.txt'), join(dir, 'pe96.txt'));
    const run = await spawnCli(['stats', 'pe96.txt', '--algo', `./${EVIL}.js`], { cwd: dir });
    expect(run.code).toBe(1);
    expect(lines(run.stderr)[0]).toMatch(/^\.\/evilU\+001B\[31mname\.js:\d+: .* \(puzzle 1\)$/);
    expect(lines(run.stdout)[1].split('\t').slice(0, 3)).toEqual(['1', `${SHOWN}.js`, 'error']);
    expect(run.stderr + run.stdout).not.toContain(ESC);
  });
});
