import { createRng } from '../generate/rng.ts';
import type { ValueOrder } from './options.ts';

/**
 * The values one node of naive or MRV tries in a non-ascending order, computed once per node entered: `random` shuffles
 * with a generator seeded by `${seed}:${node}` (so a snapshot needs no generator state), `lcv` sorts candidates by how
 * many empty peers share them, ascending on ties. Naive tries every digit, lcv putting non-candidates last; MRV only
 * its cell's candidates.
 */
export function nodeOrder(
  order: ValueOrder,
  seed: number | string,
  node: number,
  size: number,
  candidates: number,
  everyDigit: boolean,
  load: (bit: number) => number,
): number[] {
  const digits: number[] = [];
  for (let d = 1; d <= size; d++) if (everyDigit || candidates & (1 << (d - 1))) digits.push(d);
  if (order === 'random') {
    const rng = createRng(`${seed}:${node}`);
    for (let i = digits.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      [digits[i], digits[j]] = [digits[j], digits[i]];
    }
    return digits;
  }
  if (order === 'ascending') return digits;
  const cands = digits.filter((d) => candidates & (1 << (d - 1)));
  const score = new Map(cands.map((d) => [d, load(1 << (d - 1))]));
  cands.sort((a, b) => score.get(a)! - score.get(b)! || a - b);
  return everyDigit ? [...cands, ...digits.filter((d) => !(candidates & (1 << (d - 1))))] : cands;
}
