import { K_ASSIGN, K_PLACE, kindOf } from './index.ts';

/**
 * Picks [event index, placements so far] points (digits written: guesses and propagation's forced ones) for the placement chart as the chunks stream by.
 * Points are dense at first and then spaced by a constant ratio, so the series stays short (about
 * 1,300 points up to 10^8 events, 1,500 up to 10^9) and reads well on a log axis as on a linear one.
 *
 * Scanning every event to find placements costs as much as a third of solving, so only the first
 * `scanEvents` events are scanned; past them the spacing is wider than a chunk, and a point due
 * inside a chunk is taken at the next chunk start instead, from the counters the search already has.
 */
export class SeriesSampler {
  private next = 0;

  constructor(
    private readonly ratio = 1.012,
    /** Events scanned point by point; past them, points are taken at chunk starts (a multiple of 2^16). */
    readonly scanEvents = 2 ** 23,
  ) {}

  /** Samples one chunk that starts at event `start` with `placements` placements before it; flat pairs. */
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
        if (k === place || k === assign) p++;
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
