import { ALGORITHM_IDS, type AlgorithmId, hasValueOrder, isAlgorithmId } from '../../core/algorithmTable.ts';
import type { CountRun } from '../../workers/countMessages.ts';

/**
 * A run of the lab is named as `stepdoku stats` names its rows: `mrv`, `mrv/lcv`, `naive/random:7`
 * (engine/table/statsRows.ts). The label is the run's identity in the link, the table and exports.
 * Random seeds are digits only, so the player's link (`o=random:7`) can carry the same run.
 */
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
