import type { BoxSize } from '../geometry.ts';
import { randomPermutation, type Rng } from './rng.ts';
import type { Symmetry } from './symmetry.ts';
import { type GridTransform, linePermutation } from './transform.ts';

/**
 * A random transformation that keeps a symmetric pattern of givens symmetric: line permutations with p(size-1-l) =
 * size-1-p(l) for the mirrored axes, and transposition only under rotation (it would turn a mirror's axis).
 */
export function symmetricTransform(n: BoxSize, symmetry: Symmetry, rng: Rng): GridTransform {
  return {
    digits: randomPermutation(n * n, rng).map((d) => d + 1),
    rows: symmetry === 'rotational' ? mirroredLinePermutation(n, rng) : linePermutation(n, rng),
    cols: symmetry === 'none' ? linePermutation(n, rng) : mirroredLinePermutation(n, rng),
    transpose: symmetry === 'mirror' ? false : rng.int(2) === 1,
  };
}

export function mirroredLinePermutation(n: BoxSize, rng: Rng): number[] {
  const bands = mirroredPermutation(n, rng);
  const within: number[][] = [];
  for (let b = 0; b < n; b++) {
    const m = n - 1 - b;
    if (b < m) within[b] = randomPermutation(n, rng);
    else if (b === m) within[b] = mirroredPermutation(n, rng);
    else within[b] = within[m].map((_, i) => n - 1 - within[m][n - 1 - i]);
  }
  const lines: number[] = [];
  for (let b = 0; b < n; b++) for (let i = 0; i < n; i++) lines.push(bands[b] * n + within[b][i]);
  return lines;
}

/** A random permutation q of 0..k-1 with q[k-1-i] = k-1-q[i]: mirrored pairs move together. */
function mirroredPermutation(k: number, rng: Rng): number[] {
  const q = new Array<number>(k),
    half = Math.floor(k / 2);
  const pairs = randomPermutation(half, rng);
  for (let i = 0; i < half; i++) {
    q[i] = rng.int(2) === 1 ? k - 1 - pairs[i] : pairs[i];
    q[k - 1 - i] = k - 1 - q[i];
  }
  if (k % 2 === 1) q[half] = half;
  return q;
}
