import { copyFileSync, linkSync, mkdtempSync, readFileSync, writeFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, FIXTURES, lines, ROOT, spawnCli } from '../spawnCli.ts';

// No output option of any command may replace a file the same command reads: the puzzles, or a
// learner's solver, by any path that leads to it. Each is refused as a usage error before anything
// is read or written.
const NAIVE_JS = join(ROOT, 'src/features/solver/api/templates/naive.js');
const THREE =
  lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'))
    .slice(0, 3)
    .join('\n') + '\n';

beforeAll(buildCli);

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'stepdoku-files-'));
  writeFileSync(join(dir, 'three.txt'), THREE);
  copyFileSync(NAIVE_JS, join(dir, 'mysolver.js'));
  return dir;
}

describe.concurrent('an output that is an input', () => {
  it('stats --svg naming the puzzle file, by its path, a ./ and .. path, a symbolic or a hard link: exit 2, file whole', async () => {
    const dir = scratch();
    symlinkSync('three.txt', join(dir, 'sym.txt'));
    linkSync(join(dir, 'three.txt'), join(dir, 'hard.txt'));
    for (const svg of [
      'three.txt',
      './three.txt',
      '../' + dir.split('/').pop() + '/three.txt',
      'sym.txt',
      'hard.txt',
    ]) {
      const run = await spawnCli(['stats', 'three.txt', '--algo', 'mrv', '--svg', svg], { cwd: dir });
      expect(run.code, svg).toBe(2);
      expect(run.stdout).toBe('');
      expect(lines(run.stderr)[0]).toBe(`stepdoku: --svg ${svg} is the input file: write the plot to another file`);
    }
    expect(readFileSync(join(dir, 'three.txt'), 'utf8')).toBe(THREE);
  });

  it("stats --svg naming the learner's solver file: exit 2, the solver whole", async () => {
    const dir = scratch();
    const run = await spawnCli(['stats', 'three.txt', '--algo', 'naive,./mysolver.js', '--svg', 'mysolver.js'], {
      cwd: dir,
    });
    expect(run.code).toBe(2);
    expect(lines(run.stderr)[0]).toBe(
      'stepdoku: --svg mysolver.js is the solver file ./mysolver.js: write the plot to another file',
    );
    expect(readFileSync(join(dir, 'mysolver.js'), 'utf8')).toBe(readFileSync(NAIVE_JS, 'utf8'));
  });

  it("solve --out naming the learner's solver file, directly or through a hard link: exit 2, the solver whole", async () => {
    const dir = scratch();
    linkSync(join(dir, 'mysolver.js'), join(dir, 'other-name.txt'));
    for (const out of ['mysolver.js', 'other-name.txt']) {
      const run = await spawnCli(['solve', 'three.txt', '--algo', './mysolver.js', '--out', out], { cwd: dir });
      expect(run.code, out).toBe(2);
      expect(lines(run.stderr)[0]).toBe(
        `stepdoku: --out ${out} is the solver file ./mysolver.js: write the solutions to another file`,
      );
    }
    expect(readFileSync(join(dir, 'mysolver.js'), 'utf8')).toBe(readFileSync(NAIVE_JS, 'utf8'));
  });

  it('solve --out naming the input still is refused with the message it always had', async () => {
    const dir = scratch();
    const run = await spawnCli(['solve', 'three.txt', '--out', './three.txt'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(lines(run.stderr)[0]).toBe(
      'stepdoku: --out ./three.txt is the input file: write the solutions to another file',
    );
    expect(readFileSync(join(dir, 'three.txt'), 'utf8')).toBe(THREE);
  });
});
