import type { AlgorithmId, RunStatus } from '../engine/index.ts';
import { formatCount, formatRatio } from './format.ts';

/**
 * What one finished run did, for the verdict. `placements` counts every digit the search wrote:
 * guesses and, for propagation, its forced digits (assigns), so that an algorithm that solves by
 * propagation alone is not credited with "0 placements".
 */
export interface RunOutcome {
  /** The board's name with its value order (runLabel.ts). */
  label: string;
  algo: AlgorithmId;
  status: RunStatus | 'running';
  /** Whether the run has ended and the cursor stands at its end. */
  finished: boolean;
  events: number;
  checks: number;
  placements: number;
  /** Of the placements, how many propagation forced. */
  forced: number;
  backtracks: number;
}

export interface Verdict {
  /** Who won, in words, with the figure that decided it. */
  headline: string;
  /** What else a reader should know: MRV losing, a tie broken by events, an unfinished run. */
  note: string | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;
/** Ran to a conclusion: solved, proved unsolvable, or found the solutions asked for. */
const concluded = (r: RunOutcome) => r.status === 'solved' || r.status === 'no-solution' || r.status === 'limit';
const times = (few: number, many: number) => (few === 0 ? '' : ` (${formatRatio(many / few)} fewer)`);

/**
 * The comparison once both runs have ended, or null while one still runs. The winner is the run that
 * wrote fewer digits (placements, forced ones included); equal placements go to fewer events, and
 * equal events too are a tie, said as such. A run stopped by its budget loses to one that concluded.
 */
export function compareRuns(a: RunOutcome, b: RunOutcome): Verdict | null {
  if (!a.finished || !b.finished) return null;
  if (concluded(a) !== concluded(b)) {
    const [done, stopped] = concluded(a) ? [a, b] : [b, a];
    return {
      headline: `${done.label} wins: it ${ended(done)} with ${plural(done.placements, 'placement')}.`,
      note: `${stopped.label} stopped first (${stoppedWhy(stopped)}) after ${plural(stopped.placements, 'placement')}.`,
    };
  }
  if (!concluded(a))
    return {
      headline: `Neither run finished: ${a.label} stopped after ${plural(a.placements, 'placement')}, ${b.label} after ${formatCount(b.placements)}.`,
      note: null,
    };
  const none = a.status === 'no-solution';
  if (a.placements === b.placements) {
    const lead = none
      ? `No solution exists: both searches prove it with ${plural(a.placements, 'placement')}`
      : `A tie on placements, ${formatCount(a.placements)} each`;
    if (a.events === b.events)
      return {
        headline: none
          ? `${lead} and ${plural(a.events, 'event')} each.`
          : `A tie: ${plural(a.placements, 'placement')} and ${plural(a.events, 'event')} each.`,
        note: null,
      };
    const [win, lose] = a.events < b.events ? [a, b] : [b, a];
    return {
      headline: `${lead}; ${win.label} needs fewer events: ${formatCount(win.events)} against ${formatCount(lose.events)}.`,
      note: null,
    };
  }
  const [win, lose] = a.placements < b.placements ? [a, b] : [b, a];
  const how = none ? `No solution exists. ${win.label} proves it` : `${win.label} wins`;
  const headline = `${how} with ${plural(win.placements, 'placement')}${win.forced ? ` (${formatCount(win.forced)} forced)` : ''} against ${formatCount(lose.placements)} for ${lose.label}${times(win.placements, lose.placements)}.`;
  return { headline, note: upsetNote(win, lose) };
}

/** Says so when the search people expect to win loses: naive beating a cleverer choice of cell. */
function upsetNote(win: RunOutcome, lose: RunOutcome): string | null {
  if (win.algo === 'naive' && lose.algo !== 'naive')
    return `${lose.label} loses on this puzzle: choosing the most constrained cell first is not always fewer steps.`;
  if (win.events > lose.events)
    return `${win.label} writes fewer digits but takes more events: ${formatCount(win.events)} against ${formatCount(lose.events)}.`;
  return null;
}

function ended(r: RunOutcome): string {
  if (r.status === 'no-solution') return 'proves there is no solution';
  if (r.status === 'limit') return 'finds the solutions asked for';
  return 'solves it';
}

function stoppedWhy(r: RunOutcome): string {
  return r.status === 'budget' ? 'its placement budget ran out' : 'it was cancelled';
}
