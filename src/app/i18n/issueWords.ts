import { groupDigits } from '../../core/groupDigits.ts';
import type { ParseIssue } from '../../core/parseIssue.ts';
import type { Words } from './english.ts';

/** The messages a parse problem is said with. */
export type IssueWords = Pick<Words, Extract<keyof Words, `parse_${string}`>>;

/**
 * Why a puzzle text could not be read, from the reason's data, in `w`'s language: the page's `m`, or
 * the English table for the CLI. Plain (no page state), so the CLI can use it.
 */
export function issueWords(w: IssueWords, issue: ParseIssue): string {
  const why = issue.why;
  switch (why.code) {
    case 'size':
      return w.parse_size({ size: why.size });
    case 'no-puzzle':
      return w.parse_no_puzzle();
    case 'one-expected':
      return w.parse_one_expected({ found: why.found });
    case 'long-line':
      return w.parse_long_line({ length: groupDigits(why.length), max: groupDigits(why.max) });
    case 'header-no-rows':
      return w.parse_header_no_rows({ name: why.name });
    case 'impossible-size':
      return why.min === why.max
        ? w.parse_impossible_size({ rows: why.rows, cells: why.min })
        : w.parse_impossible_sizes({ rows: why.rows, min: why.min, max: why.max });
    case 'ambiguous':
      return why.lines === 16
        ? w.parse_ambiguous_one({ lines: why.lines })
        : w.parse_ambiguous({ lines: why.lines, grids: why.lines / 16 });
    case 'rows-expected':
      return why.found > why.expected
        ? w.parse_rows_expected_more({ expected: why.expected, found: why.found })
        : w.parse_rows_expected({ expected: why.expected, found: why.found });
    case 'cells-expected':
      return w.parse_cells_expected({ expected: why.expected, found: why.found });
    case 'line-size': {
      const [side, other] = why.sides;
      const count = lineCount(w, why.found, why.characters);
      return other
        ? w.parse_line_sizes({ count, side, cells: side * side, other, more: other * other })
        : w.parse_line_size({ count, side, cells: side * side });
    }
    case 'line-impossible':
      return w.parse_line_impossible({ count: lineCount(w, why.found, false) });
    case 'not-digit':
      return why.digits
        ? w.parse_not_digit_here({ symbol: why.symbol, digits: why.digits })
        : w.parse_not_digit({ symbol: why.symbol });
    case 'clash':
      return [w.parse_clash_row, w.parse_clash_column, w.parse_clash_box][why.unit]({
        digit: why.digit,
        index: why.index,
        a: why.a,
        b: why.b,
      });
    case 'more':
      return w.parse_more({ count: why.count });
  }
}

/** "81 characters", "1 cell". */
function lineCount(w: IssueWords, found: number, characters: boolean): string {
  if (characters) return (found === 1 ? w.parse_line_characters_one : w.parse_line_characters)({ found });
  return (found === 1 ? w.parse_line_cells_one : w.parse_line_cells)({ found });
}

/** "FILE:LINE:COL: why", the form compilers use, so editors and terminals can jump to it. */
export function issueLine(w: IssueWords, file: string, issue: ParseIssue): string {
  return `${file}:${issue.line}:${issue.column}: ${issueWords(w, issue)}`;
}
