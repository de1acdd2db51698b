import { dlxCount, mrvCount, propagateCount } from './count/countBySearch.ts';
import { naiveCount } from './count/naiveCount.ts';
import type { CountSolver } from './solvers/options.ts';
import { dlxSearch } from './solvers/dlxSearch.ts';
import { mrvSearch } from './solvers/mrvSearch.ts';
import { naiveSearch } from './solvers/naiveSearch.ts';
import { propagateSearch } from './solvers/propagateSearch.ts';
import type { SearchFactory } from './solvers/search.ts';
import { naiveOrderedSearch } from './solvers/naiveOrderedSearch.ts';
import { withValueOrder } from './solvers/withValueOrder.ts';
import type { AlgorithmId } from './algorithmIds.ts';

export { type AlgorithmId, ALGORITHM_IDS, isAlgorithmId } from './algorithmIds.ts';

/** Every algorithm the app, CLI and benchmark offer, by the id used in URLs and `--algo`. */
export interface Algorithm {
  id: AlgorithmId;
  name: string;
  /** One line for pickers and help. */
  summary: string;
  search: SearchFactory;
  count: CountSolver;
}

export const ALGORITHMS: Record<AlgorithmId, Algorithm> = {
  naive: {
    id: 'naive',
    name: 'Naive backtracking',
    summary: 'First empty cell in reading order, digits 1 to 9 in turn.',
    ...withValueOrder(naiveSearch, naiveCount, naiveOrderedSearch),
  },
  mrv: {
    id: 'mrv',
    name: 'MRV',
    summary: 'The empty cell with the fewest candidates first (minimum remaining values).',
    ...withValueOrder(mrvSearch, mrvCount),
  },
  propagate: {
    id: 'propagate',
    name: 'Propagation + MRV',
    summary: 'Each digit eliminates itself from its peers; singles are forced; MRV guesses the rest (Norvig).',
    search: propagateSearch,
    count: propagateCount,
  },
  dlx: {
    id: 'dlx',
    name: 'Dancing Links',
    summary: 'Exact cover (Algorithm X): the constraint with the fewest choices first, covering and uncovering rows.',
    search: dlxSearch,
    count: dlxCount,
  },
};
