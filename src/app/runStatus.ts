import { RUN_STATUS_TABLE, type UserRunStatus } from '../core/runStatus.ts';
import { m } from './i18n/messages.ts';
import { runErrorText } from './runErrorText.ts';
import type { RunViewLike } from './sessionView.ts';

/** How a run ended: "Finished: solved" / "完成：已解出". */
export const statusName = (s: UserRunStatus): string => m[RUN_STATUS_TABLE[s].words]();

/** How a status pill is coloured. */
export type StatusTone = 'done' | 'busy' | 'idle' | 'warn';

/** The run's state in a few words: "Finished: solved", "Running", "Paused". */
export function describeStatus(run: RunViewLike, playing: boolean): { text: string; tone: StatusTone } {
  if (run.error) return { text: m.status_error({ error: runErrorText(run.error) }), tone: 'warn' };
  if (run.pending) return { text: m.status_fetching(), tone: 'busy' };
  if (run.finished && run.cursor >= run.total) {
    const s = run.status;
    return s && s !== 'running'
      ? { text: statusName(s), tone: RUN_STATUS_TABLE[s].tone }
      : { text: m.status_finished(), tone: 'done' };
  }
  if (playing) return { text: m.status_running(), tone: 'busy' };
  return { text: run.cursor === 0 ? m.status_ready() : m.status_paused(), tone: 'idle' };
}
