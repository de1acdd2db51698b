import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';
import type { CountSolver, SolveOptions } from './options.ts';
import type { Search, SearchFactory } from './search.ts';

/*
 * Naive and MRV as the registry offers them. Their counting loops (the benchmark's baselines) walk
 * only the canonical ascending order: other orders count by running the search into a scratch buffer
 * nobody reads. MRV's search walks every order; naive's tuned loop only ascending, and
 * `reorderedSearch` (naiveOrderedSearch.ts, which says why) the others.
 */

const reordered = (options?: SolveOptions): boolean => (options?.valueOrder ?? 'ascending') !== 'ascending';

export function withValueOrder(
  search: SearchFactory,
  count: CountSolver,
  reorderedSearch: SearchFactory = search,
): { search: SearchFactory; count: CountSolver } {
  const anyOrder = (grid: Grid, options?: SolveOptions): Search =>
    reordered(options) ? reorderedSearch(grid, options) : search(grid, options);
  return {
    search: anyOrder,
    count: (grid: Grid, options?: SolveOptions): RunResult => {
      if (!reordered(options)) return count(grid, options);
      const s = anyOrder(grid, options);
      const scratch = new Uint32Array(Math.max(4096, s.room));
      while (!s.done) s.fill(scratch);
      return s.result();
    },
  };
}
