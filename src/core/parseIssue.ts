/**
 * A problem found while reading puzzle text, as data (positions 1-based); the page and CLI word it from the message
 * catalogue.
 */
export interface ParseIssue {
  puzzle: number;
  line: number;
  column: number;
  why: IssueWhy;
}

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
  /** A lone line of no board's length: the sizes it could be, the nearer first. */
  | { code: 'line-size'; found: number; sides: readonly (4 | 9 | 16)[]; characters: boolean }
  /** A lone line of no board's length and near none. */
  | { code: 'line-impossible'; found: number }
  | { code: 'not-digit'; symbol: string; digits?: string }
  | { code: 'clash'; digit: string; unit: 0 | 1 | 2; index: number; a: string; b: string }
  | { code: 'more'; count: number };

export type Located = Omit<ParseIssue, 'puzzle'>;

/** Problems shown per input, by the CLI and the page alike; past them only a count. */
export const MAX_SHOWN_ISSUES = 100;
