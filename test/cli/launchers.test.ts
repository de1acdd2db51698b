import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, FIXTURES, lines, ownStderr, ROOT, spawnCli } from './spawnCli.ts';

// One test per way of starting stepdoku; everything else about the CLI runs in-process
// (test/cli/inProcess.ts), and test/cli/process.test.ts covers what only a real process shows.
const VERSION = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string }).version;
const PE96 = join(FIXTURES, 'pe96.txt');

beforeAll(buildCli);

describe.concurrent('starting stepdoku', () => {
  it('bin/stepdoku.js, the installed stepdoku command, solves a file and counts on its built worker', async () => {
    const [solve, stats] = await Promise.all([
      spawnCli(['solve', PE96], { via: 'bin' }),
      spawnCli(['stats', join(FIXTURES, 'design_reference.txt'), '--algo', 'mrv'], { via: 'bin' }),
    ]);
    expect(solve).toMatchObject({ code: 0, stderr: '' });
    expect(lines(solve.stdout)).toHaveLength(50);
    expect(solve.stdout).toMatch(/^483921657/);
    expect(stats.code).toBe(0);
    expect(lines(stats.stdout)[1]).toMatch(/^1\tmrv\tsolved\t1\t481\t481\t417\t481\t64\t/);
  });

  it('npm run --silent stepdoku -- passes arguments, exit codes and the user’s directory through', async () => {
    const [version, usage, relative] = await Promise.all([
      spawnCli(['--version'], { via: 'npm' }),
      spawnCli(['solve', PE96, '--limit', '-1'], { via: 'npm' }),
      spawnCli(['solve', 'fixtures/cli/pe96.txt'], { via: 'npm', cwd: join(ROOT, 'test') }),
    ]);
    expect(version.code).toBe(0);
    expect(version.stdout).toBe(`${VERSION}\n`);
    expect(usage.code).toBe(2);
    expect(ownStderr(usage.stderr)).toMatch(
      /^stepdoku: --limit expects a whole number ≥ 0, got -1\nUsage: stepdoku solve FILE/,
    );
    expect(relative.code).toBe(0);
    expect(lines(relative.stdout)).toHaveLength(50);
  });
});
