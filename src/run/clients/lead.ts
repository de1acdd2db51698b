import { CHUNK_EVENTS } from './runClient.ts';

/** Chunks a worker may solve ahead of the cursor: three seconds at top speed, inside the 96-chunk store. */
export const LEAD_CHUNKS = 48;

/** Whole chunks, so the worker hears of it once per chunk, not per frame; `free`: instant or a far jump. */
export function leadUntil(cursor: number, target: number | null, free: boolean): number {
  if (free) return Infinity;
  const from = Math.max(cursor, target ?? 0);
  return (Math.floor(from / CHUNK_EVENTS) + LEAD_CHUNKS) * CHUNK_EVENTS;
}
