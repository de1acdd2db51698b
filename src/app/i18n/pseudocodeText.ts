import type { AlgorithmId } from '../../core/algorithmTable.ts';
import { m } from './messages.ts';

// The pseudocode's words by its English lines (which the line-lighting keys on); a line without an entry is code.
const NOTES: Record<string, () => string> = {
  'AC-3': m.pc_note_mac_ac3,
  'LCV, then the rest': m.pc_note_lcv,
  'add back': m.pc_note_mac_requeue,
  backtrack: m.pc_note_backtrack,
  blame: m.pc_note_cbj_blame,
  check: m.pc_note_check,
  choose: m.pc_note_choose,
  'dead end': m.pc_note_dead_end,
  eliminate: m.pc_note_eliminate,
  forced: m.pc_note_forced,
  guess: m.pc_note_guess,
  jump: m.pc_note_cbj_jump,
  'jumped over': m.pc_note_cbj_jumped_over,
  'no candidate led on: back up': m.pc_note_no_candidate,
  'no digit fits: back up': m.pc_note_no_digit,
  'no guess led on: back up': m.pc_note_no_guess,
  'no option led on: back up': m.pc_note_no_option,
  place: m.pc_note_place,
  prune: m.pc_note_prune,
  'random order': m.pc_note_random,
  'reading order': m.pc_note_reading,
  recurse: m.pc_note_recurse,
  revise: m.pc_note_mac_revise,
  'recurse, one deeper': m.pc_note_recurse_deeper,
  try: m.pc_note_try,
  'try the next digit': m.pc_note_try_next,
  'wipe-out': m.pc_note_wipeout,
};

const LINES: Record<string, () => string> = {
  'add the peer to conflicts if the search placed it; continue': m.pc_cbj_blame,
  'back ← solve(board)': m.pc_cbj_recurse,
  'board[cell] ← empty': m.pc_board_empty,
  'conflicts ← ∅': m.pc_cbj_conflicts_empty,
  'conflicts ← conflicts ∪ back, less this cell': m.pc_cbj_absorb,
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
  'if back skips this cell: return back': m.pc_cbj_pass,
  'if it has none: return': m.pc_if_none,
  'if x has none left: erase digit; next digit': m.pc_mac_wipeout,
  'if y has one value left and x has it: remove it from x': m.pc_mac_prune,
  "queue the arcs (peer, x) of x's other empty peers": m.pc_mac_requeue,
  'queue ← the arcs (peer, cell) of its empty peers': m.pc_mac_queue,
  'while the queue is not empty: (x, y) ← its head': m.pc_mac_pop,
  'if no cell is empty: record a solution; return': m.pc_if_full,
  'if no cell is left without candidates: solve(board)': m.pc_if_no_dead,
  'if there is none: record a solution; return': m.pc_if_no_cell,
  'if there is none: record a solution; return every earlier cell': m.pc_cbj_if_full,
  'jump to the latest cell in conflicts; return conflicts': m.pc_cbj_jump,
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
