import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { STATS_COLUMNS } from '../../src/core/table/statsRows.ts';
import { buildCli, FIXTURES, lines, ROOT } from './spawnCli.ts';

// A reader that goes away (`| head -1`) stops the command at once, even in the middle of a puzzle
// with nothing to print yet. The puzzle below has no solution, but naive backtracking only finds
// out at its last cell, after trying every filling of the 80 before it: its row can never finish,
// so a command that ends has stopped mid-row, however fast or loaded the machine. A command that
// does not stop hangs until the test's timeout: the failure this file exists to catch.
const NEVER = Array.from({ length: 8 }, (_, r) => '.'.repeat(8) + String(r + 1)).join('') + '9' + '.'.repeat(8);
const BIN = join(ROOT, 'bin/stepdoku.js');

beforeAll(buildCli);

function shell(script: string, cwd: string): Promise<{ stdout: string; stderr: string }> {
  const child = spawn('bash', ['-c', script], { cwd, env: { ...process.env, S: `${process.execPath} ${BIN}` } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve) => child.on('close', () => resolve({ stdout, stderr })));
}

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stepdoku-reader-'));
  const first = lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'))[0];
  writeFileSync(join(dir, 'never.txt'), NEVER + '\n');
  writeFileSync(join(dir, 'quick-then-never.txt'), `${first}\n${NEVER}\n`);
  return dir;
}

describe.concurrent('a reader that goes away', () => {
  it('stops stats inside a row that cannot finish, quietly, exit code 0 (| head -1)', async () => {
    const run = await shell('$S stats never.txt --algo naive | head -1; echo "stats=${PIPESTATUS[0]}" >&2', scratch());
    expect(run.stdout).toBe(STATS_COLUMNS.join('\t') + '\n');
    expect(run.stderr).toBe('stats=0\n');
  });

  it('stops solve inside the next puzzle once the first line is read (| head -1)', async () => {
    const run = await shell(
      '$S solve quick-then-never.txt --algo naive | head -1; echo "solve=${PIPESTATUS[0]}" >&2',
      scratch(),
    );
    expect(run.stdout).toMatch(/^483921657\d{72}\n$/);
    expect(run.stderr).toBe('solve=0\n');
  });

  it('stops stats when a parent process closes its end of a socket, as a Node parent does', async () => {
    const child = spawn(process.execPath, [BIN, 'stats', 'never.txt', '--algo', 'naive'], {
      cwd: scratch(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
  });
});
