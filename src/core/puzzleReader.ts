/** Reading puzzles as the lines come, each handed out as soon as its block is complete. */
import type { Grid } from './grid.ts';
import { buildGrid, foreignSymbols } from './parseCells.ts';
import { readBlock } from './parseBlock.ts';
import type { Attempt, InputFormat } from './blockReading.ts';
import type { Side } from './boardSides.ts';
import type { ParseIssue } from './parseIssue.ts';
import { BlockSplitter, type SourceLine } from './parseLines.ts';
import { cellsOf } from './parseTokens.ts';

export interface ParsedPuzzle {
  grid: Grid;
  /** 1-based, counting puzzles that failed to parse. */
  index: number;
  line: number;
  name?: string;
}

/** Parsed, or with its problems (none for the rest of an ambiguous block). */
export type ReadEntry =
  | { index: number; line: number; puzzle: ParsedPuzzle; issues: [] }
  | { index: number; line: number; puzzle?: undefined; issues: ParseIssue[] };

const byPosition = (a: ParseIssue, b: ParseIssue) => a.line - b.line || a.column - b.column;

/** Past this many problems in one puzzle, the rest are summed up in one more. */
const MAX_ISSUES_PER_PUZZLE = 20;

function capped(issues: ParseIssue[]): ParseIssue[] {
  if (issues.length <= MAX_ISSUES_PER_PUZZLE) return issues;
  const next = issues[MAX_ISSUES_PER_PUZZLE];
  const more = issues.length - MAX_ISSUES_PER_PUZZLE;
  return [...issues.slice(0, MAX_ISSUES_PER_PUZZLE), { ...next, why: { code: 'more', count: more } }];
}

export class PuzzleReader {
  private readonly blocks = new BlockSplitter();
  private count = 0;
  format: InputFormat | undefined;

  constructor(private readonly size?: Side) {}

  get puzzles(): number {
    return this.count;
  }

  push(line: SourceLine): ReadEntry[] {
    return this.read(this.blocks.push(line));
  }

  end(): ReadEntry[] {
    return this.read(this.blocks.end());
  }

  private read(blocks: ReturnType<BlockSplitter['end']>): ReadEntry[] {
    const entries: ReadEntry[] = [];
    for (const block of blocks) {
      const reading = readBlock(block, this.size);
      this.format ??= reading.format;
      if (block.header) this.format = 'pe96';
      for (const attempt of reading.attempts) entries.push(settle(attempt, ++this.count));
    }
    return entries;
  }
}

function settle(attempt: Attempt, index: number): ReadEntry {
  // Most puzzles are one line, and flatMap's generic path is slow.
  const cells = attempt.rows.length === 1 ? cellsOf(attempt.rows[0]) : attempt.rows.flatMap(cellsOf);
  const { line } = attempt;
  if (attempt.n === undefined) {
    // Characters that fit no board say more than the count: prose pasted by mistake is "'T' is not a digit", not
    // "impossible size".
    const foreign = foreignSymbols(cells);
    const issues = foreign.length > 0 ? foreign : attempt.issues;
    return { index, line, issues: capped(issues.map((issue) => ({ puzzle: index, ...issue })).sort(byPosition)) };
  }
  const built = buildGrid(attempt.n, cells, attempt.issues.length === 0);
  if (attempt.issues.length === 0 && built.grid) {
    const puzzle = { grid: built.grid, index, line, ...(attempt.name ? { name: attempt.name } : {}) };
    return { index, line, puzzle, issues: [] };
  }
  const issues = [...attempt.issues, ...built.issues].map((issue) => ({ puzzle: index, ...issue }));
  return { index, line, issues: capped(issues.sort(byPosition)) };
}
