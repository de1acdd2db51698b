import { K_PLACE } from '../engine/index.ts';

/**
 * Picks [event index, placements so far] points for the placement chart as the events stream by.
 * Points are dense at first and then spaced by a constant ratio, so the series stays short (about
 * 1,500 points up to 10^9 events with the default ratio) and reads well on a log axis as on a linear one.
 */
export class SeriesSampler {
  private next = 0;
  private placements = 0;

  constructor(private readonly ratio = 1.012) {}

  /** Samples one chunk of packed words that starts at event `start`; returns flat pairs. */
  sample(words: Uint32Array, start: number): Float64Array {
    const out: number[] = [];
    const place = K_PLACE, ratio = this.ratio;
    let next = this.next, placements = this.placements;
    if (next === start) {
      out.push(start, placements);
      next = Math.max(next + 1, Math.floor(next * ratio));
    }
    for (let i = 0; i < words.length; i++) {
      const kind = words[i] & 7;
      if (kind === place) placements++;
      const at = start + i + 1;
      if (at === next) {
        out.push(at, placements);
        next = Math.max(next + 1, Math.floor(next * ratio));
      }
    }
    this.next = next;
    this.placements = placements;
    return Float64Array.from(out);
  }
}
