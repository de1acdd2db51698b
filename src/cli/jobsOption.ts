import { availableParallelism } from 'node:os';
import { defaultPoolSize } from '../workers/pool/workerPool.ts';
import type { ValueSpec } from './args.ts';
import { UsageError } from './errors.ts';
import { wholeNumber } from './values.ts';

/**
 * The most worker threads `--jobs` accepts: each costs a V8 isolate, so an unbounded count exhausts memory long before
 * it adds speed.
 */
export const MAX_JOBS = 256;

/** One thread per core but one, so the main thread keeps a core for I/O and Ctrl-C. */
export const DEFAULT_JOBS = defaultPoolSize(availableParallelism());

const whole = wholeNumber(1);

/** `--jobs N`, lowered to the core count (more threads would only take turns) and a usage error past MAX_JOBS. */
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
