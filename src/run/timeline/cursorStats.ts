import {
  copyCounters,
  type Counters,
  K_ASSIGN,
  K_PLACE,
  kindOf,
  payloadOf,
  type StreamStats,
  zeroCounters,
} from '../../core/index.ts';
import type { ChunkIndex } from './chunkIndex.ts';
import type { ChunkStore } from './chunkStore.ts';

/** `counters` null: the run's start. */
export function restoreStats(stats: StreamStats, counters: Counters | null, events: number): void {
  copyCounters(counters ?? zeroCounters(), stats);
  stats.failedChecks = 0; // chunk heads do not carry it: the player does not show it
  stats.events = events;
  stats.noJumpInProgress();
}

/** The deepest placement at `cursor`, from its chunk's start, since StreamStats' maxDepth only grows. */
export function maxDepthAt(index: ChunkIndex, store: ChunkStore, cursor: number): number {
  const c = index.chunkOf(cursor);
  if (c < 0) return 0;
  const words = store.get(c);
  let max = index.counter(c, 'maxDepth');
  const offset = cursor - index.start(c);
  for (let i = 0; i < offset && words; i++) {
    const k = kindOf(words[i]);
    if (k === K_PLACE || k === K_ASSIGN) max = Math.max(max, payloadOf(words[i])); // both carry the depth
  }
  return max;
}
