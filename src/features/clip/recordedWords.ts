/**
 * The most events of a recorded run a clip takes (16 MB of packed words), since it is replayed from its first event.
 */
export const MAX_CLIP_RECORDED = 1 << 22;

/** A recorded run's first `count` packed words (fewer where a word is missing), for the clip worker. */
export function recordedWords(wordAt: (e: number) => number | undefined, count: number): Uint32Array {
  const n = Math.max(0, Math.min(Math.floor(count), MAX_CLIP_RECORDED));
  const words = new Uint32Array(n);
  for (let e = 0; e < n; e++) {
    const word = wordAt(e);
    if (word === undefined) return words.slice(0, e);
    words[e] = word;
  }
  return words;
}
