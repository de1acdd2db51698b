import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';
import type { CountSolver, SolveOptions } from './options.ts';
import { orderedSearch } from './orderedSearch.ts';
import type { Search, SearchFactory } from './search.ts';

/*
 * Naive and MRV as the registry offers them: the canonical tuned loops for ascending values (the
 * default), orderedSearch for the other value orders.
 */

const reordered = (options?: SolveOptions): boolean => (options?.valueOrder ?? 'ascending') !== 'ascending';

export function withValueOrder(
  kind: 'naive' | 'mrv',
  search: SearchFactory,
  count: CountSolver,
): { search: SearchFactory; count: CountSolver } {
  return {
    search: (grid: Grid, options?: SolveOptions): Search =>
      reordered(options) ? orderedSearch(grid, kind, options) : search(grid, options),
    count: (grid: Grid, options?: SolveOptions): RunResult => {
      if (!reordered(options)) return count(grid, options);
      const s = orderedSearch(grid, kind, options);
      const scratch = new Uint32Array(Math.max(4096, s.room));
      while (!s.done) s.fill(scratch);
      return s.result();
    },
  };
}
