import type { AlgorithmId } from '../../core/algorithmTable.ts';
import { m } from './messages.ts';

// The pseudocode's words by its English lines (which the line-lighting keys on); a line without an entry is code.
const NOTES: Record<string, () => string> = {
  'LCV, then the rest': m.pc_note_lcv,
  backtrack: m.pc_note_backtrack,
  check: m.pc_note_check,
  choose: m.pc_note_choose,
  'dead end': m.pc_note_dead_end,
  eliminate: m.pc_note_eliminate,
  forced: m.pc_note_forced,
  guess: m.pc_note_guess,
  'no candidate led on: back up': m.pc_note_no_candidate,
  'no digit fits: back up': m.pc_note_no_digit,
  'no guess led on: back up': m.pc_note_no_guess,
  'no option led on: back up': m.pc_note_no_option,
  place: m.pc_note_place,
  prune: m.pc_note_prune,
  'random order': m.pc_note_random,
  technique: m.pc_note_technique,
  'reading order': m.pc_note_reading,
  recurse: m.pc_note_recurse,
  'recurse, one deeper': m.pc_note_recurse_deeper,
  try: m.pc_note_try,
  'try the next digit': m.pc_note_try_next,
  'wipe-out': m.pc_note_wipeout,
};

const LINES: Record<string, () => string> = {
  'board[cell] ← empty': m.pc_board_empty,
  'c ← the constraint with the fewest options': m.pc_constraint,
  'cell ← empty cell with the fewest candidates': m.pc_mrv_cell,
  'cell ← first empty cell': m.pc_first_empty,
  'cell ← fewest candidates, ties: most empty peers': m.pc_degree_cell,
  'erase the digits since the guess, then it': m.pc_erase_since,
  'for digit in 1 … N, least constraining first:': m.pc_for_lcv,
  'for digit in 1 … N, shuffled:': m.pc_for_shuffled,
  'for digit in candidates(cell), ascending:': m.pc_for_candidates,
  'for digit in candidates(cell), shuffled:': m.pc_for_candidates_shuffled,
  'for digit in candidates(cell), least constraining first:': m.pc_for_candidates_lcv,
  'for each option r of c (a digit in a cell):': m.pc_for_option,
  'if digit already stands in its row, column or box:': m.pc_if_clash,
  'if every constraint is met: record a solution; return': m.pc_if_all_met,
  'if a peer has none left: erase digit; next digit': m.pc_fc_wipeout,
  'if a cell has no candidates, or a digit no place: return': m.pc_logic_dead,
  'if there is one:': m.pc_logic_if_step,
  'if it has none: return': m.pc_if_none,
  'if no cell is empty: record a solution; return': m.pc_if_full,
  'if no cell is left without candidates: solve(board)': m.pc_if_no_dead,
  'if there is none: record a solution; return': m.pc_if_no_cell,
  'remove digit from the candidates of its empty peers': m.pc_fc_prune,
  'remove each new digit from its peers': m.pc_remove_peers,
  'remove the candidates it rules out': m.pc_logic_remove,
  'step ← the easiest technique that applies': m.pc_logic_step,
  'uncover them; erase r': m.pc_uncover_erase,
  'write every single it leaves': m.pc_write_singles,
  'write the digits it places': m.pc_logic_write,
  'write r; cover the other constraints r meets': m.pc_write_cover,
};

export const pseudocodeTitle = (algo: AlgorithmId): string => m[`pc_title_${algo}`]();
export const pseudocodeNote = (note: string): string => NOTES[note]?.() ?? note;
export const pseudocodeLine = (code: string): string => LINES[code]?.() ?? code;
/** Whether the words are known: for the test that no title, note or prose line is left untranslated. */
export const hasPseudocodeText = (kind: 'note' | 'line', text: string): boolean =>
  text in (kind === 'note' ? NOTES : LINES);
