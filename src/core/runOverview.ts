import { cellOf, K_ASSIGN, K_BACKTRACK, K_PLACE, K_SOLUTION, kindOf, payloadOf } from './index.ts';

/** At most this many depth buckets, however long the run: the mountain's resolution. */
export const OVERVIEW_BUCKETS = 2048;

/**
 * What changed in an overview since the previous patch: the buckets from `from` on (all of them after
 * the buckets widened) and the placements per cell. Sent with each chunk; small once the buckets are
 * wider than a chunk (one or two buckets), and never more than the whole summary (~40 kB).
 */
export interface OverviewPatch {
  bucketSize: number;
  buckets: number;
  events: number;
  from: number;
  minDepth: Uint16Array;
  maxDepth: Uint16Array;
  backtracks: Float64Array;
  solutions: Float64Array;
  cellPlacements: Float64Array;
}

/**
 * A bounded summary of a whole run for the overview: the recursion depth over the run (min and max
 * per bucket of events, with the backtracks and solutions in each) and the placements per cell. The
 * worker reads every chunk into one as it makes it (the words are at hand there, and the page's main
 * thread is spared ~0.3 ms a chunk) and sends a patch with the chunk; the page applies the patches to
 * its copy. A 10^8-event run costs a few kilobytes, not its log. Buckets start one event wide and
 * double (merging pairs) when the run outgrows them.
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
  /** Bumped whenever the summary changes, for views that redraw on change. */
  version = 0;
  /** The first bucket changed since the last patch. */
  private dirtyFrom = 0;

  constructor(cellCount: number, options: { buckets?: number; bucketSize?: number } = {}) {
    this.cellPlacements = new Float64Array(cellCount);
    this.capacity = options.buckets ?? OVERVIEW_BUCKETS;
    this.bucketSize = options.bucketSize ?? 1;
    this.minDepth = new Uint16Array(this.capacity);
    this.maxDepth = new Uint16Array(this.capacity);
    this.backtracks = new Float64Array(this.capacity);
    this.solutions = new Float64Array(this.capacity);
  }

  /** The largest depth seen. */
  peak(): number {
    let m = 0;
    for (let b = 0; b < this.buckets; b++) if (this.maxDepth[b] > m) m = this.maxDepth[b];
    return m;
  }

  /** Reads the next chunk: its words, which start at event `start` at depth `depth`. */
  read(words: Uint32Array, start: number, depth: number): void {
    const place = K_PLACE,
      back = K_BACKTRACK,
      assign = K_ASSIGN,
      sol = K_SOLUTION;
    const cells = this.cellPlacements;
    let i = 0;
    if (words.length > 0) {
      const first = this.bucketOf(start); // may widen, which marks every bucket changed
      this.dirtyFrom = Math.min(this.dirtyFrom, first);
    }
    while (i < words.length) {
      const b = this.bucketOf(start + i);
      const end = Math.min(words.length, (b + 1) * this.bucketSize - start);
      if (b >= this.buckets) this.open(b, depth);
      let lo = this.minDepth[b],
        hi = this.maxDepth[b],
        backs = 0,
        sols = 0;
      for (; i < end; i++) {
        const w = words[i],
          k = kindOf(w);
        if (k === place || k === assign) {
          depth = payloadOf(w); // propagation's forced digit sets the depth like a placement
          cells[cellOf(w)]++;
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
    this.events = start + words.length;
    this.version++;
  }

  /** What changed since the previous patch (copies, so they can be transferred). */
  patch(): OverviewPatch {
    const from = Math.min(this.dirtyFrom, this.buckets);
    this.dirtyFrom = this.capacity;
    return {
      bucketSize: this.bucketSize,
      buckets: this.buckets,
      events: this.events,
      from,
      minDepth: this.minDepth.slice(from, this.buckets),
      maxDepth: this.maxDepth.slice(from, this.buckets),
      backtracks: this.backtracks.slice(from, this.buckets),
      solutions: this.solutions.slice(from, this.buckets),
      cellPlacements: this.cellPlacements.slice(),
    };
  }

  /** Brings this copy up to date with a patch made by the overview it mirrors. */
  apply(p: OverviewPatch): void {
    this.bucketSize = p.bucketSize;
    this.buckets = p.buckets;
    this.events = p.events;
    this.minDepth.set(p.minDepth, p.from);
    this.maxDepth.set(p.maxDepth, p.from);
    this.backtracks.set(p.backtracks, p.from);
    this.solutions.set(p.solutions, p.from);
    this.cellPlacements.set(p.cellPlacements);
    this.version++;
  }

  /** Starts buckets up to b at `depth`. */
  private open(b: number, depth: number): void {
    for (let i = this.buckets; i < b; i++) this.minDepth[i] = this.maxDepth[i] = depth;
    this.minDepth[b] = this.maxDepth[b] = depth;
    this.backtracks[b] = this.solutions[b] = 0;
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
      const a = 2 * b,
        c = 2 * b + 1;
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
    this.dirtyFrom = 0;
  }
}
