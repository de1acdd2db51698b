/**
 * Reading puzzles from text in every common form (docs/input-formats.md): one puzzle per line (with
 * `#` comments, tdoku's ":count" and plb's TAB notes), grids of digit lines with or without
 * separators, whitespace-separated numbers, Project Euler 96's "Grid NN" files, several grids per
 * file. The board size (4×4, 9×9, 16×16) comes from the text unless given.
 *
 * Never throws and never guesses: each problem is reported with its puzzle number, line and column,
 * a bad puzzle does not stop the others, and text that reads two ways is reported as ambiguous.
 */
import type { Grid } from './grid.ts';
import { buildGrid, foreignSymbols } from './parseCells.ts';
import { readBlock, type Attempt, type InputFormat, type Side } from './parseBlock.ts';
import type { ParseIssue } from './parseIssue.ts';
import { splitBlocks } from './parseLines.ts';
import { cellsOf } from './parseTokens.ts';

export type { InputFormat } from './parseBlock.ts';
export { formatIssue, type ParseIssue } from './parseIssue.ts';

export interface ParsedPuzzle {
  grid: Grid;
  /** 1-based number of the puzzle in the input, counting the ones that failed to parse. */
  index: number;
  /** 1-based line where the puzzle starts (its "Grid NN" header, if it has one). */
  line: number;
  /** The "Grid NN" header, or the comment after a TAB. */
  name?: string;
}

export interface ParseResult {
  puzzles: ParsedPuzzle[];
  errors: ParseIssue[];
  format: InputFormat;
}

export interface ParseOptions {
  /** The board's side; when absent it is told from the text. */
  size?: Side;
}

const byPosition = (a: ParseIssue, b: ParseIssue) => a.line - b.line || a.column - b.column;

/** Past this many problems in one puzzle (a pasted essay, say), the rest are summed up in one more. */
const MAX_ISSUES_PER_PUZZLE = 20;

function capped(issues: ParseIssue[]): ParseIssue[] {
  if (issues.length <= MAX_ISSUES_PER_PUZZLE) return issues;
  const next = issues[MAX_ISSUES_PER_PUZZLE];
  const more = issues.length - MAX_ISSUES_PER_PUZZLE;
  return [
    ...issues.slice(0, MAX_ISSUES_PER_PUZZLE),
    { ...next, message: `${more} more problems in this puzzle from here on` },
  ];
}

/** Every puzzle in `text`, and every problem, each with where and why. */
export function parsePuzzles(text: string, options: ParseOptions = {}): ParseResult {
  return readAll(text, options).result;
}

/** Exactly one puzzle: the grid, or the first problem (more than one puzzle is a problem too). */
export function parsePuzzle(
  text: string,
  options: ParseOptions = {},
): { ok: true; grid: Grid } | { ok: false; error: ParseIssue } {
  const { result, starts } = readAll(text, options);
  if (starts.length > 1) {
    return {
      ok: false,
      error: { puzzle: 2, line: starts[1], column: 1, message: `one puzzle expected, found ${starts.length}` },
    };
  }
  if (result.errors.length > 0) return { ok: false, error: result.errors[0] };
  return { ok: true, grid: result.puzzles[0].grid };
}

/** One puzzle's text becomes its grid, or its problems in text order. */
function settle(attempt: Attempt, index: number): { puzzle?: ParsedPuzzle; issues: ParseIssue[] } {
  const cells = attempt.rows.flatMap(cellsOf);
  const built =
    attempt.n === undefined
      ? { grid: undefined, issues: foreignSymbols(cells) }
      : buildGrid(attempt.n, cells, attempt.issues.length === 0);
  if (attempt.issues.length === 0 && built.grid) {
    return {
      puzzle: { grid: built.grid, index, line: attempt.line, ...(attempt.name ? { name: attempt.name } : {}) },
      issues: [],
    };
  }
  const issues = [...attempt.issues, ...built.issues].map((issue) => ({ puzzle: index, ...issue }));
  return { issues: capped(issues.sort(byPosition)) };
}

function readAll(text: string, options: ParseOptions): { result: ParseResult; starts: number[] } {
  const puzzles: ParsedPuzzle[] = [];
  const errors: ParseIssue[] = [];
  const starts: number[] = [];
  const { size } = options;
  if (size !== undefined && size !== 4 && size !== 9 && size !== 16) {
    errors.push({
      puzzle: 1,
      line: 1,
      column: 1,
      message: `size ${String(size)} is not a board size: choose 4, 9 or 16`,
    });
    return { result: { puzzles, errors, format: 'line' }, starts };
  }
  let format: InputFormat | undefined;
  for (const block of splitBlocks(typeof text === 'string' ? text : '')) {
    const reading = readBlock(block, size);
    format ??= reading.format;
    if (block.header) format = 'pe96';
    for (const attempt of reading.attempts) {
      starts.push(attempt.line);
      const settled = settle(attempt, starts.length);
      if (settled.puzzle) puzzles.push(settled.puzzle);
      for (const issue of settled.issues) errors.push(issue);
    }
  }
  if (starts.length === 0) {
    errors.push({
      puzzle: 1,
      line: 1,
      column: 1,
      message: 'no puzzle found: the text is empty or holds only comments',
    });
  }
  if (format === 'line' && starts.length > 1) format = 'lines-per-puzzle';
  return { result: { puzzles, errors, format: format ?? 'line' }, starts };
}
