import { m } from './i18n/messages.ts';
import { runErrorText } from './runErrorText.ts';
import type { RunViewLike } from './sessionView.ts';

/** The run's state in a few words: "Finished: solved", "Running", "Paused". */
export function describeStatus(
  run: RunViewLike,
  playing: boolean,
): { text: string; tone: 'done' | 'busy' | 'idle' | 'warn' } {
  if (run.error) return { text: m.status_error({ error: runErrorText(run.error) }), tone: 'warn' };
  if (run.pending) return { text: m.status_fetching(), tone: 'busy' };
  if (run.finished && run.cursor >= run.total) {
    const s = run.status;
    if (s === 'solved') return { text: m.status_solved(), tone: 'done' };
    if (s === 'no-solution') return { text: m.status_no_solution(), tone: 'warn' };
    if (s === 'limit') return { text: m.status_limit(), tone: 'done' };
    if (s === 'budget') return { text: m.status_budget(), tone: 'warn' };
    if (s === 'cancelled') return { text: m.status_cancelled(), tone: 'warn' };
    return { text: m.status_finished(), tone: 'done' };
  }
  if (playing) return { text: m.status_running(), tone: 'busy' };
  return { text: run.cursor === 0 ? m.status_ready() : m.status_paused(), tone: 'idle' };
}
