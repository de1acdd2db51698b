import type { RunResult } from '../counts.ts';
import type { SolverEvent } from '../events.ts';
import { eventOf } from '../eventCache.ts';
import type { Search } from './search.ts';

/** Each batch is a view of one reused buffer, valid until the next `next()`; closing the generator cancels the run. */
export function* batches(search: Search, batchSize = 65536): Generator<Uint32Array, RunResult, void> {
  const buf = new Uint32Array(Math.max(batchSize, search.room));
  while (!search.done) {
    const n = search.fill(buf);
    if (n > 0) yield buf.subarray(0, n);
  }
  return search.result();
}

/**
 * A small class rather than `function*`, so that `next()` inlines into the consumer's loop and allocates nothing per
 * event (docs/benchmarks.md).
 */
export function events(search: Search, batchSize = 4096): Generator<SolverEvent, RunResult, void> {
  return new EventStream(search, Math.max(batchSize, search.room));
}

const GeneratorPrototype = Object.getPrototypeOf(function* () {}).prototype as object;

/** What `step` holds before the first event; never handed out. */
const NO_EVENT: SolverEvent = Object.freeze({ type: 'solution', index: 0 });

class EventStream implements Generator<SolverEvent, RunResult, void> {
  private readonly buf: Uint32Array;
  private i = 0;
  private n = 0;
  private closed = false;
  /** The one result object `next()` hands out while the run goes on, its `value` replaced each time. */
  private readonly step: { value: SolverEvent; done: false } = { value: NO_EVENT, done: false };

  constructor(
    private readonly search: Search,
    length: number,
  ) {
    this.buf = new Uint32Array(length);
  }

  next(): IteratorResult<SolverEvent, RunResult> {
    if (this.i < this.n) {
      const step = this.step;
      step.value = eventOf(this.buf[this.i++]);
      return step;
    }
    return this.refill();
  }

  /** Kept out of `next` so that the hot path stays small enough to inline. */
  private refill(): IteratorResult<SolverEvent, RunResult> {
    if (this.closed) return { value: undefined, done: true } as unknown as IteratorResult<SolverEvent, RunResult>;
    try {
      while (!this.search.done) {
        this.n = this.search.fill(this.buf);
        this.i = 0;
        if (this.n > 0) {
          this.step.value = eventOf(this.buf[this.i++]);
          return this.step;
        }
      }
    } catch (e) {
      this.closed = true;
      throw e;
    }
    this.closed = true;
    return { value: this.search.result(), done: true };
  }

  return(value: RunResult): IteratorResult<SolverEvent, RunResult> {
    this.closed = true;
    this.n = 0;
    return { value, done: true };
  }

  throw(e: unknown): IteratorResult<SolverEvent, RunResult> {
    this.return(undefined as unknown as RunResult);
    throw e;
  }

  [Symbol.iterator](): this {
    return this;
  }
}

// Generator.prototype gives "[object Generator]" and, where available, the iterator helpers.
Object.setPrototypeOf(EventStream.prototype, GeneratorPrototype);
