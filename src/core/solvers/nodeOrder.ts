import { createRng } from '../generate/rng.ts';
import type { ValueOrder } from './options.ts';

/**
 * The values one node of naive or MRV tries, in the order the run asks for (options `valueOrder`,
 * `seed`). Ascending is the searches' own order (their hot loops walk it without asking here); the
 * others are computed once per node entered:
 * - `random`: shuffled by the generator seeded with `${seed}:${node}`, the node being the how-manyth
 *   entered (from 0), so a snapshot needs no generator state and a run is the same for the same seed;
 * - `lcv`: the candidates by how many empty peers also have them (`load`), fewest first, ascending
 *   on ties.
 * Naive tries every digit (`everyDigit`): the shuffle covers them all, and lcv puts the
 * non-candidates, which fail their checks, after the candidates in ascending order. MRV tries its
 * cell's candidates only.
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
