import { K_BACKTRACK, K_PLACE, K_SOLUTION } from '../engine/index.ts';
import type { Timeline } from './timeline.ts';

// Propagation's forced digit (pack.ts K_ASSIGN): it writes the board and sets the depth like a placement.
const K_ASSIGN = 7;

/** At most this many depth buckets, however long the run: the mountain's resolution. */
export const OVERVIEW_BUCKETS = 2048;

/**
 * A bounded summary of a whole run for the overview: the recursion depth over the run (min and max
 * per bucket of events, with the backtracks and solutions in each) and the placements per cell. It is
 * filled as chunks arrive, from their words while they are still in memory, so a 10^8-event run costs
 * a few kilobytes, not its log. Buckets start one event wide and double (merging pairs) when the run
 * outgrows them. A chunk evicted before it was read counts as `complete = false`: its depth is then
 * known only at its ends and its placements are missing.
 */
export class RunOverview {
  bucketSize: number;
  /** Buckets in use. */
  buckets = 0;
  readonly capacity: number;
  readonly minDepth: Uint16Array;
  readonly maxDepth: Uint16Array;
  readonly backtracks: Float64Array;
  readonly solutions: Float64Array;
  readonly cellPlacements: Float64Array;
  /** Events summarised so far (whole chunks). */
  events = 0;
  complete = true;
  /** Bumped whenever the summary changes, for views that redraw on change. */
  version = 0;
  private chunks = 0;
  private depth = 0;

  constructor(cellCount: number, options: { buckets?: number; bucketSize?: number } = {}) {
    this.cellPlacements = new Float64Array(cellCount);
    this.capacity = options.buckets ?? OVERVIEW_BUCKETS;
    this.bucketSize = options.bucketSize ?? 1;
    this.minDepth = new Uint16Array(this.capacity);
    this.maxDepth = new Uint16Array(this.capacity);
    this.backtracks = new Float64Array(this.capacity);
    this.solutions = new Float64Array(this.capacity);
  }

  /** Reads every chunk that is whole and not yet read (all of them once the run has ended); true if any. */
  ingest(tl: Timeline): boolean {
    const index = tl.index;
    const whole = tl.finished ? index.count : index.count - 1;
    if (this.chunks >= whole) return false;
    for (; this.chunks < whole; this.chunks++) {
      const c = this.chunks, start = index.start(c), length = tl.chunkLength(c);
      const words = tl.store.get(c);
      this.depth = index.counter(c, 'depth');
      if (words) this.read(words, start);
      else {
        this.complete = false;
        this.mark(start, this.depth, 0);
        if (c + 1 < index.count) this.mark(start + length - 1, index.counter(c + 1, 'depth'), index.counter(c + 1, 'backtracks') - index.counter(c, 'backtracks'));
      }
      this.events = start + length;
    }
    this.version++;
    return true;
  }

  /** The largest depth seen. */
  peak(): number {
    let m = 0;
    for (let b = 0; b < this.buckets; b++) if (this.maxDepth[b] > m) m = this.maxDepth[b];
    return m;
  }

  private read(words: Uint32Array, start: number): void {
    const place = K_PLACE, back = K_BACKTRACK, assign = K_ASSIGN, sol = K_SOLUTION;
    const cells = this.cellPlacements;
    let depth = this.depth;
    let i = 0;
    while (i < words.length) {
      const b = this.bucketOf(start + i);
      const end = Math.min(words.length, (b + 1) * this.bucketSize - start);
      if (b >= this.buckets) this.open(b, depth);
      let lo = this.minDepth[b], hi = this.maxDepth[b], backs = 0, sols = 0;
      for (; i < end; i++) {
        const w = words[i], k = w & 7;
        if (k === place || k === assign) {
          depth = w >>> 15;
          cells[(w >>> 3) & 255]++;
          if (depth > hi) hi = depth;
        } else if (k === back) {
          depth--;
          backs++;
          if (depth < lo) lo = depth;
        } else if (k === sol) sols++;
      }
      this.minDepth[b] = lo;
      this.maxDepth[b] = hi;
      this.backtracks[b] += backs;
      this.solutions[b] += sols;
    }
    this.depth = depth;
  }

  /** Records one known depth (and backtracks) at event e, for chunks read only from their heads. */
  private mark(e: number, depth: number, backs: number): void {
    const b = this.bucketOf(e);
    if (b >= this.buckets) this.open(b, depth);
    this.minDepth[b] = Math.min(this.minDepth[b], depth);
    this.maxDepth[b] = Math.max(this.maxDepth[b], depth);
    this.backtracks[b] += backs;
  }

  /** Starts buckets up to b at `depth` (a gap left by an evicted chunk holds the depth last known). */
  private open(b: number, depth: number): void {
    const from = this.buckets;
    const fill = from > 0 ? this.maxDepth[from - 1] : depth;
    for (let i = from; i < b; i++) this.minDepth[i] = this.maxDepth[i] = Math.min(fill, depth);
    this.minDepth[b] = this.maxDepth[b] = depth;
    this.buckets = b + 1;
  }

  /** The bucket of event e, widening the buckets first when e lies past the last one. */
  private bucketOf(e: number): number {
    while (Math.floor(e / this.bucketSize) >= this.capacity) this.widen();
    return Math.floor(e / this.bucketSize);
  }

  private widen(): void {
    const half = Math.ceil(this.buckets / 2);
    for (let b = 0; b < half; b++) {
      const a = 2 * b, c = 2 * b + 1;
      const has = c < this.buckets;
      this.minDepth[b] = has ? Math.min(this.minDepth[a], this.minDepth[c]) : this.minDepth[a];
      this.maxDepth[b] = has ? Math.max(this.maxDepth[a], this.maxDepth[c]) : this.maxDepth[a];
      this.backtracks[b] = this.backtracks[a] + (has ? this.backtracks[c] : 0);
      this.solutions[b] = this.solutions[a] + (has ? this.solutions[c] : 0);
    }
    for (let b = half; b < this.capacity; b++) {
      this.minDepth[b] = this.maxDepth[b] = 0;
      this.backtracks[b] = this.solutions[b] = 0;
    }
    this.buckets = half;
    this.bucketSize *= 2;
  }
}

const overviews = new WeakMap<Timeline, RunOverview>();

/** The overview of a run's timeline, made on first use (a new run has a new timeline). */
export function overviewOf(tl: Timeline): RunOverview {
  let o = overviews.get(tl);
  if (!o) {
    o = new RunOverview(tl.givens.length);
    overviews.set(tl, o);
  }
  return o;
}
