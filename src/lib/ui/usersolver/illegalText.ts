import type { BadCall } from '../../engine/usersolver/badCall.ts';
import type { Illegal } from '../../engine/usersolver/illegal.ts';
import { m } from '../i18n/messages.ts';

const WRONG_OK = [m.illegal_wrong_ok_row, m.illegal_wrong_ok_column, m.illegal_wrong_ok_box] as const;
const PLACE_CLASH = [m.illegal_place_clash_row, m.illegal_place_clash_column, m.illegal_place_clash_box] as const;

/**
 * Why a learner's event is illegal, in the page's language, from the checker's facts (its `message`
 * is English, for the CLI). Cells stay as the solver's code writes them, (row, column) from 0, and
 * the calls as it makes them: check(0, 2, 5), and a bad call's values as the solver's language shows
 * them.
 */
export function illegalText(x: Pick<Illegal, 'kind' | 'message' | 'facts' | 'bad'>): string {
  if (x.bad) return badCallText(x.bad);
  const f = x.facts;
  if (!f) return x.message;
  const rc = `${f.r}, ${f.c}`;
  const at = `(${rc})`;
  const peer = `(${f.pr}, ${f.pc})`;
  const { d, x: held, k } = f;
  switch (x.kind) {
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
    default:
      // A kind this page does not know (a newer sandbox): its English sentence.
      return x.message;
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
