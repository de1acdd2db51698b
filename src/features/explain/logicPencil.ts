import { cellOf, digitOf, K_ASSIGN, K_BACKTRACK, K_ELIMINATE, K_PLACE, kindOf } from '../../core/index.ts';

/** Beyond this many events the pencil marks fall back to what the board alone gives. */
const MAX_REPLAY = 200_000;

interface Replay {
  owner: object;
  cursor: number;
  /** The word just before the cursor, to tell a new run on the same board from this one. */
  last: number | undefined;
  ruledOut: Uint32Array;
  written: number[];
  atGuess: Uint32Array[];
}

let cache: Replay | null = null;

/**
 * Logic's eliminations still in force at the cursor, per cell (bit d-1 for digit d): each `eliminate` adds one, and
 * erasing a guess gives back those made since it. Played forward from where the last call stood, so a playing board
 * pays only for its new events; null when a word is away or the run is too long to replay.
 */
export function logicRuledOut(
  owner: object,
  wordAt: (e: number) => number | undefined,
  cursor: number,
  cellCount: number,
): Uint32Array | null {
  if (cursor > MAX_REPLAY) return null;
  let r = cache;
  const fresh =
    !r ||
    r.owner !== owner ||
    r.cursor > cursor ||
    r.ruledOut.length !== cellCount ||
    (r.cursor > 0 && wordAt(r.cursor - 1) !== r.last);
  if (fresh || !r)
    r = { owner, cursor: 0, last: undefined, ruledOut: new Uint32Array(cellCount), written: [], atGuess: [] };
  for (let e = r.cursor; e < cursor; e++) {
    const w = wordAt(e);
    if (w === undefined) return (cache = null);
    const k = kindOf(w);
    if (k === K_ELIMINATE) r.ruledOut[cellOf(w)] |= 1 << (digitOf(w) - 1);
    else if (k === K_PLACE) {
      r.atGuess.push(r.ruledOut.slice());
      r.written.push(1);
    } else if (k === K_ASSIGN) r.written.push(0);
    else if (k === K_BACKTRACK && r.written.pop() === 1) r.ruledOut.set(r.atGuess.pop()!);
    r.last = w;
  }
  r.cursor = cursor;
  cache = r;
  return r.ruledOut;
}
