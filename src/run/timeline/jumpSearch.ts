import { K_BACKTRACK, K_PLACE, K_SOLUTION, kindOf } from '../../core/index.ts';
import type { ChunkIndex } from './chunkIndex.ts';

export type JumpKind = 'place' | 'backtrack' | 'solution';

/** What a jump reads of a timeline: its own interface, so timeline.ts imports this file without a cycle. */
export interface ChunkedLog {
  readonly index: ChunkIndex;
  readonly cursor: number;
  chunkLength(c: number): number;
  words(c: number): Uint32Array | undefined;
}

const KIND_CODE: Record<JumpKind, number> = { place: K_PLACE, backtrack: K_BACKTRACK, solution: K_SOLUTION };
const KIND_FIELD = { place: 'placements', backtrack: 'backtracks', solution: 'solutions' } as const;

/**
 * The next event of this kind at or after the cursor; null if none is known; 'pending' while words are
 * away. Chunk-start counters skip chunks that hold none, so a far jump reads one chunk.
 */
export function findNextEvent(tl: ChunkedLog, kind: JumpKind): number | null | 'pending' {
  const code = KIND_CODE[kind],
    field = KIND_FIELD[kind],
    index = tl.index;
  let c = index.chunkOf(tl.cursor);
  if (c < 0) return null;
  for (; c < index.count; c++) {
    const start = index.start(c);
    if (start + tl.chunkLength(c) <= tl.cursor) continue;
    if (c + 1 < index.count && index.counter(c + 1, field) === index.counter(c, field)) continue;
    const words = tl.words(c);
    if (!words) return 'pending';
    for (let i = Math.max(0, tl.cursor - start); i < words.length; i++) if (kindOf(words[i]) === code) return start + i;
  }
  return null;
}
