import {
  cbjCount,
  dlxCount,
  fcCount,
  logicCount,
  macCount,
  minConflictsCount,
  mrvCount,
  propagateCount,
} from './count/countBySearch.ts';
import { naiveCount } from './count/naiveCount.ts';
import type { CountSolver } from './solvers/options.ts';
import { cbjSearch } from './solvers/cbjSearch.ts';
import { dlxSearch } from './solvers/dlxSearch.ts';
import { fcSearch } from './solvers/fcSearch.ts';
import { logicSearch } from './solvers/logicSearch.ts';
import { macSearch } from './solvers/macSearch.ts';
import { minConflictsSearch } from './solvers/minConflictsSearch.ts';
import { mrvSearch } from './solvers/mrvSearch.ts';
import { naiveSearch } from './solvers/naiveSearch.ts';
import { propagateSearch } from './solvers/propagateSearch.ts';
import type { SearchFactory } from './solvers/search.ts';
import { naiveOrderedSearch } from './solvers/naiveOrderedSearch.ts';
import { withValueOrder } from './solvers/withValueOrder.ts';
import type { AlgorithmId } from './algorithmTable.ts';

export * from './algorithmTable.ts';

export interface AlgorithmCode {
  search: SearchFactory;
  count: CountSolver;
}

export const ALGORITHMS: Record<AlgorithmId, AlgorithmCode> = {
  naive: withValueOrder(naiveSearch, naiveCount, naiveOrderedSearch),
  mrv: withValueOrder(mrvSearch, mrvCount),
  propagate: { search: propagateSearch, count: propagateCount },
  dlx: { search: dlxSearch, count: dlxCount },
  fc: { search: fcSearch, count: fcCount },
  mac: { search: macSearch, count: macCount },
  cbj: { search: cbjSearch, count: cbjCount },
  minconflicts: { search: minConflictsSearch, count: minConflictsCount },
  logic: { search: logicSearch, count: logicCount },
};
