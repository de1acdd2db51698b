import { zeroCounts } from '../../../core/counts.ts';
import type { Grid } from '../../../core/grid.ts';
import { userRun, type UserRunOptions, type UserRunResult } from '../api/userRun.ts';
import { compileJs } from './compileJs.ts';
import { jsSource } from './jsSource.ts';

/** A JavaScript solver's run through the checker; a syntax error ends it before the first batch. */
export function* jsRun(
  source: string,
  grid: Grid,
  options: UserRunOptions = {},
): Generator<Uint32Array, UserRunResult, void> {
  const factory = compileJs(source);
  if (typeof factory !== 'function') {
    return { status: 'error', counts: zeroCounts(), yielded: 0, illegal: [], illegalCount: 0, error: factory };
  }
  return yield* userRun(grid, jsSource(factory, grid), options);
}
