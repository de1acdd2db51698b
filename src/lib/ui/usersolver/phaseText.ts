import type { UserSolverPhase, UserSolverRun } from '../../player/clients/userSolverRun.ts';
import { DEFAULT_EVENT_BUDGET } from '../../engine/usersolver/userRun.ts';
import { formatCount } from '../format.ts';

export type PhaseTone = 'idle' | 'busy' | 'done' | 'warn';

/** "2 illegal events flagged and skipped (the first on line 4)": a go-on run's tally. */
function flagged(illegal: UserSolverRun['illegal']): string {
  const n = illegal.length;
  const line = illegal[0].line;
  return `${formatCount(n)} illegal event${n === 1 ? '' : 's'} flagged and skipped${line === undefined ? '' : ` (the first on line ${line})`}`;
}

/** The editor's status line: where the learner's run stands, in words, and how it ended. */
export function phaseText(run: Pick<UserSolverRun, 'phase' | 'illegal' | 'solverError' | 'spec' | 'error'> | null): {
  text: string;
  tone: PhaseTone;
} {
  if (!run) return { text: 'Not run yet: press Run.', tone: 'idle' };
  const phase: UserSolverPhase = run.phase;
  if (phase.kind === 'loading') {
    const pct = phase.total > 0 ? ` ${Math.floor((100 * phase.loaded) / phase.total)}%` : '';
    return { text: `Loading Python…${pct} (the first Python run only)`, tone: 'busy' };
  }
  if (phase.kind === 'running') return { text: 'Running…', tone: 'busy' };
  const at = (line: number | undefined) => (line === undefined ? '' : ` on line ${line}`);
  switch (phase.status) {
    case 'solved':
      return run.illegal.length > 0
        ? { text: `Ended: solved, with ${flagged(run.illegal)}.`, tone: 'warn' }
        : { text: 'Ended: solved. Every event was legal.', tone: 'done' };
    case 'no-solution':
      return {
        text: `Ended: your solver returned without a solution${run.illegal.length > 0 ? `, with ${flagged(run.illegal)}` : ''}.`,
        tone: 'warn',
      };
    case 'limit':
      return { text: 'Ended: the solution limit was reached.', tone: 'done' };
    case 'budget':
      return {
        text: `Stopped: the budget of ${formatCount(run.spec.maxEvents ?? DEFAULT_EVENT_BUDGET)} events ran out.`,
        tone: 'warn',
      };
    case 'cancelled':
      return { text: 'Cancelled.', tone: 'warn' };
    case 'memory':
      return { text: run.error ?? 'Stopped: the recording reached its memory cap.', tone: 'warn' };
    case 'illegal': {
      const first = run.illegal[0];
      return {
        text: first ? `Stopped at an illegal event${at(first.line)}: ${first.message}` : 'Stopped at an illegal event.',
        tone: 'warn',
      };
    }
    case 'error': {
      const e = run.solverError;
      if (!e) return { text: run.error ? `Could not run: ${run.error}` : 'Ended with an error.', tone: 'warn' };
      const what = e.kind === 'syntax' ? 'Syntax error' : e.kind === 'exception' ? 'Exception' : 'Could not start';
      return { text: `${what}${at(e.line)}: ${e.message}`, tone: 'warn' };
    }
  }
}

/**
 * The board's status badge for a learner's run that ended in a way the timeline cannot name (its
 * status reads "cancelled" for those); null where the board's own status says it.
 */
export function boardStatus(phase: UserSolverPhase | undefined): { text: string; tone: PhaseTone } | null {
  if (phase?.kind !== 'ended') return null;
  if (phase.status === 'illegal') return { text: 'Stopped: illegal event', tone: 'warn' };
  if (phase.status === 'error') return { text: 'Stopped: error', tone: 'warn' };
  if (phase.status === 'memory') return { text: 'Stopped: memory cap', tone: 'warn' };
  return null;
}
