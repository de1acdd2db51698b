import { lstatSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, FIXTURES, lines, spawnCli } from '../spawnCli.ts';

beforeAll(buildCli);

describe('--out through a symbolic link to no file yet', () => {
  it('creates the file the link points to and leaves the link a link', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'stepdoku-link-'));
    writeFileSync(join(dir, 'one.txt'), lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'))[0] + '\n');
    symlinkSync('results/solutions.txt', join(dir, 'dangling.txt'));
    mkdirSync(join(dir, 'results'));
    const run = await spawnCli(['solve', 'one.txt', '--out', 'dangling.txt'], { cwd: dir });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(lstatSync(join(dir, 'dangling.txt')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(dir, 'dangling.txt'))).toBe('results/solutions.txt');
    expect(readFileSync(join(dir, 'results/solutions.txt'), 'utf8')).toMatch(/^483921657\d{72}\n$/);
  });
});
