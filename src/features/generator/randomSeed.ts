const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/**
 * A fresh seed for the form: eight characters without look-alikes (no l, o, 0, 1), so it can be read
 * aloud or typed from a projector. `random` is injected for tests; the page passes Math.random (the
 * seed only has to differ from the last one, not be secret).
 */
export function randomSeed(random: () => number = Math.random): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return s;
}
