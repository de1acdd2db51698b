import type { PuzzleProblem } from '../../run/link/puzzleParam.ts';
import type { LinkField, LinkWarning } from '../../run/link/urlState.ts';
import { formatCount } from '../format.ts';
import { m } from './messages.ts';

// What the page says about a link it could not read whole, from the reader's data.

const FIELDS: Record<LinkField, () => string> = {
  puzzle: m.link_field_puzzle,
  mode: m.link_field_mode,
  algorithms: m.link_field_algorithms,
  speed: m.link_field_speed,
  position: m.link_field_position,
  orders: m.link_field_orders,
  pencil: m.link_field_pencil,
  explain: m.link_field_explain,
  code: m.link_field_code,
  predict: m.link_field_predict,
  bookmarks: m.link_field_bookmarks,
  loop: m.link_field_loop,
  exercise: m.link_field_exercise,
  generator: m.link_field_generator,
};

const CLASH = [m.link_puzzle_clash_row, m.link_puzzle_clash_column, m.link_puzzle_clash_box];

export function puzzleProblemText(p: PuzzleProblem): string {
  switch (p.kind) {
    case 'cells':
      return m.link_puzzle_cells({ count: formatCount(p.count) });
    case 'character':
      return m.link_puzzle_character({ symbols: p.symbols, cell: p.cell });
    case 'clash':
      return CLASH[p.unit]({ digit: p.digit, a: p.a, b: p.b });
  }
}

export function linkWarningText(w: LinkWarning): string {
  if (w.kind === 'too-long') return m.link_too_long();
  if (w.kind === 'unreadable') return m.link_unreadable();
  const names = w.fields.map((f) =>
    f === 'puzzle' && w.puzzle ? m.link_field_puzzle_why({ why: puzzleProblemText(w.puzzle) }) : FIELDS[f](),
  );
  return m.link_fields_unused({ fields: names.join(m.list_separator()) });
}
