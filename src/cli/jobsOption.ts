import { availableParallelism } from 'node:os';
import { defaultPoolSize } from '../workers/pool/workerPool.ts';
import type { ValueSpec } from './args.ts';
import { UsageError } from './errors.ts';
import { wholeNumber } from './values.ts';

/**
 * The most worker threads `--jobs` accepts: each costs a V8 isolate (about 6 MB, and more while it
 * counts), so an unbounded count exhausts memory long before it adds speed.
 */
export const MAX_JOBS = 256;

/** One thread per core but one, at least one: the main thread keeps a core for I/O and Ctrl-C. */
export const DEFAULT_JOBS = defaultPoolSize(availableParallelism());

const whole = wholeNumber(1);

/**
 * `--jobs N`: worker threads counting at once. Past MAX_JOBS it is a usage error; up to it, more
 * threads than cores would only take turns on them, so N is lowered to the core count.
 */
export const jobsOption: ValueSpec<number> = {
  kind: 'value',
  placeholder: 'N',
  help: `Worker threads counting at once, 1 to ${MAX_JOBS}, at most one per core (default: one per core but one, here ${DEFAULT_JOBS}). Rows stay in input order.`,
  parse(raw, option) {
    const n = whole(raw, option);
    if (n > MAX_JOBS) throw new UsageError(`${option} expects a whole number from 1 to ${MAX_JOBS}, got ${raw}`);
    return Math.min(n, availableParallelism());
  },
  default: DEFAULT_JOBS,
};
