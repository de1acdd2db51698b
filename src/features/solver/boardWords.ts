import type { UserSolverPhase } from './userSolverRun.ts';
import type { Illegal } from './api/illegal.ts';
import type { PhaseTone } from './phaseText.ts';
import { m } from '../../app/i18n/messages.ts';
import { statusName } from '../../app/runStatus.ts';
import { illegalText } from './illegalText.ts';

// The boards' words for a learner's run, apart from the editor's status line (phaseText.ts), which loads with the editor.

/**
 * The board's status badge for a learner's run that ended in a way the timeline cannot name (its
 * status reads "cancelled" for those); null where the board's own status says it.
 */
export function boardStatus(phase: UserSolverPhase | undefined): { text: string; tone: PhaseTone } | null {
  if (phase?.kind !== 'ended') return null;
  if (phase.status === 'illegal' || phase.status === 'error') return { text: statusName(phase.status), tone: 'warn' };
  if (phase.status === 'memory') return { text: m.solver_board_memory(), tone: 'warn' };
  if (phase.status === 'stopped') return { text: m.solver_board_stopped(), tone: 'warn' };
  return null;
}

/** The sentence under the board at a learner's illegal event. */
export function illegalCaption(x: Pick<Illegal, 'kind' | 'message' | 'facts' | 'line'>): string {
  const message = illegalText(x);
  return x.line === undefined
    ? m.solver_illegal_caption({ message })
    : m.solver_illegal_caption_line({ line: x.line, message });
}
