/**
 * Reading puzzles from text in every common form (docs/input-formats.md); never throws and never guesses: every problem
 * is reported with its puzzle, line and column (in characters).
 */
import type { Grid } from './grid.ts';
import type { InputFormat } from './blockReading.ts';
import type { Side } from './boardSides.ts';
import type { ParseIssue } from './parseIssue.ts';
import { splitLines } from './parseLines.ts';
import { type ParsedPuzzle, PuzzleReader, type ReadEntry } from './puzzleReader.ts';

export type { InputFormat } from './blockReading.ts';
export type { Side } from './boardSides.ts';
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

/** The problem of a `size` that is no board size, or undefined. */
export function sizeIssue(size: unknown): ParseIssue | undefined {
  if (size === undefined || size === 4 || size === 9 || size === 16) return undefined;
  return {
    puzzle: 1,
    line: 1,
    column: 1,
    why: { code: 'size', size: String(size) },
  };
}

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

/** Exactly one puzzle, or the first problem of the one that failed (others that parse may be a stray note). */
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
