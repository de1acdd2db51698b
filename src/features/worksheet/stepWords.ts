import { cellName, type Geometry, type SolverEvent } from '../../core/index.ts';
import { digitSymbol } from '../../draw/symbols.ts';
import { m } from '../../app/i18n/messages.ts';

/** One traced step as a learner writes it on the worksheet: the cell, the digit, and what happens in a few words. */
export interface StepWords {
  cell: string;
  digit: string;
  what: string;
}

/** The short answer a learner is asked for; the key adds the narration's full sentence beside it. */
export function stepWords(e: SolverEvent, g: Geometry): StepWords {
  const at = (cell: number) => cellName(g, cell);
  const cell = 'cell' in e ? at(e.cell) : '';
  const digit = 'digit' in e && e.type !== 'revise' ? digitSymbol(e.digit) : '';
  return { cell, digit, what: what(e, at) };
}

function what(e: SolverEvent, at: (cell: number) => string): string {
  switch (e.type) {
    case 'check':
      return e.ok ? m.worksheet_what_fits() : m.worksheet_what_clash({ peer: at(e.peer) });
    case 'place':
      return m.worksheet_what_place();
    case 'backtrack':
      return m.worksheet_what_backtrack();
    case 'select':
      return e.candidates === 0 ? m.worksheet_what_dead_end() : m.worksheet_what_select({ count: e.candidates });
    case 'solution':
      return m.worksheet_what_solution();
    case 'eliminate':
      return e.wipeout ? m.worksheet_what_wipeout() : m.worksheet_what_eliminate();
    case 'assign':
      return m.worksheet_what_assign();
    case 'revise':
      return m.worksheet_what_revise({ peer: at(e.peer) });
    case 'jump':
      return e.to === null ? m.worksheet_what_jump_none() : m.worksheet_what_jump({ to: at(e.to) });
    case 'initial':
      return m.worksheet_what_initial();
    case 'repair':
      return e.from === e.digit ? m.worksheet_what_keep() : m.worksheet_what_repair({ from: digitSymbol(e.from) });
    case 'restart':
      return m.worksheet_what_restart();
    case 'technique':
      return m.worksheet_what_technique();
    default:
      return m.worksheet_what_pattern();
  }
}
