import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';
import type { CountSolver, SolveOptions } from '../solvers/options.ts';
import { cbjSearch } from '../solvers/cbjSearch.ts';
import { dlxSearch } from '../solvers/dlxSearch.ts';
import { fcSearch } from '../solvers/fcSearch.ts';
import { macSearch } from '../solvers/macSearch.ts';
import { logicSearch } from '../solvers/logicSearch.ts';
import { minConflictsSearch } from '../solvers/minConflictsSearch.ts';
import { mrvSearch } from '../solvers/mrvSearch.ts';
import { propagateSearch } from '../solvers/propagateSearch.ts';
import type { SearchFactory } from '../solvers/search.ts';

/**
 * Counts by running the search into a scratch buffer, so counts cannot drift from the events; only naive keeps its own
 * loop (docs/benchmarks.md says why).
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
export const fcCount = countBySearch(fcSearch);
export const macCount = countBySearch(macSearch);
export const cbjCount = countBySearch(cbjSearch);
export const logicCount = countBySearch(logicSearch);
export const minConflictsCount = countBySearch(minConflictsSearch);
