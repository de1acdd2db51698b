import { type SolverEvent, unpack } from '../../engine/index.ts';

/**
 * An event as the teaching views read it: any solver event, including kinds added after these views
 * were written (propagation's eliminate/assign, Dancing Links). Those carry at least a `type`; the
 * views fall back to a generic line for them instead of failing.
 */
export type TeachEvent = SolverEvent | { type: string; cell?: number; digit?: number; depth?: number };

/** One event of a run with its index in the run's log. */
export interface IndexedEvent {
  index: number;
  event: TeachEvent;
}

/** Decodes a packed word; a kind this build does not know becomes `{ type: 'kind N' }`, never a throw. */
export function decodeWord(word: number): TeachEvent {
  try {
    return unpack(word);
  } catch {
    return { type: `kind ${word & 7}` };
  }
}

/**
 * The last `count` events before `cursor` (oldest first), read word by word from the log. An event
 * whose chunk is away (evicted, being made again) ends the list early: the log shows what it has.
 */
export function recentEvents(wordAt: (e: number) => number | undefined, cursor: number, count: number): IndexedEvent[] {
  const out: IndexedEvent[] = [];
  for (let e = cursor - 1; e >= 0 && e >= cursor - count; e--) {
    const w = wordAt(e);
    if (w === undefined) break;
    out.push({ index: e, event: decodeWord(w) });
  }
  return out.reverse();
}
