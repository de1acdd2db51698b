import {
  type AlgorithmId,
  choosesFor,
  isLocalSearch,
  type BoxSize,
  cellName,
  geometry,
  type Geometry,
  type JumpEvent,
  type SolverEvent,
  type VariableOrder,
} from '../../core/index.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { formatCount } from '../../app/format.ts';
import { m } from '../../app/i18n/messages.ts';
import { narratePattern, narrateTechnique } from './logicSentences.ts';

/**
 * Every event as one sentence for captions, the narration log and screen readers ("r4c5: try 7 — 7 is already in
 * row 4, at r4c9"); a backtrack looks back with `before(k)`, the event k places earlier, or undefined.
 */
export type Before = (k: number) => SolverEvent | undefined;

const none: Before = () => undefined;

const CLASH = [m.narrate_clash_row, m.narrate_clash_column, m.narrate_clash_box];
const WHERE = { row: m.narrate_where_row, column: m.narrate_where_column, box: m.narrate_where_box };
const NO_PLACE = { row: m.dead_no_place_row, column: m.dead_no_place_column, box: m.dead_no_place_box };

export function narrate(
  e: SolverEvent | null,
  n: BoxSize,
  algo: AlgorithmId = 'naive',
  before: Before = none,
  variableOrder?: VariableOrder,
): string {
  if (!e) return m.narrate_ready();
  const g = geometry(n);
  const at = (cell: number) => cellName(g, cell);
  const sym = digitSymbol;
  switch (e.type) {
    case 'check': {
      if (e.ok) return m.narrate_fits({ cell: at(e.cell), digit: sym(e.digit) });
      const index = [g.rowOf, g.colOf, g.boxOf][e.unit][e.peer] + 1;
      return CLASH[e.unit]({ cell: at(e.cell), digit: sym(e.digit), index, peer: at(e.peer) });
    }
    case 'place':
      return m.narrate_place({ cell: at(e.cell), digit: sym(e.digit), depth: e.depth });
    case 'backtrack': {
      if (isLocalSearch(algo)) return m.minconflicts_narrate_clear({ cell: at(e.cell), digit: sym(e.digit) });
      const why = deadEnd(e, g, before)?.why ?? m.narrate_nothing_below();
      return m.narrate_backtrack({ why, cell: at(e.cell), digit: sym(e.digit) });
    }
    case 'select': {
      const con = e.constraint;
      if (con && con.kind !== 'cell') {
        const options =
          e.candidates === 0
            ? m.narrate_no_option()
            : e.candidates === 1
              ? m.narrate_one_option()
              : m.narrate_options({ count: e.candidates });
        return WHERE[con.kind]({ digit: sym(con.digit), index: con.index + 1, options });
      }
      if (e.candidates === 0) return m.narrate_no_candidates({ cell: at(e.cell) });
      return m.narrate_choose({ cell: at(e.cell), why: m[choosesFor(algo, variableOrder)](), count: e.candidates });
    }
    case 'solution':
      return m.narrate_solution({ index: formatCount(e.index) });
    case 'eliminate':
      return (e.wipeout ? m.narrate_wipeout : m.narrate_eliminate)({ cell: at(e.cell), digit: sym(e.digit) });
    case 'assign':
      return m.narrate_assign({ cell: at(e.cell), digit: sym(e.digit), depth: e.depth });
    case 'initial':
      return m.minconflicts_narrate_initial({ cell: at(e.cell), digit: sym(e.digit), conflicts: e.conflicts });
    case 'repair':
      return e.from === e.digit
        ? m.minconflicts_narrate_keep({ cell: at(e.cell), digit: sym(e.digit), conflicts: e.conflicts })
        : m.minconflicts_narrate_repair({
            cell: at(e.cell),
            from: sym(e.from),
            digit: sym(e.digit),
            conflicts: e.conflicts,
          });
    case 'restart':
      return m.minconflicts_narrate_restart({ index: formatCount(e.index) });
    case 'revise': {
      const arc = { cell: at(e.cell), peer: at(e.peer) };
      if (e.peerSize === 1) return m.mac_narrate_revise_single({ ...arc, digit: sym(e.digit) });
      return m.mac_narrate_revise_many({ ...arc, count: e.peerSize });
    }
    case 'jump':
      return e.to === null
        ? m.narrate_cbj_jump_none({ from: at(e.cell) })
        : m.narrate_cbj_jump({ from: at(e.cell), to: at(e.to) });
    case 'technique':
      return narrateTechnique(e, g, before);
    default:
      return narratePattern(e, g);
  }
}

