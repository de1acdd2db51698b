import {
  type AlgorithmId,
  type BoxSize,
  cellName,
  geometry,
  type Geometry,
  type SolverEvent,
  UNIT_NAMES,
} from '../../engine/index.ts';
import { digitSymbol } from '../../render/symbols.ts';
import { formatCount } from '../format.ts';
import { TEACHING } from './algorithmTeaching.ts';

/**
 * Every event in one plain sentence: the caption under a board, the narration log and screen readers
 * all read these, so a cell is named the same way everywhere ("r4c5", as the board's labels):
 *   "r4c5: try 7 — 7 is already in row 4, at r4c9"
 *   "r4c5 = 7, depth 12"
 *   "r4c6 has no digit left (1–9 all clash): back to r4c5, erase its 7"
 * A backtrack is told by what came before it (the cell that ran dry), so sentences may look back:
 * `before(k)` is the event k places before this one, or undefined when it is not at hand.
 */
export type Before = (k: number) => SolverEvent | undefined;

const none: Before = () => undefined;

export function narrate(e: SolverEvent | null, n: BoxSize, algo: AlgorithmId = 'naive', before: Before = none): string {
  if (!e) return 'Ready: nothing tried yet.';
  const g = geometry(n);
  const at = (cell: number) => cellName(g, cell);
  const sym = digitSymbol;
  switch (e.type) {
    case 'check': {
      if (e.ok) return `${at(e.cell)}: try ${sym(e.digit)} — it fits`;
      const unitIndex = [g.rowOf, g.colOf, g.boxOf][e.unit][e.peer] + 1;
      return `${at(e.cell)}: try ${sym(e.digit)} — ${sym(e.digit)} is already in ${UNIT_NAMES[e.unit]} ${unitIndex}, at ${at(e.peer)}`;
    }
    case 'place':
      return `${at(e.cell)} = ${sym(e.digit)}, depth ${e.depth}`;
    case 'backtrack': {
      const why = deadEnd(e, g, before)?.why ?? 'nothing below worked';
      return `${why}: back to ${at(e.cell)}, erase its ${sym(e.digit)}`;
    }
    case 'select': {
      const con = e.constraint;
      if (con && con.kind !== 'cell') {
        const options = e.candidates === 1 ? '1 option' : `${e.candidates} options`;
        return `choose where ${sym(con.digit)} goes in ${con.kind} ${con.index + 1}: ${e.candidates === 0 ? 'no option left, a dead end' : options}`;
      }
      if (e.candidates === 0) return `choose ${at(e.cell)}: no candidates left, a dead end`;
      return `choose ${at(e.cell)}: ${TEACHING[algo].chooses}, ${e.candidates}`;
    }
    case 'solution':
      return `solution ${formatCount(e.index)}: every cell is filled`;
    case 'eliminate':
      return `${at(e.cell)}: ${sym(e.digit)} is no longer a candidate`;
    case 'assign':
      return `${at(e.cell)} = ${sym(e.digit)}, forced, depth ${e.depth}`;
  }
}

/** Where a backtrack comes from: the cell that ran out of digits (null when none is named), and why in words. */
export interface DeadEnd {
  cell: number | null;
  why: string;
}

/**
 * Why the search backs up to `back.cell`, from the events before it. The cell tried last ran dry: when
 * every digit of it clashed at once (naive's checks since the last placement all failed) the sentence
 * says so, "r2c7 has no digit left (1–9 all clash)"; after a deeper backtrack, its digits led nowhere.
 */
export function deadEnd(back: SolverEvent, g: Geometry, before: Before): DeadEnd | null {
  if (back.type !== 'backtrack') return null;
  const prev = before(1);
  if (!prev) return null;
  if (prev.type === 'solution') return { cell: null, why: 'solution recorded, search on' };
  if (prev.type === 'select' && prev.constraint && prev.constraint.kind !== 'cell')
    return {
      cell: null,
      why: `${digitSymbol(prev.constraint.digit)} has no place left in ${prev.constraint.kind} ${prev.constraint.index + 1}`,
    };
  if (!('cell' in prev) || prev.cell === back.cell) return null;
  const name = cellName(g, prev.cell);
  if (prev.type === 'select') return { cell: prev.cell, why: `${name} has no candidates left` };
  if (prev.type === 'backtrack') return { cell: prev.cell, why: `no digit left for ${name}` };
  if (prev.type === 'check') {
    if (allClashed(prev.cell, g.size, before))
      return { cell: prev.cell, why: `${name} has no digit left (1–${digitSymbol(g.size)} all clash)` };
    return { cell: prev.cell, why: `no digit fits ${name}` };
  }
  return { cell: prev.cell, why: `nothing fits ${name}` };
}

/** Whether the checks of `cell` just before the backtrack are every digit, all failed, with nothing placed there in between. */
function allClashed(cell: number, size: number, before: Before): boolean {
  const seen = new Set<number>();
  for (let k = 1; k <= size; k++) {
    const e = before(k);
    if (!e || e.type !== 'check' || e.cell !== cell || e.ok) return false;
    seen.add(e.digit);
  }
  return seen.size === size;
}
