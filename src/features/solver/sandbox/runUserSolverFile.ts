import { readFileSync } from 'node:fs';
import { dirname, extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PyodideAPI } from 'pyodide';
import type { Grid } from '../../../core/grid.ts';
import { drainUserRun, userRun, type UserRunOptions, type UserRunResult } from '../api/userRun.ts';
import { jsRun } from './jsRun.ts';
import { pySource } from './pySource.ts';
import { decodeText } from '../../../core/textEncoding.ts';

let pyodide: Promise<PyodideAPI> | null = null;

/** Pyodide from its npm package, loaded once; its folder is named, as a guess from a stack fails in workers. */
export function nodePyodide(): Promise<PyodideAPI> {
  const indexURL = dirname(fileURLToPath(import.meta.resolve('pyodide'))) + '/';
  pyodide ??= import('pyodide').then((m) => m.loadPyodide({ indexURL }));
  return pyodide;
}

/** Runs the learner's solver file on one puzzle through the checker in Node, for the CLI's `--algo ./my_solver.py`. */
export async function runUserSolverFile(
  path: string,
  grid: Grid,
  options: UserRunOptions & { onBatch?: (packed: Uint32Array) => void } = {},
): Promise<UserRunResult> {
  const ext = extname(path).toLowerCase();
  if (ext !== '.js' && ext !== '.mjs' && ext !== '.py')
    throw new Error(`${path}: a solver file ends in .py (Python) or .js (JavaScript), not "${ext || 'no extension'}"`);
  const source = decodeText(readFileSync(path));
  if (ext !== '.py') return drainUserRun(jsRun(source, grid, options), options.onBatch);
  const py = await nodePyodide();
  return drainUserRun(userRun(grid, pySource(py, source, grid, options.batchSize), options), options.onBatch);
}

/**
 * The run's problem as `FILE:LINE: why` (the form compilers use, so editors jump to it), or null
 * when the run ended without one.
 */
export function userRunProblem(path: string, result: UserRunResult): string | null {
  const at = (line: number | undefined) => (line === undefined ? path : `${path}:${line}`);
  if (result.error) return `${at(result.error.line)}: ${result.error.message}`;
  if (result.status === 'illegal') {
    const first = result.illegal[0];
    return `${at(first.line)}: event ${first.index + 1} is illegal: ${first.message}`;
  }
  return null;
}
