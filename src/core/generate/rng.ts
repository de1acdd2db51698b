/**
 * A small seeded random number generator (sfc32); the engine never calls Math.random, so every choice is reproducible.
 */
export interface Rng {
  nextUint32(): number;
  int(n: number): number;
}

/** The generator for a seed; a number seeds like its decimal text (7 and "7" are the same seed). */
export function createRng(seed: string | number): Rng {
  const [a0, b0, c0, d0] = hashSeed(String(seed));
  let a = a0,
    b = b0,
    c = c0,
    d = d0;
  const nextUint32 = (): number => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  // Run the state in, so that seeds differing in one character give unrelated sequences at once.
  for (let i = 0; i < 15; i++) nextUint32();
  return {
    nextUint32,
    // Multiply-shift instead of modulo: the bias is below n / 2^32.
    int: (n) => Math.floor((nextUint32() / 4294967296) * n),
  };
}

/** cyrb128: four well-mixed 32-bit words from a string, as sfc32's initial state. */
function hashSeed(text: string): [number, number, number, number] {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

export function shuffle<A extends { length: number; [i: number]: unknown }>(items: A, rng: Rng): A {
  for (let i = items.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = items[i];
    items[i] = items[j];
    items[j] = t;
  }
  return items;
}

export function randomPermutation(k: number, rng: Rng): number[] {
  return shuffle(
    Array.from({ length: k }, (_, i) => i),
    rng,
  );
}
