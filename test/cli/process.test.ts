import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, FIXTURES, lines, ROOT, spawnCli } from './spawnCli.ts';

// What only a real process shows: pipes that close, a full device, signals, a capped heap. Each
// runs the built bin the way a user's shell would. A run that did not stop would hang until the
// test's timeout: that is the failure these tests exist to catch.
const BIN = join(ROOT, 'bin/stepdoku.js');
const PE96 = join(FIXTURES, 'pe96.txt');

beforeAll(buildCli);

/** Runs a bash pipeline from the repository root; `$S` is the stepdoku command. */
function shell(script: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('bash', ['-c', script], { cwd: ROOT, env: { ...process.env, S: `node ${BIN}` } });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe.concurrent('stepdoku as a process', () => {
  it('stops solve and generate at once when the reader closes the pipe (| head -1), with endless work left', async () => {
    // `yes` repeats the 50 puzzles for ever, and 10^9 puzzles would take years: only stopping ends these.
    const [solve, generate] = await Promise.all([
      shell(`yes "$(cat ${PE96})" | $S solve - | head -1; echo "solve=\${PIPESTATUS[1]}" >&2`),
      shell(`$S generate --count 1000000000 --seed p | head -1; echo "generate=\${PIPESTATUS[0]}" >&2`),
    ]);
    expect(solve.stdout).toMatch(/^483921657\d{72}\n$/);
    expect(solve.stderr).toBe('solve=0\n');
    expect(lines(generate.stdout)).toHaveLength(1);
    expect(generate.stderr).toBe('generate=0\n');
  });

  it('says in one line that stdout cannot be written to a full device, and exits 1', async () => {
    const full = openSync('/dev/full', 'w');
    try {
      const runs = await Promise.all([
        spawnCli(['solve', PE96], { stdout: full }),
        spawnCli(['stats', PE96, '--algo', 'mrv'], { stdout: full }),
        spawnCli(['generate', '--seed', 'x'], { stdout: full }),
      ]);
      for (const run of runs) {
        expect(run.code).toBe(1);
        expect(run.stderr).toMatch(/^(\d+ puzzles: .*\n)?stepdoku: cannot write stdout: no space left on device\n$/);
      }
    } finally {
      closeSync(full);
    }
  });

  it('leaves the --out file as it was when Ctrl-C stops solve halfway, and no temporary file behind', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stepdoku-out-'));
    const out = join(dir, 'solutions.txt');
    writeFileSync(out, 'precious\n');
    // Puzzle 1 is solved at once; naive backtracking then works on the brute-force puzzle for seconds.
    const slow = lines(readFileSync(join(FIXTURES, 'famous_hard.txt'), 'utf8'))[0];
    const input = `${lines(readFileSync(PE96, 'utf8'))[0]}\n${slow}\n`;
    const child = spawn(process.execPath, [BIN, 'solve', '-', '--algo', 'naive', '--out', out], { detached: true });
    child.stdin.end(input);
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const exited = new Promise<number | null>((resolve) => child.on('close', resolve));
    // Wait for the temporary file: the run is then writing.
    while (!readdirSync(dir).some((f) => f.endsWith('.tmp'))) await new Promise((r) => setTimeout(r, 10));
    process.kill(child.pid!, 'SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toBe('');
    expect(readFileSync(out, 'utf8')).toBe('precious\n');
    expect(readdirSync(dir)).toEqual(['solutions.txt']);
  });

  it('reads a 50 MB line and streams --limit 0 solutions within a 48 MB heap', async () => {
    const [long, many] = await Promise.all([
      shell(`head -c 52428800 /dev/zero | tr '\\0' '.' | node --max-old-space-size=48 ${BIN} solve -`),
      shell(
        `printf '1%.0s' | cat - <(printf '.%.0s' {1..80}) | node --max-old-space-size=48 ${BIN} solve - --limit 0 | head -c 10000000 | wc -l; echo "solve=\${PIPESTATUS[2]}" >&2`,
      ),
    ]);
    expect(long).toMatchObject({
      code: 1,
      stdout: 'parse error\n',
      stderr: '<stdin>:1:1: line of 52,428,800 characters: a puzzle line has at most 2,000\n',
    });
    expect(Number(many.stdout)).toBeGreaterThan(100_000);
    expect(many.stderr).toBe('solve=0\n');
  });
});
