import type { AlgorithmId } from '../../core/index.ts';
import type { PredictAlgo } from './questions/index.ts';

/** The kind of run predict mode asks about: a learner's solver is asked only what its events answer. */
export function predictAlgo(run: { readonly algo: AlgorithmId; readonly client?: object }): PredictAlgo {
  return run.client && 'spec' in run.client ? 'user' : run.algo;
}
