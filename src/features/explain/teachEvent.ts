import { type SolverEvent, unpack } from '../../core/index.ts';
import type { Before } from './sentences.ts';

/** One event of a run with its index in the run's log. */
export interface IndexedEvent {
  index: number;
  event: SolverEvent;
}

/** The last `count` events before `cursor`, oldest first; a chunk that is away ends the list early. */
export function recentEvents(wordAt: (e: number) => number | undefined, cursor: number, count: number): IndexedEvent[] {
  const out: IndexedEvent[] = [];
  for (let e = cursor - 1; e >= 0 && e >= cursor - count; e--) {
    const w = wordAt(e);
    if (w === undefined) break;
    out.push({ index: e, event: unpack(w) });
  }
  return out.reverse();
}

/** What came before event `index`, read from the log (for a backtrack's reason). */
export function beforeIn(wordAt: (e: number) => number | undefined, index: number): Before {
  return (k) => {
    const w = index - k >= 0 ? wordAt(index - k) : undefined;
    return w === undefined ? undefined : unpack(w);
  };
}

/** What came before the i-th of a list of events (the narration log's own lines). */
export function beforeInList(events: readonly IndexedEvent[], i: number): Before {
  return (k) => events[i - k]?.event;
}
