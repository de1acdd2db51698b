import { type CounterField, type Counters, POSITION_FIELDS } from '../../core/index.ts';
import type { ChunkHead } from '../../workers/solverMessages.ts';

const FIELDS = POSITION_FIELDS;
const F = FIELDS.length;

/** Each chunk's start, board and counters, flat in typed arrays: 10^9 events cost about 2 MB. */
export class ChunkIndex {
  private starts = new Float64Array(64);
  private boards: Uint8Array;
  private counters = new Float64Array(64 * F);
  count = 0;

  constructor(readonly cellCount: number) {
    this.boards = new Uint8Array(64 * cellCount);
  }

  push(head: ChunkHead): void {
    if (head.index !== this.count) throw new RangeError(`chunk ${head.index} arrived, expected ${this.count}`);
    if (this.count === this.starts.length) this.grow();
    const i = this.count++;
    this.starts[i] = head.start;
    this.boards.set(head.board, i * this.cellCount);
    for (let f = 0; f < F; f++) this.counters[i * F + f] = head.counters[FIELDS[f]];
  }

  start(i: number): number {
    return this.starts[i];
  }

  /** The chunk holding event `e` (the last chunk starting at or before e); -1 before any chunk. */
  chunkOf(e: number): number {
    let lo = 0,
      hi = this.count - 1,
      found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.starts[mid] <= e) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  }

  copyBoard(i: number, into: Uint8Array): void {
    into.set(this.boards.subarray(i * this.cellCount, (i + 1) * this.cellCount));
  }

  counter(i: number, field: CounterField | 'depth'): number {
    return this.counters[i * F + FIELDS.indexOf(field)];
  }

  countersAt(i: number): Counters {
    const c = {} as Counters;
    for (let f = 0; f < F; f++) c[FIELDS[f]] = this.counters[i * F + f];
    return c;
  }

  private grow(): void {
    const size = this.starts.length * 2;
    const starts = new Float64Array(size);
    starts.set(this.starts);
    const boards = new Uint8Array(size * this.cellCount);
    boards.set(this.boards);
    const counters = new Float64Array(size * F);
    counters.set(this.counters);
    this.starts = starts;
    this.boards = boards;
    this.counters = counters;
  }
}
