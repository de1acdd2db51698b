import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIXTURES, lines, ownStderr, ROOT, runCli } from './spawnCli.ts';

const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const PE96 = join(FIXTURES, 'pe96.txt');

describe.concurrent('starting stepdoku', () => {
  it('bin/stepdoku.js solves a file, as the installed stepdoku command does', async () => {
    const run = await runCli(['solve', PE96], { via: 'bin' });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(lines(run.stdout)).toHaveLength(50);
    expect(run.stdout).toMatch(/^483921657/);
  });

  it('bin/stepdoku.js runs stats, whose counting worker loads the TypeScript engine by itself', async () => {
    const run = await runCli(['stats', join(FIXTURES, 'design_reference.txt'), '--algo', 'naive'], { via: 'bin' });
    expect(run.code).toBe(0);
    expect(lines(run.stdout)[1]).toMatch(/^1\tnaive\tsolved\t1\t87546317\t9727396\t9727332\t0\t64\t/);
  });

  it('npm run --silent stepdoku -- passes the arguments and the exit code through', async () => {
    const [version, usage] = await Promise.all([
      runCli(['--version'], { via: 'npm' }),
      runCli(['solve', PE96, '--limit', '-1'], { via: 'npm' }),
    ]);
    expect(version.code).toBe(0);
    expect(version.stdout).toBe(`${VERSION}\n`);
    expect(usage.code).toBe(2);
    expect(ownStderr(usage.stderr)).toMatch(
      /^stepdoku: --limit expects a whole number ≥ 0, got -1\nUsage: stepdoku solve FILE/,
    );
  });

  it('npm run stepdoku started in another directory reads relative paths from there', async () => {
    const run = await runCli(['solve', 'fixtures/cli/pe96.txt'], { via: 'npm', cwd: join(ROOT, 'test') });
    expect(run.code).toBe(0);
    expect(lines(run.stdout)).toHaveLength(50);
  });

  it('a usage error from a real process exits 2 with the message and usage on stderr only', async () => {
    const run = await runCli(['stats', PE96, '--algo', 'foo']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      /^stepdoku: --algo expects one of naive, mrv, propagate, dlx, got foo\nUsage: stepdoku stats FILE/,
    );
  });

  it('stops quietly when the reader of its output goes away early', async () => {
    // `stepdoku solve big.txt | head -1`: stdout's pipe closes while solutions are still coming
    // (2,000 solutions are 164 kB, more than a pipe holds).
    const { spawn } = await import('node:child_process');
    const script = `for i in $(seq 40); do cat ${PE96}; done | node_modules/.bin/tsx src/cli/main.ts solve - | head -1`;
    const child = spawn('bash', ['-o', 'pipefail', '-c', script], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(stdout).toMatch(/^483921657\d{72}\n$/);
    expect(stderr).toBe('');
  });
});
