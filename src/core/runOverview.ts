import { cellOf, K_ASSIGN, K_BACKTRACK, K_PLACE, K_SOLUTION, kindOf, payloadOf } from './index.ts';

/** At most this many depth buckets, however long the run. */
export const OVERVIEW_BUCKETS = 2048;

/** The buckets changed since the previous patch (all of them after widening), and the placements per cell. */
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
 * A bounded summary of a whole run for the overview (min and max depth, backtracks and solutions per bucket; placements
 * per cell); the worker fills it as it makes chunks and the page applies its patches. Buckets start one event wide and
 * double when the run outgrows them.
 */
export class RunOverview {
  bucketSize: number;
  buckets = 0;
  readonly capacity: number;
  readonly minDepth: Uint16Array;
  readonly maxDepth: Uint16Array;
  readonly backtracks: Float64Array;
  readonly solutions: Float64Array;
  readonly cellPlacements: Float64Array;
  events = 0;
  /** Bumped on every change, for views that redraw on change. */
  version = 0;
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

  peak(): number {
    let m = 0;
    for (let b = 0; b < this.buckets; b++) if (this.maxDepth[b] > m) m = this.maxDepth[b];
    return m;
  }

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
          depth = payloadOf(w);
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

  /** What changed since the previous patch, copied so it can be transferred. */
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

  private open(b: number, depth: number): void {
    for (let i = this.buckets; i < b; i++) this.minDepth[i] = this.maxDepth[i] = depth;
    this.minDepth[b] = this.maxDepth[b] = depth;
    this.backtracks[b] = this.solutions[b] = 0;
    this.buckets = b + 1;
  }

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
