import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Pyodide's memory just after start-up, gzipped, made once per Pyodide version and kept under
 * node_modules/.cache: a sandbox that starts from it skips Python's own start-up, which was nine
 * tenths of a Python run's start. It is made in a child process so the build's own memory stays small.
 */
export function pyodideSnapshot(root: string, version: string): Buffer {
  const dir = join(root, 'node_modules/.cache/stepdoku');
  const file = join(dir, `pyodide-${version}-snapshot.bin.gz`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.part`;
    execFileSync(process.execPath, [join(root, 'scripts/vite/makePyodideSnapshot.mjs'), partial], {
      cwd: root,
      stdio: 'inherit',
    });
    renameSync(partial, file);
  }
  return readFileSync(file);
}
