import { type AlgorithmId, isLocalSearch, type RunStatus } from '../core/index.ts';
import { isConcluded } from '../core/runStatus.ts';
import { formatCount, formatFactor } from './format.ts';
import { m } from './i18n/messages.ts';

/** What one run did, for the verdict; `placements` includes forced digits, so propagation alone is not "0 placements". */
export interface RunOutcome {
  label: string;
  algo: AlgorithmId;
  status: RunStatus | 'running';
  /** The run has ended and the cursor stands at its end. */
  finished: boolean;
  events: number;
  checks: number;
  placements: number;
  forced: number;
  backtracks: number;
  /** Local search: its steps and restarts. */
  steps?: number;
  restarts?: number;
  /** A learner's "no solution" is a claim, not a proof (its search may skip digits). */
  learner?: boolean;
  learnerEnd?: string | null;
}

export interface Verdict {
  headline: string;
  /** E.g. MRV losing, a tie broken by events, an unfinished run. */
  note: string | null;
}

const placements = (n: number) => (n === 1 ? m.unit_placements_one : m.unit_placements)({ count: formatCount(n) });
const events = (n: number) => (n === 1 ? m.unit_events_one : m.unit_events)({ count: formatCount(n) });
const concluded = (r: RunOutcome) => isConcluded(r.status);
const times = (few: number, many: number) => (few === 0 ? '' : m.verdict_times({ ratio: formatFactor(many / few) }));

/**
 * Null while a run still runs. Fewer placements win, then fewer events, else a tie; a run stopped by
 * its budget loses to one that concluded.
 */
export function compareRuns(a: RunOutcome, b: RunOutcome): Verdict | null {
  if (!a.finished || !b.finished) return null;
  const claimed = claimVerdict(a, b);
  if (claimed) return claimed;
  if (isLocalSearch(a.algo) || isLocalSearch(b.algo)) return localVerdict(a, b);
  if (concluded(a) !== concluded(b)) {
    const [done, stopped] = concluded(a) ? [a, b] : [b, a];
    return {
      headline: m.verdict_done_headline({
        done: done.label,
        ended: ended(done),
        placements: placements(done.placements),
      }),
      note: m.verdict_stopped_note({
        stopped: stopped.label,
        why: stoppedWhy(stopped),
        placements: placements(stopped.placements),
      }),
    };
  }
  if (!concluded(a))
    return {
      headline: m.verdict_neither({
        a: a.label,
        placements: placements(a.placements),
        b: b.label,
        count: formatCount(b.placements),
      }),
      note: null,
    };
  const none = a.status === 'no-solution';
  if (a.placements === b.placements) {
    const lead = none
      ? m.verdict_none_lead({ placements: placements(a.placements) })
      : m.verdict_tie_lead({ count: formatCount(a.placements) });
    if (a.events === b.events)
      return {
        headline: none
          ? m.verdict_none_tie({ lead, events: events(a.events) })
          : m.verdict_tie({ placements: placements(a.placements), events: events(a.events) }),
        note: null,
      };
    const [win, lose] = a.events < b.events ? [a, b] : [b, a];
    return {
      headline: m.verdict_fewer_events({
        lead,
        win: win.label,
        fewer: formatCount(win.events),
        more: formatCount(lose.events),
      }),
      note: null,
    };
  }
  const [win, lose] = a.placements < b.placements ? [a, b] : [b, a];
  const headline = (none ? m.verdict_win_none : m.verdict_win)({
    win: win.label,
    placements: placements(win.placements),
    forced: win.forced ? m.verdict_forced({ count: formatCount(win.forced) }) : '',
    count: formatCount(lose.placements),
    lose: lose.label,
    times: times(win.placements, lose.placements),
  });
  return { headline, note: upsetNote(win, lose) };
}

/** Local search against systematic search: it solved or gave up after so many steps, and proves nothing either way. */
function localVerdict(a: RunOutcome, b: RunOutcome): Verdict {
  const [local, other] = isLocalSearch(a.algo) ? [a, b] : [b, a];
  const said = (r: RunOutcome) => {
    const words = {
      local: r.label,
      steps: formatCount(r.steps ?? 0),
      restarts: formatCount(r.restarts ?? 0),
    };
    return r.status === 'solved' ? m.minconflicts_verdict_solved(words) : m.minconflicts_verdict_gave_up(words);
  };
  let note: string;
  if (isLocalSearch(other.algo)) note = said(other);
  else if (concluded(other))
    note = m.minconflicts_verdict_other({
      other: other.label,
      ended: ended(other),
      placements: placements(other.placements),
    });
  else
    note = m.verdict_stopped_note({
      stopped: other.label,
      why: stoppedWhy(other),
      placements: placements(other.placements),
    });
  return { headline: said(local), note };
}

const claims = (r: RunOutcome) => r.learner === true && r.status === 'no-solution';

/** A learner's "no solution" claim need not agree with the other run; null when no such claim was made. */
function claimVerdict(a: RunOutcome, b: RunOutcome): Verdict | null {
  const found = (r: RunOutcome) => r.status === 'solved' || r.status === 'limit';
  const [claim, other] = claims(a) ? [a, b] : claims(b) ? [b, a] : [null, null];
  if (!claim || !other) {
    // Two searches of our own cannot disagree; if they ever do, say what each did rather than pick one.
    if (!(a.status === 'no-solution' && found(b)) && !(b.status === 'no-solution' && found(a))) return null;
    const [none, solved] = a.status === 'no-solution' ? [a, b] : [b, a];
    return { headline: disagree(solved, none), note: null };
  }
  if (found(other)) return { headline: disagree(other, claim), note: m.verdict_claim_wrong() };
  if (other.status === 'no-solution')
    return {
      headline: m.verdict_claim_agree({
        proof: other.label,
        placements: placements(other.placements),
        claim: claim.label,
        count: formatCount(claim.placements),
      }),
      note: null,
    };
  return {
    headline: m.verdict_claim_alone({ claim: claim.label, placements: placements(claim.placements) }),
    note: m.verdict_stopped_note({
      stopped: other.label,
      why: stoppedWhy(other),
      placements: placements(other.placements),
    }),
  };
}

function disagree(solved: RunOutcome, none: RunOutcome): string {
  return m.verdict_claim_disagree({
    found: solved.label,
    placements: placements(solved.placements),
    claim: none.label,
  });
}

/** Says so when naive beats a cleverer choice of cell. */
function upsetNote(win: RunOutcome, lose: RunOutcome): string | null {
  if (win.algo === 'naive' && lose.algo !== 'naive') return m.verdict_upset({ lose: lose.label });
  if (win.events > lose.events)
    return m.verdict_more_events({ win: win.label, fewer: formatCount(win.events), more: formatCount(lose.events) });
  return null;
}

function ended(r: RunOutcome): string {
  if (r.status === 'no-solution') return m.verdict_ended_none();
  if (r.status === 'limit') return m.verdict_ended_limit();
  return m.verdict_ended_solved();
}

function stoppedWhy(r: RunOutcome): string {
  if (r.learnerEnd === 'illegal') return m.verdict_why_illegal();
  if (r.learnerEnd === 'error') return m.verdict_why_error();
  if (r.learnerEnd === 'memory') return m.verdict_why_memory();
  // A learner's budget counts events; ours counts placements.
  if (r.status === 'budget') return r.learner ? m.verdict_why_event_budget() : m.verdict_why_budget();
  return m.verdict_why_cancelled();
}