/** Where a backtrack comes from: the cell that ran out of digits (null when none is named), and why in words. */
export interface DeadEnd {
  cell: number | null;
  why: string;
}

/** Why the search backs up to `back.cell`: the cell tried last ran dry, every digit clashing or leading nowhere. */
export function deadEnd(back: SolverEvent, g: Geometry, before: Before): DeadEnd | null {
  if (back.type !== 'backtrack') return null;
  const prev = before(1);
  if (!prev) return null;
  if (prev.type === 'solution') return { cell: null, why: m.dead_solution() };
  if (prev.type === 'select' && prev.constraint && prev.constraint.kind !== 'cell')
    return {
      cell: null,
      why: NO_PLACE[prev.constraint.kind]({
        digit: digitSymbol(prev.constraint.digit),
        index: prev.constraint.index + 1,
      }),
    };
  if (!('cell' in prev) || prev.cell === back.cell) return null;

  const cell = cellName(g, prev.cell);
  if (prev.type === 'select') return { cell: prev.cell, why: m.dead_no_candidates({ cell }) };
  if (prev.type === 'jump') return jumpWhy(prev, g);
  if (prev.type === 'backtrack') {
    if (clearing(before)) return null;
    const jump = jumpBehind(before);
    return jump ? jumpWhy(jump, g) : { cell: prev.cell, why: m.dead_no_digit_left({ cell }) };
  }
  if (prev.type === 'eliminate' && prev.wipeout) return { cell: prev.cell, why: m.dead_wipeout({ cell }) };
  if (prev.type === 'check') {
    if (allClashed(prev.cell, g.size, before))
      return { cell: prev.cell, why: m.dead_all_clash({ cell, max: digitSymbol(g.size) }) };
    return { cell: prev.cell, why: m.dead_no_fit({ cell }) };
  }
  return { cell: prev.cell, why: m.dead_nothing_fits({ cell }) };
}

/** Whether every digit of `cell` was just checked and failed, with nothing placed there in between. */
function allClashed(cell: number, size: number, before: Before): boolean {
  const seen = new Set<number>();
  for (let k = 1; k <= size; k++) {
    const e = before(k);
    if (!e || e.type !== 'check' || e.cell !== cell || e.ok) return false;
    seen.add(e.digit);
  }
  return seen.size === size;
}

/** A backjump's erasures name the dead end it came from, not the cell erased before them. */
function jumpWhy(jump: JumpEvent, g: Geometry): DeadEnd {
  const from = cellName(g, jump.cell);
  if (jump.to === null) return { cell: jump.cell, why: m.dead_cbj_jump_none({ from }) };
  return { cell: jump.cell, why: m.dead_cbj_jump({ from, to: cellName(g, jump.to) }) };
}

/** The jump whose erasures run up to this backtrack, or undefined when the backtracks before it follow no jump. */
function jumpBehind(before: Before): JumpEvent | undefined {
  for (let k = 1; ; k++) {
    const e = before(k);
    if (e?.type === 'jump') return e;
    if (e?.type !== 'backtrack') return undefined;
  }
}

/** Whether the backtracks before this one clear the board after a restart (local search), where nothing ran dry. */
function clearing(before: Before): boolean {
  for (let k = 1; k <= 256; k++) {
    const e = before(k);
    if (e?.type !== 'backtrack') return e?.type === 'restart';
  }
  return false;
}
