import type { BadCall } from './api/badCall.ts';
import type { Illegal } from './api/illegal.ts';
import { m } from '../../app/i18n/messages.ts';

const WRONG_OK = [m.illegal_wrong_ok_row, m.illegal_wrong_ok_column, m.illegal_wrong_ok_box] as const;
const PLACE_CLASH = [m.illegal_place_clash_row, m.illegal_place_clash_column, m.illegal_place_clash_box] as const;

/** Kinds whose sentence names the event's cell only inside its call: the sentence starts with the cell. */
const CELL_FIRST = new Set<string>(['wrong-ok', 'wrong-fail', 'place-clash', 'eliminate-fits']);

/** Why a learner's event is illegal, in the page's language, cells named both ways: (0, 6) = r1c7. */
export function illegalText(x: Pick<Illegal, 'kind' | 'message' | 'facts' | 'bad'>): string {
  if (x.bad) return badCallText(x.bad);
  const f = x.facts;
  if (!f) return x.message;
  const sentence = reason(x.kind, f, x.message);
  const hint = causeHint(x.kind, f);
  const said = hint ? m.illegal_with_hint({ sentence, hint }) : sentence;
  return CELL_FIRST.has(x.kind) ? m.illegal_at_cell({ cell: bothNames(f.r, f.c), message: said }) : said;
}

/** "(2, 7) = r3c8": the code's numbering beside the board's. */
function bothNames(r: number, c: number): string {
  return m.illegal_cell({ rc: `${r}, ${c}`, name: `r${r + 1}c${c + 1}` });
}

const MISSING_UNIT = [m.illegal_hint_row, m.illegal_hint_column, m.illegal_hint_box] as const;

/**
 * The usual cause of the two classic learner's bugs: a check that skips a unit says a digit fits that
 * its unit already holds; a cell not cleared on backtracking keeps the learner's board ahead of ours.
 */
function causeHint(kind: string, f: NonNullable<Illegal['facts']>): string | null {
  if (kind === 'wrong-ok') return MISSING_UNIT[f.u]?.() ?? null;
  if (kind === 'wrong-fail' || kind === 'eliminate-fits') return m.illegal_hint_clear({ code: 'board[row][col] = 0' });
  return null;
}

function reason(kind: string, f: NonNullable<Illegal['facts']>, english: string): string {
  const rc = `${f.r}, ${f.c}`;
  const at = bothNames(f.r, f.c);
  const peer = bothNames(f.pr, f.pc);
  const { d, x: held, k } = f;
  switch (kind) {
    case 'bad-call':
      return m.illegal_bad_call();
    case 'not-event':
      return m.illegal_not_event({ word: f.word });
    case 'check-filled':
      return m.illegal_check_filled({ rc, d, at, x: held });
    case 'wrong-ok':
      return WRONG_OK[f.u]({ rc, d, peer });
    case 'wrong-fail':
      return m.illegal_wrong_fail({ rc, d });
    case 'place-given':
      return m.illegal_place_given({ rc, d, x: held, at });
    case 'place-filled':
      return m.illegal_place_filled({ rc, d, at, x: held });
    case 'place-clash':
      return PLACE_CLASH[f.u]({ rc, d, peer });
    case 'backtrack-empty':
      return m.illegal_backtrack_empty({ rc, at });
    case 'backtrack-given':
      return m.illegal_backtrack_given({ rc, x: held, at });
    case 'select-filled':
      return m.illegal_select_filled({ rc, k, at, x: held });
    case 'select-count':
      return (k === 1 ? m.illegal_select_count_one : m.illegal_select_count)({ rc, k, at, x: held });
    case 'solution-not-full':
      return (k === 1 ? m.illegal_solution_not_full_one : m.illegal_solution_not_full)({ k, at });
    case 'eliminate-filled':
      return m.illegal_eliminate_filled({ rc, d, at, x: held });
    case 'eliminate-fits':
      return m.illegal_eliminate_fits({ rc, d });
    default:
      // A kind this page does not know (a newer sandbox): its English sentence.
      return english;
  }
}

/** A bad call, or a yield the harness could not read as an event (badCall.ts), in the page's language. */
function badCallText(b: BadCall): string {
  const { call, shown, bound: max } = b;
  const py = b.lang === 'py';
  switch (b.problem) {
    case 'row':
      return m.illegal_bad_row({ call, shown, max });
    case 'column':
      return m.illegal_bad_column({ call, shown, max });
    case 'digit':
      return m.illegal_bad_digit({ call, shown, max });
    case 'count':
      return m.illegal_bad_count({ call, shown, max });
    case 'verdict':
      // The spelling of the solver's own language, which the learner types.
      return m.illegal_bad_verdict({ call, yes: py ? 'True' : 'true', no: py ? 'False' : 'false' });
    case 'not-event':
      return (py ? m.illegal_not_event_py : m.illegal_not_event)({ word: shown });
  }
}
