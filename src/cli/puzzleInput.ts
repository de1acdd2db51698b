import { formatIssue, type ParsedPuzzle, parsePuzzles } from '../lib/engine/parse.ts';
import { InputError } from './errors.ts';
import type { Io } from './io.ts';

/** The name stdin goes by in messages (`-` on the command line). */
export const STDIN_NAME = '<stdin>';

export interface LoadedPuzzles {
  /** The file's name as messages show it. */
  name: string;
  /** The puzzles that parsed; the ones that did not are reported and left out. */
  puzzles: ParsedPuzzle[];
  /** How many problems were reported on stderr: any makes the command exit 1. */
  issues: number;
  /** The numbers (1-based, like ParsedPuzzle.index) of the puzzles that did not parse. */
  failed: number[];
}

/**
 * Reads FILE (or stdin for `-`) in any format the parser knows, reports every parse error on stderr
 * as `FILE:LINE:COL: why`, and returns the puzzles that parsed, so one bad puzzle in a file of fifty
 * does not stop the other forty-nine.
 */
export async function loadPuzzles(path: string, io: Io): Promise<LoadedPuzzles> {
  const name = path === '-' ? STDIN_NAME : path;
  const text = path === '-' ? await io.readStdin() : readFile(path, io);
  const { puzzles, errors } = parsePuzzles(text);
  for (const issue of errors) io.stderr.write(formatIssue(name, issue) + '\n');
  let issues = errors.length;
  if (puzzles.length === 0 && issues === 0) {
    io.stderr.write(`${name}: no puzzles found\n`);
    issues = 1;
  }
  const failed = [...new Set(errors.map((e) => e.puzzle))].filter((k) => k >= 1).sort((a, b) => a - b);
  return { name, puzzles, issues, failed };
}

function readFile(path: string, io: Io): string {
  try {
    return io.readFile(path);
  } catch (e) {
    throw new InputError(`cannot read ${path}: ${describeFsError(e)}`);
  }
}

export function describeFsError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return 'no such file or directory';
  if (code === 'EISDIR') return 'is a directory';
  if (code === 'EACCES') return 'permission denied';
  return e instanceof Error ? e.message : String(e);
}
