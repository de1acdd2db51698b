import type { SolverEvent } from './events.ts';
import { unpack } from './pack.ts';

/**
 * Events as shared, frozen values, one per packed word, since a run of 10^8 events has a few thousand distinct ones;
 * words with payload 0 sit in level 1, payloads below 1024 in level 2, larger ones are made fresh.
 */
const LOW_BITS = 15;
const LOW_MASK = (1 << LOW_BITS) - 1;
const SMALL_PAYLOADS = 1024;

const plain: (SolverEvent | null)[] = new Array<SolverEvent | null>(1 << LOW_BITS).fill(null);
const withPayload: ((SolverEvent | null)[] | null)[] = new Array<(SolverEvent | null)[] | null>(
  1 << (LOW_BITS + 2),
).fill(null);

export function eventOf(word: number): SolverEvent {
  const w = word >>> 0;
  const payload = w >>> LOW_BITS;
  if (payload === 0) {
    const e = plain[w];
    return e !== null ? e : remember(w);
  }
  if (payload >= SMALL_PAYLOADS) return Object.freeze(unpack(w));
  const slots = withPayload[(w & LOW_MASK) | ((payload >>> 8) << LOW_BITS)];
  if (slots !== null) {
    const e = slots[payload & 255];
    if (e !== null) return e;
  }
  return remember(w);
}

/** Kept apart from `eventOf` so the lookup stays small enough to inline into the caller's loop. */
function remember(w: number): SolverEvent {
  const e = Object.freeze(unpack(w));
  const payload = w >>> LOW_BITS;
  if (payload === 0) {
    plain[w] = e;
    return e;
  }
  const key = (w & LOW_MASK) | ((payload >>> 8) << LOW_BITS);
  let slots = withPayload[key];
  if (slots === null) {
    slots = new Array<SolverEvent | null>(256).fill(null);
    withPayload[key] = slots;
  }
  slots[payload & 255] = e;
  return e;
}
