import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';
import type { CountSolver, SolveOptions } from './options.ts';
import type { Search, SearchFactory } from './search.ts';
import { countBySearch } from '../count/countBySearch.ts';

/* Naive and MRV as the registry offers them: naive's tuned loops walk only the ascending order, so other orders go to `reorderedSearch`. */

const reordered = (options?: SolveOptions): boolean => (options?.valueOrder ?? 'ascending') !== 'ascending';

export function withValueOrder(
  search: SearchFactory,
  count: CountSolver,
  reorderedSearch: SearchFactory = search,
): { search: SearchFactory; count: CountSolver } {
  const anyOrder = (grid: Grid, options?: SolveOptions): Search =>
    reordered(options) ? reorderedSearch(grid, options) : search(grid, options);
  const countReordered = countBySearch(reorderedSearch);
  return {
    search: anyOrder,
    count: (grid: Grid, options?: SolveOptions): RunResult =>
      reordered(options) ? countReordered(grid, options) : count(grid, options),
  };
}
