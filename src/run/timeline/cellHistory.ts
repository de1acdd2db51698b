import { K_ASSIGN, K_PLACE } from '../../core/index.ts';
import type { Timeline } from './timeline.ts';

/**
 * The heatmap's placements per cell at any cursor: counts kept at chunk starts, then words counted from
 * the nearest kept start. At most 16 MB of counts: past that every other start is dropped.
 */
export const MAX_ENTRIES = 1 << 22;

export class CellHistory {
  /** Counts at the start of chunk k·stride, k = 0, 1, … */
  private data: Uint32Array;
  private kept = 1;
  private stride = 1;

  constructor(
    readonly cellCount: number,
    private readonly maxEntries = MAX_ENTRIES,
  ) {
    this.data = new Uint32Array(cellCount * 16);
  }

  record(chunk: number, counts: ArrayLike<number>): void {
    if (chunk % this.stride !== 0) return;
    const k = chunk / this.stride;
    if (k !== this.kept) return; // out of step (never, in order): keep what is sure
    if ((k + 1) * this.cellCount > this.maxEntries) {
      this.thin();
      this.record(chunk, counts);
      return;
    }
    if ((k + 1) * this.cellCount > this.data.length) {
      const grown = new Uint32Array(Math.min(this.maxEntries, this.data.length * 2));
      grown.set(this.data);
      this.data = grown;
    }
    this.data.set(counts, k * this.cellCount);
    this.kept++;
  }

  startBefore(chunk: number): { chunk: number; counts: Uint32Array } {
    const k = Math.min(this.kept - 1, Math.floor(chunk / this.stride));
    return { chunk: k * this.stride, counts: this.data.subarray(k * this.cellCount, (k + 1) * this.cellCount) };
  }

  private thin(): void {
    const half = Math.ceil(this.kept / 2);
    for (let k = 1; k < half; k++)
      this.data.copyWithin(k * this.cellCount, 2 * k * this.cellCount, (2 * k + 1) * this.cellCount);
    this.kept = half;
    this.stride *= 2;
  }
}

const histories = new WeakMap<Timeline, CellHistory>();

/** Made on first use (a new run has a new timeline). */
export function cellHistoryOf(tl: Timeline): CellHistory {
  let h = histories.get(tl);
  if (!h) {
    h = new CellHistory(tl.givens.length);
    histories.set(tl, h);
  }
  return h;
}

/** Placements and forced digits per cell in the first `cursor` events, or null while words are away. */
export function cellPlacementsAt(tl: Timeline, cursor: number): Float64Array | null {
  const out = new Float64Array(tl.givens.length);
  const end = Math.min(cursor, tl.total);
  if (end <= 0) return out;
  const last = tl.index.chunkOf(end - 1);
  const from = cellHistoryOf(tl).startBefore(last);
  out.set(from.counts);
  for (let c = from.chunk; c <= last; c++) {
    const words = tl.words(c);
    if (!words) return null;
    const to = c === last ? end - tl.index.start(c) : words.length;
    for (let i = 0; i < to; i++) {
      const k = words[i] & 7;
      if (k === K_PLACE || k === K_ASSIGN) out[(words[i] >>> 3) & 255]++;
    }
  }
  return out;
}
