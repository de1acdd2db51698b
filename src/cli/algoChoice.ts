import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { ALGORITHM_IDS, type AlgorithmId, isLocalSearch } from '../core/algorithms.ts';
import { InputError, UsageError } from './errors.ts';
import type { ReadFile } from './fileRoles.ts';
import { describeFsError } from './fsErrors.ts';
import { shown } from './shown.ts';

/**
 * A learner's solver named by `--algo ./my_solver.py`: `path` as typed, which problems quote (`my_solver.py:8: why`),
 * and `name`, which labels its rows.
 */
export interface SolverFile {
  path: string;
  name: string;
}

/** Said in the help of every command that runs solver files, since they are not sandboxed here. */
export const SOLVER_FILE_RIGHTS =
  'A solver file is a program run with your rights, as `node FILE` or `python FILE` would run it, not\n' +
  'in the sandbox of the browser: run only files you trust (docs/cli.md). What it prints goes to stderr.';

/** What `--algo` names: a built-in algorithm or a solver file. */
export type AlgoChoice = AlgorithmId | SolverFile;

const SOLVER_EXTENSIONS = ['.py', '.js', '.mjs'];

/** A value ending in .py or .js, or holding a path separator, names a file, never a built-in. */
function looksLikeFile(raw: string): boolean {
  return SOLVER_EXTENSIONS.includes(extname(raw).toLowerCase()) || /[\\/]/.test(raw);
}

export function algoChoice(raw: string, option: string): AlgoChoice {
  if ((ALGORITHM_IDS as readonly string[]).includes(raw)) return raw as AlgorithmId;
  if (!looksLikeFile(raw)) {
    throw new UsageError(
      `${option} expects one of ${ALGORITHM_IDS.join(', ')} or a solver file (.py or .js), got ${raw || 'an empty string'}`,
    );
  }
  if (!SOLVER_EXTENSIONS.includes(extname(raw).toLowerCase())) {
    throw new UsageError(`${option} ${raw}: a solver file ends in .py (Python) or .js (JavaScript)`);
  }
  return { path: raw, name: shown(basename(raw)) };
}

/** A comma-separated list of algorithms and solver files, each at most once, in the order written. */
export function algoChoices(raw: string, option: string): AlgoChoice[] {
  const items = raw.split(',').map((s) => algoChoice(s.trim(), option));
  const names = items.map(choiceName);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated) throw new UsageError(`${option} lists ${repeated} twice`);
  return items;
}

export function isSolverFile(choice: AlgoChoice): choice is SolverFile {
  return typeof choice === 'object';
}

/** The built-in's id, or the solver file's name: how rows, progress and the summary name a run. */
export function choiceName(choice: AlgoChoice): string {
  return isSolverFile(choice) ? choice.name : choice;
}

/** The solver files among `choices`, as files the command reads (no output may replace them). */
export function solverFilesRead(choices: readonly AlgoChoice[]): ReadFile[] {
  return choices.filter(isSolverFile).map((c) => ({ path: c.path, is: `the solver file ${c.path}` }));
}

/** Every solver file must be readable before the first puzzle runs: one clear error, exit 1. */
export function checkSolverFiles(choices: readonly AlgoChoice[]): void {
  for (const c of choices) {
    if (!isSolverFile(c)) continue;
    try {
      readFileSync(c.path);
    } catch (e) {
      throw new InputError(`cannot read ${c.path}: ${describeFsError(e)}`);
    }
  }
}

/** Local search finds one solution or gives up: a run of it cannot count solutions or test uniqueness. */
export function checkLimitFor(choices: readonly AlgoChoice[], limit: number): void {
  const local = choices.find((c) => !isSolverFile(c) && isLocalSearch(c));
  if (local !== undefined && limit !== 1)
    throw new UsageError(
      `--algo ${choiceName(local)} finds one solution or gives up: it cannot count solutions, so --limit must be 1`,
    );
}
