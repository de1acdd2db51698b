import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';
import type { CountSolver, SolveOptions } from '../solvers/options.ts';
import { dlxSearch } from '../solvers/dlxSearch.ts';
import { mrvSearch } from '../solvers/mrvSearch.ts';
import { propagateSearch } from '../solvers/propagateSearch.ts';
import type { SearchFactory } from '../solvers/search.ts';

/**
 * Counts by running the search itself into a scratch buffer nobody reads, so counts cannot drift from
 * the events; only naive keeps a loop of its own, as its search costs 1.5-1.9× its counting loop
 * (docs/benchmarks.md).
 */
export function countBySearch(search: SearchFactory): CountSolver {
  return (grid: Grid, options?: SolveOptions): RunResult => {
    const s = search(grid, options);
    const scratch = new Uint32Array(Math.max(16384, s.room));
    while (!s.done) s.fill(scratch);
    return s.result();
  };
}

export const mrvCount = countBySearch(mrvSearch);
export const propagateCount = countBySearch(propagateSearch);
export const dlxCount = countBySearch(dlxSearch);
