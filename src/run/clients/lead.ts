import { CHUNK_EVENTS } from './runClient.ts';

/**
 * How far ahead of the cursor a run's worker may solve at a finite speed: 48 chunks, about 3×10^6
 * events, three seconds at the top speed, all of it inside the page's 96-chunk store. Without a
 * bound the worker streams a 10^10-event run at full speed whatever the cursor does, and the page
 * spent 40 % of its main thread taking in ~700 chunks a second it would not show for minutes.
 */
export const LEAD_CHUNKS = 48;

/**
 * The event count a run's worker may solve to: unbounded when `free` (instant mode, or a jump or
 * End looking past what is known), else LEAD_CHUNKS chunks past the cursor or a position waiting to
 * be reached, rounded to whole chunks so the worker hears of it once per chunk, not once per frame.
 */
export function leadUntil(cursor: number, target: number | null, free: boolean): number {
  if (free) return Infinity;
  const from = Math.max(cursor, target ?? 0);
  return (Math.floor(from / CHUNK_EVENTS) + LEAD_CHUNKS) * CHUNK_EVENTS;
}
