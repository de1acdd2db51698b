/** Per depth, a set of earlier depths as a bit set of ⌈depths / 32⌉ words: the conflict sets of backjumping. */
export class ConflictSets {
  private readonly words: number;
  private readonly bits: Int32Array;

  constructor(depths: number) {
    this.words = Math.max(1, Math.ceil(depths / 32));
    this.bits = new Int32Array((depths + 1) * this.words);
  }

  clear(k: number): void {
    this.bits.fill(0, k * this.words, (k + 1) * this.words);
  }

  add(k: number, h: number): void {
    this.bits[k * this.words + (h >>> 5)] |= 1 << (h & 31);
  }

  /** Depth `k`'s set becomes every depth above it. */
  fillBelow(k: number): void {
    this.clear(k);
    for (let h = 0; h < k; h++) this.add(k, h);
  }

  /** The deepest depth in `k`'s set, or -1 when it is empty. */
  deepest(k: number): number {
    const at = k * this.words;
    for (let w = this.words - 1; w >= 0; w--) {
      const x = this.bits[at + w];
      if (x !== 0) return w * 32 + 31 - Math.clz32(x);
    }
    return -1;
  }

  /** Depth `to` takes `from`'s set, less `to` itself. */
  absorb(to: number, from: number): void {
    const a = to * this.words,
      b = from * this.words;
    for (let w = 0; w < this.words; w++) this.bits[a + w] |= this.bits[b + w];
    this.bits[a + (to >>> 5)] &= ~(1 << (to & 31));
  }

  save(): Int32Array {
    return this.bits.slice();
  }

  load(from: Int32Array): void {
    this.bits.set(from);
  }
}
