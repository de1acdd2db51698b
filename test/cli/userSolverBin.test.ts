import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli, FIXTURES, lines, ROOT, spawnCli } from './spawnCli.ts';

// The built CLI (bin/build/) with a Python solver: Pyodide stays a package of its own (it finds its
// wasm beside its files), and the runners sit in a chunk only a solver file loads.
const BUILD = join(ROOT, 'bin/build');
const NAIVE_PY = join(ROOT, 'src/features/solver/api/templates/naive.py');

beforeAll(buildCli);

/** The built files a module loads before running anything: its static imports, and theirs. */
function staticallyLoaded(entry: string, seen = new Set<string>()): Set<string> {
  seen.add(entry);
  const text = readFileSync(join(BUILD, entry), 'utf8');
  for (const [, dep] of text.matchAll(/^import\s[^;]*?from\s*"\.\/([^"]+)"/gms)) {
    if (!seen.has(dep)) staticallyLoaded(dep, seen);
  }
  return seen;
}

describe('the built stepdoku with a solver file', () => {
  it('bin/stepdoku.js stats --algo naive,naive.py counts the Python template next to the built-in', async () => {
    const pe96 = lines(readFileSync(join(FIXTURES, 'pe96.txt'), 'utf8'));
    const run = await spawnCli(['stats', '-', '--algo', `naive,${NAIVE_PY}`], { input: pe96[0] + '\n' });
    expect(run.code).toBe(0);
    const [, naive, mine] = lines(run.stdout).map((l) => l.split('\t'));
    expect(mine.slice(0, 2)).toEqual(['1', 'naive.py']);
    // status, solutions, checks, placements, backtracks, selects, max_depth
    expect(mine.slice(2, 9)).toEqual(naive.slice(2, 9));
    expect(run.stderr).toMatch(/^1 puzzle: naive 200 placements, naive\.py 200\n$/);
  });

  it('loads neither Pyodide nor acorn for the built-ins: both come in a chunk only import() reaches', () => {
    const loaded = new Set([...staticallyLoaded('stepdoku.js'), ...staticallyLoaded('countThread.js')]);
    for (const file of loaded) {
      const text = readFileSync(join(BUILD, file), 'utf8');
      expect(text, file).not.toMatch(/from\s*"pyodide"|import\("pyodide"\)|acorn/);
    }
    const lazy = readdirSync(BUILD).filter((f) => f.endsWith('.js') && !loaded.has(f));
    expect(lazy.some((f) => readFileSync(join(BUILD, f), 'utf8').includes('import("pyodide")'))).toBe(true);
  });
});
