import { cellOf, K_ASSIGN, K_BACKTRACK, K_PLACE, kindOf, payloadOf } from '../../core/index.ts';
import type { Timeline } from './timeline.ts';

/** A step by meaning rather than by event: "until the depth drops below d", "until r3c5 changes". */
export type MeaningQuery = { kind: 'depthBelow'; depth: number } | { kind: 'cellChanges'; cell: number };

/** The first event at or after the cursor that answers `q`; null if none is known; 'pending' while words are away. */
export function findMeaning(tl: Timeline, q: MeaningQuery): number | null | 'pending' {
  const index = tl.index;
  let c = index.chunkOf(tl.cursor);
  if (c < 0) return null;
  const place = K_PLACE,
    back = K_BACKTRACK,
    assign = K_ASSIGN;
  let depth = tl.stats.depth;
  for (; c < index.count; c++) {
    const start = index.start(c);
    if (start + tl.chunkLength(c) <= tl.cursor) continue;
    const words = tl.words(c);
    if (!words) return 'pending';
    for (let i = Math.max(0, tl.cursor - start); i < words.length; i++) {
      const w = words[i],
        k = kindOf(w);
      if (k !== place && k !== back && k !== assign) continue;
      if (q.kind === 'cellChanges') {
        if (cellOf(w) === q.cell) return start + i;
      } else {
        depth = k === back ? depth - 1 : payloadOf(w); // an assign sets the depth like a place
        if (k === back && depth < q.depth) return start + i;
      }
    }
  }
  return null;
}
