import type { AlgorithmId } from '../../core/index.ts';
import type { VariableOrder } from '../../core/solvers/options.ts';
import type { PredictAlgo } from './questions/index.ts';

/**
 * The kind of run predict mode asks about: a learner's solver is asked only what its events answer, and a run's cell
 * choice follows its variable order (forward checking with MRV's order chooses as MRV does); MAC chooses by domains the
 * board does not show.
 */
export function predictAlgo(run: {
  readonly algo: AlgorithmId;
  readonly client?: object;
  readonly order?: { readonly variableOrder?: VariableOrder };
}): PredictAlgo {
  if (run.client && 'spec' in run.client) return 'user';
  if (run.algo === 'mac') return 'mac';
  const variable = run.order?.variableOrder;
  if (variable === 'degree') return 'degree';
  return run.algo === 'fc' && variable === 'mrv' ? 'mrv' : run.algo;
}
