import { extKindOf, K_ASSIGN, K_EXT, K_PLACE, kindOf, X_INITIAL } from './index.ts';

/**
 * Picks [event index, placements so far] points for the placement chart, dense at first and then spaced by a constant
 * ratio so the series stays short on any axis. Only the first `scanEvents` events are scanned (scanning every event
 * costs up to a third of solving); later points are taken at chunk starts.
 */
export class SeriesSampler {
  private next = 0;

  constructor(
    private readonly ratio = 1.012,
    /** Past these, points are taken at chunk starts (multiples of 2^16). */
    readonly scanEvents = 2 ** 23,
  ) {}

  /** Returns flat [index, placements] pairs. */
  sample(words: Uint32Array, start: number, placements: number): Float64Array {
    const out: number[] = [];
    if (this.next <= start) {
      out.push(start, placements);
      this.advance(start);
    }
    const end = start + words.length;
    if (start < this.scanEvents && this.next <= end) {
      const place = K_PLACE,
        assign = K_ASSIGN;
      let next = this.next,
        p = placements;
      for (let i = 0; i < words.length && next <= end; i++) {
        const k = kindOf(words[i]);
        if (k === place || k === assign || (k === K_EXT && extKindOf(words[i]) === X_INITIAL)) p++;
        if (start + i + 1 === next) {
          out.push(next, p);
          next = this.step(next);
        }
      }
      this.next = next;
    }
    return Float64Array.from(out);
  }

  private advance(at: number): void {
    while (this.next <= at) this.next = this.step(this.next);
  }

  private step(t: number): number {
    return Math.max(t + 1, Math.floor(t * this.ratio));
  }
}
