import { cellName, geometry, type BoxSize, UNIT_NAMES } from '../../engine/index.ts';
import { digitSymbol } from '../../render/symbols.ts';
import { formatCount } from '../format.ts';
import type { TeachEvent } from './teachEvent.ts';

/**
 * One plain sentence per event, for the narration log and screen readers:
 *   "r4c5: try 7 — 7 is already in row 4, at r4c9"
 *   "r4c5 = 7, depth 12"
 *   "no digit fits r4c6: back to r4c5"
 * A backtrack is told by what came before it (the cell that ran out of digits), so the sentence
 * takes the previous event too. Unknown event kinds get a neutral sentence naming the kind.
 */
export function narrate(e: TeachEvent | null, n: BoxSize, previous: TeachEvent | null = null): string {
  if (!e) return 'Ready: nothing tried yet.';
  const g = geometry(n);
  const at = (cell: number) => cellName(g, cell);
  const sym = digitSymbol;
  switch (e.type) {
    case 'check': {
      const c = e as Extract<TeachEvent, { type: 'check' }>;
      if (c.ok) return `${at(c.cell)}: try ${sym(c.digit)} — it fits`;
      const unitIndex = [g.rowOf, g.colOf, g.boxOf][c.unit][c.peer] + 1;
      return `${at(c.cell)}: try ${sym(c.digit)} — ${sym(c.digit)} is already in ${UNIT_NAMES[c.unit]} ${unitIndex}, at ${at(c.peer)}`;
    }
    case 'place': {
      const p = e as Extract<TeachEvent, { type: 'place' }>;
      return `${at(p.cell)} = ${sym(p.digit)}, depth ${p.depth}`;
    }
    case 'backtrack': {
      const b = e as Extract<TeachEvent, { type: 'backtrack' }>;
      return `${whyBack(previous, b.cell, at)}: back to ${at(b.cell)}, erase its ${sym(b.digit)}`;
    }
    case 'select': {
      const s = e as Extract<TeachEvent, { type: 'select' }>;
      const con = s.constraint;
      if (con && con.kind !== 'cell') {
        const options = s.candidates === 1 ? '1 option' : `${s.candidates} options`;
        return `choose where ${sym(con.digit)} goes in ${con.kind} ${con.index + 1}: ${s.candidates === 0 ? 'no option left, a dead end' : options}`;
      }
      if (s.candidates === 0) return `choose ${at(s.cell)}: no candidates left, a dead end`;
      return `choose ${at(s.cell)}: fewest candidates, ${s.candidates}`;
    }
    case 'solution': {
      const s = e as Extract<TeachEvent, { type: 'solution' }>;
      return `solution ${formatCount(s.index)}: every cell is filled`;
    }
    case 'eliminate': {
      const x = e as { cell: number; digit: number };
      return `${at(x.cell)}: ${sym(x.digit)} is no longer a candidate`;
    }
    case 'assign': {
      const x = e as { cell: number; digit: number; depth: number };
      return `${at(x.cell)} = ${sym(x.digit)}, forced, depth ${x.depth}`;
    }
    default: {
      const c = cellOfEvent(e),
        d = (e as { digit?: unknown }).digit;
      const cell = c !== undefined && c < g.cellCount ? ` at ${at(c)}` : '';
      const digit = typeof d === 'number' && d >= 1 && d <= g.size ? ` ${sym(d)}` : '';
      return `${e.type}${digit}${cell}`;
    }
  }
}

/** Why the search backs up to `cell`: the event before the backtrack says which cell ran dry. */
function whyBack(previous: TeachEvent | null, cell: number, at: (c: number) => string): string {
  if (!previous) return 'nothing below worked';
  if (previous.type === 'solution') return 'solution recorded, search on';
  const prev = cellOfEvent(previous);
  if (prev === undefined || prev === cell) return 'nothing below worked';
  if (previous.type === 'check' || previous.type === 'select') return `no digit fits ${at(prev)}`;
  if (previous.type === 'backtrack') return `no digit left for ${at(prev)}`;
  return `nothing fits ${at(prev)}`;
}

/** The cell an event is about, if it names one (solutions do not). */
export function cellOfEvent(e: TeachEvent): number | undefined {
  const c = (e as { cell?: unknown }).cell;
  return typeof c === 'number' && Number.isInteger(c) && c >= 0 ? c : undefined;
}
