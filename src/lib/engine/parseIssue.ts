/** A problem found while reading puzzle text: where it is (all 1-based) and, in plain words, why. */
export interface ParseIssue {
  /** The number of the puzzle in the input that the problem belongs to. */
  puzzle: number;
  line: number;
  column: number;
  message: string;
}

/** A problem located in the text, before it is known which puzzle number it belongs to. */
export type Located = Omit<ParseIssue, 'puzzle'>;

/** "FILE:LINE:COL: message", the form compilers use, so editors and terminals can jump to it. */
export function formatIssue(file: string, issue: ParseIssue): string {
  return `${file}:${issue.line}:${issue.column}: ${issue.message}`;
}
