import type { RunResult } from '../counts.ts';
import type { SolverEvent } from '../events.ts';
import { unpack } from '../pack.ts';
import type { Search } from './search.ts';

/**
 * Runs a search to the end as a generator of packed batches: the fastest streaming form, used by the
 * worker. Each batch is a view of one reused buffer, valid until the next `next()`: copy what you keep.
 * Closing the generator early (`return()`, or `break` in for-of) cancels the run; nothing is left over.
 */
export function* batches(search: Search, batchSize = 65536): Generator<Uint32Array, RunResult, void> {
  const buf = new Uint32Array(Math.max(batchSize, search.room));
  while (!search.done) {
    const n = search.fill(buf);
    if (n > 0) yield buf.subarray(0, n);
  }
  return search.result();
}

/** Runs a search as a generator of event objects, one at a time: the contract in its plainest form. */
export function* events(search: Search, batchSize = 4096): Generator<SolverEvent, RunResult, void> {
  const buf = new Uint32Array(Math.max(batchSize, search.room));
  while (!search.done) {
    const n = search.fill(buf);
    for (let i = 0; i < n; i++) yield unpack(buf[i]);
  }
  return search.result();
}
