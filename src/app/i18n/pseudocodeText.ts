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
  'full assignment': m.pc_note_full_assignment,
  'gave up': m.pc_note_gave_up,
  guess: m.pc_note_guess,
  'no candidate led on: back up': m.pc_note_no_candidate,
  'no digit fits: back up': m.pc_note_no_digit,
  'no guess led on: back up': m.pc_note_no_guess,
  'no option led on: back up': m.pc_note_no_option,
  place: m.pc_note_place,
  prune: m.pc_note_prune,
  'random order': m.pc_note_random,
  'reading order': m.pc_note_reading,
  recurse: m.pc_note_recurse,
  repair: m.pc_note_repair,
  restart: m.pc_note_restart,
  'recurse, one deeper': m.pc_note_recurse_deeper,
  try: m.pc_note_try,
  'try the next digit': m.pc_note_try_next,
  'wipe-out': m.pc_note_wipeout,
};

const LINES: Record<string, () => string> = {
  'cell ← a clashing cell, drawn by the seed': m.pc_minconflicts_pick,
  'cell ← the digit with the fewest clashes (ties: seeded)': m.pc_minconflicts_fewest,
  'for each empty cell, in reading order:': m.pc_minconflicts_each_empty,
  'if no better board for 2 × blanks steps: clear all; fill anew': m.pc_minconflicts_stuck,
  'if nothing clashes: record the solution; return': m.pc_minconflicts_if_none,
  'return failure': m.pc_minconflicts_fail,
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
  'if it has none: return': m.pc_if_none,
  'if no cell is empty: record a solution; return': m.pc_if_full,
  'if no cell is left without candidates: solve(board)': m.pc_if_no_dead,
  'if there is none: record a solution; return': m.pc_if_no_cell,
  'remove digit from the candidates of its empty peers': m.pc_fc_prune,
  'remove each new digit from its peers': m.pc_remove_peers,
  'uncover them; erase r': m.pc_uncover_erase,
  'write every single it leaves': m.pc_write_singles,
  'write r; cover the other constraints r meets': m.pc_write_cover,
};

export const pseudocodeTitle = (algo: AlgorithmId): string => m[`pc_title_${algo}`]();
export const pseudocodeNote = (note: string): string => NOTES[note]?.() ?? note;
export const pseudocodeLine = (code: string): string => LINES[code]?.() ?? code;
/** Whether the words are known: for the test that no title, note or prose line is left untranslated. */
export const hasPseudocodeText = (kind: 'note' | 'line', text: string): boolean =>
  text in (kind === 'note' ? NOTES : LINES);
