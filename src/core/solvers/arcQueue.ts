/**
 * AC-3's queue: first in, first out, each arc waiting at most once. Arc `y * peerCount + i` is (peers[y][i], y), so
 * the arcs into one cell are consecutive ids.
 */
export class ArcQueue {
  private readonly ids: Int32Array;
  private readonly waiting: Uint8Array;
  private head = 0;
  size = 0;

  constructor(arcCount: number) {
    this.ids = new Int32Array(arcCount);
    this.waiting = new Uint8Array(arcCount);
  }

  push(id: number): void {
    if (this.waiting[id]) return;
    this.waiting[id] = 1;
    let at = this.head + this.size++;
    if (at >= this.ids.length) at -= this.ids.length;
    this.ids[at] = id;
  }

  pop(): number {
    const id = this.ids[this.head];
    if (++this.head === this.ids.length) this.head = 0;
    this.size--;
    this.waiting[id] = 0;
    return id;
  }

  clear(): void {
    while (this.size > 0) this.pop();
  }

  /** The waiting arcs, head first. */
  toArray(): Int32Array {
    const out = new Int32Array(this.size);
    for (let i = 0; i < this.size; i++) out[i] = this.ids[(this.head + i) % this.ids.length];
    return out;
  }
}
