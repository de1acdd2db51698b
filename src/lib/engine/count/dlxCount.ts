import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';
import type { SolveOptions } from '../solvers/options.ts';
import { dlxSearch } from '../solvers/dlxSearch.ts';

/**
 * Dancing Links without keeping events: the search itself, filling a scratch buffer that nobody
 * reads. Its events cost one store each next to the link dance that makes them, so a second loop
 * written without them would duplicate the search for little (docs/algorithms.md has the figures).
 */
export function dlxCount(grid: Grid, options?: SolveOptions): RunResult {
  const search = dlxSearch(grid, options);
  const scratch = new Uint32Array(Math.max(16384, search.room));
  while (!search.done) search.fill(scratch);
  return search.result();
}
