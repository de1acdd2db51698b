import type { AlgorithmId } from '../../core/index.ts';
import type { PredictAlgo } from './questions/index.ts';

/**
 * The kind of run predict mode asks about: a learner's own solver (a UserSolverRun, which names its
 * `spec`: player/clients/userSolverRun.ts) is asked only what its events answer, whatever algorithm
 * its board is labelled with.
 */
export function predictAlgo(run: { readonly algo: AlgorithmId; readonly client?: object }): PredictAlgo {
  return run.client && 'spec' in run.client ? 'user' : run.algo;
}
