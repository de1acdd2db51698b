/**
 * A problem found while reading puzzle text: where it is (all 1-based) and why, as data; the page and
 * the CLI word it from the message catalogue (ui/i18n/issueWords.ts).
 */
export interface ParseIssue {
  /** The number of the puzzle in the input that the problem belongs to. */
  puzzle: number;
  line: number;
  column: number;
  why: IssueWhy;
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
  /** A lone line of no board's length and near none. */
  | { code: 'line-impossible'; found: number }
  | { code: 'not-digit'; symbol: string; digits?: string }
  | { code: 'clash'; digit: string; unit: 0 | 1 | 2; index: number; a: string; b: string }
  | { code: 'more'; count: number };

/** A problem located in the text, before it is known which puzzle number it belongs to. */
export type Located = Omit<ParseIssue, 'puzzle'>;
