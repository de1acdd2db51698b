import type { ParseIssue } from '../../engine/parseIssue.ts';
import { formatCount } from '../format.ts';
import { m } from './messages.ts';

const UNIT_CLASH = [m.parse_clash_row, m.parse_clash_column, m.parse_clash_box];

/**
 * Why a puzzle text could not be read, in the page's language, from the reason's data (the parser's
 * own `message` is English, for the CLI). Its place, line and column, is shown beside it.
 */
export function issueText(issue: ParseIssue): string {
  const why = issue.why;
  if (!why) return issue.message;
  switch (why.code) {
    case 'size':
      return m.parse_size({ size: why.size });
    case 'no-puzzle':
      return m.parse_no_puzzle();
    case 'one-expected':
      return m.parse_one_expected({ found: why.found });
    case 'long-line':
      return m.parse_long_line({ length: formatCount(why.length), max: formatCount(why.max) });
    case 'header-no-rows':
      return m.parse_header_no_rows({ name: why.name });
    case 'impossible-size':
      return why.min === why.max
        ? m.parse_impossible_size({ rows: why.rows, cells: why.min })
        : m.parse_impossible_sizes({ rows: why.rows, min: why.min, max: why.max });
    case 'ambiguous':
      return why.lines === 16
        ? m.parse_ambiguous_one({ lines: why.lines })
        : m.parse_ambiguous({ lines: why.lines, grids: why.lines / 16 });
    case 'rows-expected':
      return why.found > why.expected
        ? m.parse_rows_expected_more({ expected: why.expected, found: why.found })
        : m.parse_rows_expected({ expected: why.expected, found: why.found });
    case 'cells-expected':
      return m.parse_cells_expected({ expected: why.expected, found: why.found });
    case 'line-size': {
      const [side, other] = why.sides;
      const found = why.found;
      const count = why.characters
        ? (found === 1 ? m.parse_line_characters_one : m.parse_line_characters)({ found })
        : (found === 1 ? m.parse_line_cells_one : m.parse_line_cells)({ found });
      return other
        ? m.parse_line_sizes({ count, side, cells: side * side, other, more: other * other })
        : m.parse_line_size({ count, side, cells: side * side });
    }
    case 'not-digit':
      return why.digits
        ? m.parse_not_digit_here({ symbol: why.symbol, digits: why.digits })
        : m.parse_not_digit({ symbol: why.symbol });
    case 'clash':
      return UNIT_CLASH[why.unit]({ digit: why.digit, index: why.index, a: why.a, b: why.b });
    case 'more':
      return m.parse_more({ count: why.count });
  }
}
