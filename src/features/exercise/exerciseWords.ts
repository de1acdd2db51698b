import { cellName, geometry, type BoxSize } from '../../core/index.ts';
import { rungOf } from '../../core/logic/techniqueIds.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { m } from '../../app/i18n/messages.ts';
import { listOf } from '../../app/i18n/listText.ts';
import { techniqueIdName } from '../../app/i18n/techniqueText.ts';
import type { Reason } from './grading/index.ts';
import { stepText } from './stepWords.ts';

// A mistake's reason as one sentence in the page's language: what the algorithm does instead, and why.

const CLASHES = [m.exercise_reason_clashes_row, m.exercise_reason_clashes_column, m.exercise_reason_clashes_box];
const CLASH_PEER = [
  m.exercise_reason_clash_peer_row,
  m.exercise_reason_clash_peer_column,
  m.exercise_reason_clash_peer_box,
];

const cellList = (cells: readonly number[], n: BoxSize): string => listOf(cells.map((c) => cellName(geometry(n), c)));

/** `algo`: the algorithm's name as the page shows it. */
export function reasonText(r: Reason, n: BoxSize, algo: string): string {
  const at = (c: number) => cellName(geometry(n), c);
  const d = (digit: number) => digitSymbol(digit);
  switch (r.code) {
    case 'fits':
      return m.exercise_reason_fits({ cell: at(r.cell), digit: d(r.digit) });
    case 'next_candidate':
      return m.exercise_reason_next_candidate({ algo, cell: at(r.cell), digit: d(r.digit) });
    case 'clashes':
      return CLASHES[r.unit]({ cell: at(r.cell), digit: d(r.digit), peer: at(r.peer) });
    case 'clash_peer':
      return CLASH_PEER[r.unit]({ cell: at(r.cell), digit: d(r.digit), peer: at(r.peer) });
    case 'next_digit':
      return m.exercise_reason_next_digit({ cell: at(r.cell), digit: d(r.digit) });
    case 'first_empty':
      return m.exercise_reason_first_empty({ algo, cell: at(r.cell) });
    case 'chosen_cell':
      return m.exercise_reason_chosen_cell({ algo, cell: at(r.cell) });
    case 'fewest':
      return m.exercise_reason_fewest({ algo, cell: at(r.cell), count: r.count });
    case 'tie_first':
      return m.exercise_reason_tie_first({ cell: at(r.cell), count: r.count, yours: at(r.yours) });
    case 'tie_degree':
      return m.exercise_reason_tie_degree({
        cell: at(r.cell),
        count: r.count,
        yours: at(r.yours),
        degree: r.degree,
        yoursDegree: r.yoursDegree,
      });
    case 'prune':
      return m.exercise_reason_prune({ cell: at(r.cell), digit: d(r.digit), placed: at(r.placed) });
    case 'no_prune':
      return m.exercise_reason_no_prune({ digit: d(r.digit), placed: at(r.placed), step: stepText(r.step, n) });
    case 'dead_end':
      return m.exercise_reason_dead_end({ cell: at(r.cell), digit: d(r.digit) });
    case 'wipeout':
      return m.exercise_reason_wipeout({ cell: at(r.cell), digit: d(r.digit), wiped: at(r.wiped) });
    case 'back_latest':
      return m.exercise_reason_back_latest({ cell: at(r.cell), digit: d(r.digit) });
    case 'not_dead':
      return m.exercise_reason_not_dead({ step: stepText(r.step, n) });
    case 'arc_prune':
      return m.exercise_reason_arc_prune({ cell: at(r.cell), digit: d(r.digit), peer: at(r.peer) });
    case 'ac3_done':
      return m.exercise_reason_ac3_done({ step: stepText(r.step, n) });
    case 'pattern_cells':
      return m.exercise_reason_pattern_cells({ cells: cellList(r.cells, n) });
    case 'technique': {
      const words = { technique: techniqueIdName(r.technique), cells: cellList(r.cells, n) };
      // An easier technique than the model's was tried first and found nothing; a harder one comes only after it.
      return r.yours && rungOf(r.yours) < rungOf(r.technique)
        ? m.exercise_reason_technique_easier({ ...words, yours: techniqueIdName(r.yours) })
        : m.exercise_reason_technique(words);
    }
    case 'logic_prune':
      return m.exercise_reason_logic_prune({ cell: at(r.cell), digit: d(r.digit) });
    case 'logic_place':
      return m.exercise_reason_logic_place({ cell: at(r.cell), digit: d(r.digit) });
    case 'guess':
      return m.exercise_reason_guess({ cell: at(r.cell), digit: d(r.digit) });
  }
}
