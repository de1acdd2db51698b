import { mrvCount } from './count/mrvCount.ts';
import { naiveCount } from './count/naiveCount.ts';
import type { CountSolver } from './solvers/options.ts';
import { mrvSearch } from './solvers/mrvSearch.ts';
import { naiveSearch } from './solvers/naiveSearch.ts';
import type { SearchFactory } from './solvers/search.ts';

/** Every algorithm the app, CLI and benchmark offer, by the id used in URLs and `--algo`. */
export interface Algorithm {
  id: AlgorithmId;
  name: string;
  /** One line for pickers and help. */
  summary: string;
  search: SearchFactory;
  count: CountSolver;
}

export type AlgorithmId = 'naive' | 'mrv';

export const ALGORITHMS: Record<AlgorithmId, Algorithm> = {
  naive: {
    id: 'naive',
    name: 'Naive backtracking',
    summary: 'First empty cell in reading order, digits 1 to 9 in turn.',
    search: naiveSearch,
    count: naiveCount,
  },
  mrv: {
    id: 'mrv',
    name: 'MRV',
    summary: 'The empty cell with the fewest candidates first (minimum remaining values).',
    search: mrvSearch,
    count: mrvCount,
  },
};

export const ALGORITHM_IDS = Object.keys(ALGORITHMS) as AlgorithmId[];

export function isAlgorithmId(s: string): s is AlgorithmId {
  return Object.hasOwn(ALGORITHMS, s);
}
