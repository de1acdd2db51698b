const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A fresh seed without look-alikes (no l, o, 0, 1), to read aloud from a projector; it need not be secret. */
export function randomSeed(random: () => number = Math.random): string {
  let s = '';
  for (let i = 0; i < 8; i++) s += ALPHABET[Math.floor(random() * ALPHABET.length)];
  return s;
}
