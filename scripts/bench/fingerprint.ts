/**
 * A running 32-bit FNV-1a style hash of packed event words: two streams with the same fingerprint and
 * length are, for all practical purposes, the same stream. Used to prove speed work changed no event.
 */
export class StreamFingerprint {
  hash = 0x811c9dc5;
  length = 0;

  addAll(words: Uint32Array): void {
    let h = this.hash;
    for (let i = 0; i < words.length; i++) h = Math.imul(h ^ words[i], 0x01000193);
    this.hash = h;
    this.length += words.length;
  }

  add(word: number): void {
    this.hash = Math.imul(this.hash ^ word, 0x01000193);
    this.length++;
  }

  toString(): string {
    return `${(this.hash >>> 0).toString(16).padStart(8, '0')}/${this.length}`;
  }
}
