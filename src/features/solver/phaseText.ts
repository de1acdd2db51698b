import type { UserSolverPhase, UserSolverRun } from './userSolverRun.ts';
import type { SolverLanguage } from '../../run/clients/runSource.ts';
import { DEFAULT_EVENT_BUDGET, type SetupFault } from './api/userRun.ts';
import { formatCount } from '../../app/format.ts';
import { m } from '../../app/i18n/messages.ts';
import { runErrorText } from '../../app/runErrorText.ts';
import { illegalText } from './illegalText.ts';

export type PhaseTone = 'idle' | 'busy' | 'done' | 'warn';

/** "illegal events flagged and skipped: 2, the first on line 4": a go-on run's tally. */
function flagged(illegal: UserSolverRun['illegal'], total: number | undefined): string {
  const count = formatCount(Math.max(total ?? 0, illegal.length));
  const line = illegal[0].line;
  return line === undefined ? m.solver_flagged({ count }) : m.solver_flagged_first({ count, line });
}

/** The editor's status line. */
export function phaseText(
  run:
    | (Pick<UserSolverRun, 'phase' | 'illegal' | 'solverError' | 'spec' | 'error'> &
        Partial<Pick<UserSolverRun, 'illegalCount'>>)
    | null,
): {
  text: string;
  tone: PhaseTone;
} {
  if (!run) return { text: m.solver_status_idle(), tone: 'idle' };
  const phase: UserSolverPhase = run.phase;
  if (phase.kind === 'loading') {
    const text =
      phase.total > 0
        ? m.solver_status_loading({ percent: Math.floor((100 * phase.loaded) / phase.total) })
        : m.solver_status_loading_start();
    return { text, tone: 'busy' };
  }
  if (phase.kind === 'running') return { text: m.solver_status_running(), tone: 'busy' };
  const some = run.illegal.length > 0;
  switch (phase.status) {
    case 'solved':
      return some
        ? { text: m.solver_status_solved_flagged({ flagged: flagged(run.illegal, run.illegalCount) }), tone: 'warn' }
        : { text: m.solver_status_solved(), tone: 'done' };
    case 'no-solution':
      return {
        text: some
          ? m.solver_status_no_solution_flagged({ flagged: flagged(run.illegal, run.illegalCount) })
          : m.solver_status_no_solution(),
        tone: 'warn',
      };
    case 'limit':
      return { text: m.solver_status_limit(), tone: 'done' };
    case 'budget':
      return {
        text: m.solver_status_budget({ count: formatCount(run.spec.maxEvents ?? DEFAULT_EVENT_BUDGET) }),
        tone: 'warn',
      };
    case 'cancelled':
      return { text: m.solver_status_cancelled(), tone: 'warn' };
    case 'memory':
      return { text: run.error ? runErrorText(run.error) : m.solver_status_memory(), tone: 'warn' };
    case 'illegal': {
      const first = run.illegal[0];
      const message = first ? illegalText(first) : '';
      return {
        text:
          first?.line === undefined
            ? m.solver_status_illegal({ message })
            : m.solver_status_illegal_line({ line: first.line, message }),
        tone: 'warn',
      };
    }
    case 'error':
      return { text: errorText(run), tone: 'warn' };
    case 'stopped':
      return { text: m.solver_status_stopped({ count: formatCount(phase.events) }), tone: 'warn' };
  }
}

function errorText(run: Pick<UserSolverRun, 'solverError' | 'error' | 'spec'>): string {
  const e = run.solverError;
  if (!e) return run.error ? m.solver_error_failed({ message: runErrorText(run.error) }) : m.solver_error_unknown();
  const { message, line } = e;
  if (e.kind === 'syntax')
    return line === undefined ? m.solver_error_syntax({ message }) : m.solver_error_syntax_line({ line, message });
  if (e.kind === 'exception')
    return line === undefined
      ? m.solver_error_exception({ message })
      : m.solver_error_exception_line({ line, message });
  return m.solver_error_setup({ message: e.setup ? setupText(e.setup, run.spec.language) : message });
}

/** Why `solve` cannot run, in the page's language (the runner's words are English, for the CLI). */
function setupText(fault: SetupFault, language: SolverLanguage): string {
  if (fault === 'no-solve')
    return language === 'python' ? m.solver_setup_no_solve_python() : m.solver_setup_no_solve_javascript();
  return language === 'python' ? m.solver_setup_not_generator_python() : m.solver_setup_not_generator_javascript();
}
