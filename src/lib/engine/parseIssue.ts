/** A problem found while reading puzzle text: where it is (all 1-based) and, in plain words, why. */
export interface ParseIssue {
  /** The number of the puzzle in the input that the problem belongs to. */
  puzzle: number;
  line: number;
  column: number;
  message: string;
  /**
   * The same reason as data, so the page can say it in its own language (the CLI prints `message`,
   * which stays English). Absent only for reasons the page has no words for yet.
   */
  why?: IssueWhy;
}

/** What went wrong, by kind, with the figures and names the message is made of. */
export type IssueWhy =
  | { code: 'size'; size: string }
  | { code: 'no-puzzle' }
  | { code: 'one-expected'; found: number }
  | { code: 'long-line'; length: number; max: number }
  | { code: 'header-no-rows'; name: string }
  | { code: 'impossible-size'; rows: number; min: number; max: number }
  | { code: 'ambiguous'; lines: number }
  | { code: 'rows-expected'; expected: number; found: number }
  | { code: 'cells-expected'; expected: number; found: number }
  /** A lone line of no board's length: the sizes it could be, the nearer first (one or two). */
  | { code: 'line-size'; found: number; sides: readonly (4 | 9 | 16)[]; characters: boolean }
  | { code: 'not-digit'; symbol: string; digits?: string }
  | { code: 'clash'; digit: string; unit: 0 | 1 | 2; index: number; a: string; b: string }
  | { code: 'more'; count: number };

/** A problem located in the text, before it is known which puzzle number it belongs to. */
export type Located = Omit<ParseIssue, 'puzzle'>;

/** "FILE:LINE:COL: message", the form compilers use, so editors and terminals can jump to it. */
export function formatIssue(file: string, issue: ParseIssue): string {
  return `${file}:${issue.line}:${issue.column}: ${issue.message}`;
}
