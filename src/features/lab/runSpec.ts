import { ALGORITHM_IDS, type AlgorithmId, hasValueOrder, isAlgorithmId } from '../../core/algorithmTable.ts';
import type { CountRun } from '../../workers/countMessages.ts';

/** A lab run from its label as `stepdoku stats` names rows (`mrv/lcv`, `naive/random:7`, seeds digits only). */
export function runFromLabel(label: string): CountRun | null {
  const m = /^([a-z]+)(?:\/(lcv|random:(\d{1,9})))?$/.exec(label);
  if (!m || !isAlgorithmId(m[1])) return null;
  const algo: AlgorithmId = m[1];
  if (!m[2]) return { algo };
  if (!hasValueOrder(algo)) return null;
  return m[3] !== undefined ? { algo, valueOrder: 'random', seed: m[3] } : { algo, valueOrder: 'lcv' };
}

/** The runs the lab offers to tick, in this order (random's seed is chosen beside them). */
export const OFFERED_RUNS = ALGORITHM_IDS.flatMap((id) =>
  hasValueOrder(id) ? [id, `${id}/lcv`, `${id}/random`] : [id],
);
