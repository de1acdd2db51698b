import { englishIssueWords } from '../app/i18n/englishIssueWords.ts';
import { issueLine } from '../app/i18n/issueWords.ts';
import { type ParseIssue, PuzzleReader, type ReadEntry, type Side } from '../core/parse.ts';
import { groupDigits } from '../core/groupDigits.ts';
import { MAX_SHOWN_ISSUES } from '../core/parseIssue.ts';
import { InputError } from './errors.ts';
import { describeFsError } from './fsErrors.ts';
import type { Io } from './io.ts';
import { shown } from './shown.ts';
import { textLines } from './textLines.ts';

/** `-` on the command line. */
export const STDIN_NAME = '<stdin>';

export { MAX_SHOWN_ISSUES };

/**
 * FILE (or stdin) read as a stream of puzzles in any format; each problem goes to stderr as `FILE:LINE:COL: why` as it
 * is found, and the puzzles that parse go on.
 */
export class PuzzleInput {
  readonly name: string;
  /** Any makes the command exit 1. */
  issues = 0;
  /** Puzzles the input held, parsed or not. */
  count = 0;
  private readonly chunks: AsyncIterable<Uint8Array>;

  /** A file that cannot be read is an InputError before any output. */
  constructor(
    path: string,
    private readonly io: Io,
    private readonly size?: Side,
  ) {
    this.name = path === '-' ? STDIN_NAME : shown(path);
    try {
      this.chunks = io.openInput(path);
    } catch (e) {
      throw new InputError(`cannot read ${path}: ${describeFsError(e)}`);
    }
  }

  /** Every puzzle in input order, parsed or not; the problems are reported as they come. */
  async *entries(): AsyncGenerator<ReadEntry> {
    for await (const group of this.groups()) yield* group;
  }

  /**
   * The same, in the groups the parser hands them out in (up to 64 puzzle lines at a time), so a
   * worker pool can send several to a message; a group's problems are reported before it comes.
   */
  async *groups(): AsyncGenerator<ReadEntry[]> {
    const reader = new PuzzleReader(this.size);
    for await (const line of textLines(this.chunks)) {
      const group = reader.push(line);
      if (group.length > 0) yield [...this.report(group)];
    }
    const last = reader.end();
    if (last.length > 0) yield [...this.report(last)];
    this.count = reader.puzzles;
    const hidden = this.issues - MAX_SHOWN_ISSUES;
    if (hidden > 0) this.io.stderr.write(`${this.name}: … and ${groupDigits(hidden)} more errors\n`);
    if (this.count === 0) {
      this.io.stderr.write(`${this.name}: ${englishIssueWords.parse_no_puzzle()}\n`);
      this.issues++;
    }
  }

  private *report(entries: ReadEntry[]): Generator<ReadEntry> {
    for (const entry of entries) {
      for (const issue of entry.issues) this.show(issue);
      yield entry;
    }
  }

  private show(issue: ParseIssue): void {
    if (++this.issues <= MAX_SHOWN_ISSUES) this.io.stderr.write(issueLine(englishIssueWords, this.name, issue) + '\n');
  }
}
