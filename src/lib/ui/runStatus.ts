import type { RunViewLike } from './sessionView.ts';

/** The run's state in a few words: "Finished: solved", "Running", "Paused". */
export function describeStatus(
  run: RunViewLike,
  playing: boolean,
): { text: string; tone: 'done' | 'busy' | 'idle' | 'warn' } {
  if (run.error) return { text: `Error: ${run.error}`, tone: 'warn' };
  if (run.pending) return { text: 'Fetching events…', tone: 'busy' };
  if (run.finished && run.cursor >= run.total) {
    const s = run.status;
    if (s === 'solved') return { text: 'Finished: solved', tone: 'done' };
    if (s === 'no-solution') return { text: 'Finished: no solution', tone: 'warn' };
    if (s === 'limit') return { text: 'Finished: solution limit reached', tone: 'done' };
    if (s === 'budget') return { text: 'Stopped: placement budget used up', tone: 'warn' };
    if (s === 'cancelled') return { text: 'Cancelled', tone: 'warn' };
    return { text: 'Finished', tone: 'done' };
  }
  if (playing) return { text: 'Running', tone: 'busy' };
  return { text: run.cursor === 0 ? 'Ready' : 'Paused', tone: 'idle' };
}
