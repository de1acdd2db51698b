/**
 * Reading puzzles from text in every common form (docs/input-formats.md): one puzzle per line (with
 * `#` comments, tdoku's ":count" and plb's TAB notes), grids of digit lines with or without
 * separators, whitespace-separated numbers, Project Euler 96's "Grid NN" files, several grids per
 * file. The board size (4×4, 9×9, 16×16) comes from the text unless given.
 *
 * Never throws and never guesses: each problem is reported with its puzzle number, line and column
 * (columns count characters: an emoji is one), a bad puzzle does not stop the others, and text that
 * reads two ways is reported as ambiguous.
 */
import type { Grid } from './grid.ts';
import type { InputFormat, Side } from './parseBlock.ts';
import type { ParseIssue } from './parseIssue.ts';
import { splitLines } from './parseLines.ts';
import { type ParsedPuzzle, PuzzleReader, type ReadEntry } from './puzzleReader.ts';

export type { InputFormat, Side } from './parseBlock.ts';
export type { ParseIssue } from './parseIssue.ts';
export { MAX_LINE_LENGTH, cutLine, type SourceLine } from './parseLines.ts';
export { PuzzleReader, type ParsedPuzzle, type ReadEntry } from './puzzleReader.ts';

export interface ParseResult {
  puzzles: ParsedPuzzle[];
  errors: ParseIssue[];
  format: InputFormat;
}

export interface ParseOptions {
  /** The board's side; when absent it is told from the text. */
  size?: Side;
}

/** The problem of a `size` that is no board size, or undefined for a good one. */
export function sizeIssue(size: unknown): ParseIssue | undefined {
  if (size === undefined || size === 4 || size === 9 || size === 16) return undefined;
  return {
    puzzle: 1,
    line: 1,
    column: 1,
    why: { code: 'size', size: String(size) },
  };
}

/** Every puzzle in `text`, and every problem, each with where and why. */
export function parsePuzzles(text: string, options: ParseOptions = {}): ParseResult {
  return collect(readAll(text, options), options);
}

function collect(
  { entries, format }: { entries: ReadEntry[]; format: InputFormat },
  options: ParseOptions,
): ParseResult {
  const puzzles: ParsedPuzzle[] = [];
  const errors: ParseIssue[] = [];
  for (const e of entries) {
    if (e.puzzle) puzzles.push(e.puzzle);
    errors.push(...e.issues);
  }
  if (entries.length === 0)
    errors.push(sizeIssue(options.size) ?? { puzzle: 1, line: 1, column: 1, why: { code: 'no-puzzle' } });
  return { puzzles, errors, format };
}

/**
 * Exactly one puzzle: the grid, or the first problem. More than one puzzle is a problem too, but
 * when only one of them parses, the others are what to fix (a note typed above the puzzle, say):
 * the first problem of the first one that failed is reported.
 */
export function parsePuzzle(
  text: string,
  options: ParseOptions = {},
): { ok: true; grid: Grid } | { ok: false; error: ParseIssue } {
  const read = readAll(text, options);
  const { errors, puzzles } = collect(read, options);
  const { entries } = read;
  // Text that reads two ways is one question, however many puzzles one of the readings makes.
  const ambiguity = errors.find((e) => e.why.code === 'ambiguous');
  if (ambiguity) return { ok: false, error: ambiguity };
  if (entries.length > 1 && puzzles.length !== 1) {
    return {
      ok: false,
      error: {
        puzzle: 2,
        line: entries[1].line,
        column: 1,
        why: { code: 'one-expected', found: entries.length },
      },
    };
  }
  if (errors.length > 0) return { ok: false, error: errors[0] };
  return { ok: true, grid: puzzles[0].grid };
}

function readAll(text: string, options: ParseOptions): { entries: ReadEntry[]; format: InputFormat } {
  if (sizeIssue(options.size)) return { entries: [], format: 'line' };
  const reader = new PuzzleReader(options.size);
  const entries: ReadEntry[] = [];
  for (const line of splitLines(typeof text === 'string' ? text : '')) entries.push(...reader.push(line));
  entries.push(...reader.end());
  let format = reader.format ?? 'line';
  if (format === 'line' && entries.length > 1) format = 'lines-per-puzzle';
  return { entries, format };
}
