import {
  ALGORITHM_IDS,
  type AlgorithmId,
  algorithmEntry,
  chosenVariableOrder,
  hasValueOrder,
  isAlgorithmId,
  isLocalSearch,
} from '../../core/algorithmTable.ts';
import type { VariableOrder } from '../../core/solvers/options.ts';
import type { BoardOrder } from '../../run/clients/boardOrder.ts';
import type { CountRun } from '../../workers/countMessages.ts';

/**
 * A lab run from its label as `stepdoku stats` names rows (`mrv/lcv`, `naive/random:7`, `fc/mrv`,
 * `minconflicts/seed:7`; seeds digits only, local search's seed 0 unwritten).
 */
export function runFromLabel(label: string): CountRun | null {
  const local = /^([a-z]+)\/seed:([1-9]\d{0,8})$/.exec(label);
  if (local) return isAlgorithmId(local[1]) && isLocalSearch(local[1]) ? { algo: local[1], seed: local[2] } : null;
  const m = /^([a-z]+)(?:\/(first|mrv|degree))?(?:\/(lcv|random:(\d{1,9})))?$/.exec(label);
  if (!m || !isAlgorithmId(m[1])) return null;
  const algo: AlgorithmId = m[1];
  const variableOrder = m[2] as VariableOrder | undefined;
  // A default or unknown variable order is not written, so a label has one spelling.
  if (variableOrder && !chosenVariableOrder(algo, variableOrder)) return null;
  const variable = variableOrder ? { variableOrder } : {};
  if (!m[3]) return { algo, ...variable };
  if (!hasValueOrder(algo)) return null;
  return m[4] !== undefined
    ? { algo, valueOrder: 'random', seed: m[4], ...variable }
    : { algo, valueOrder: 'lcv', ...variable };
}

/** The runs the lab offers to tick, in this order (random's seed is chosen beside them). */
export const OFFERED_RUNS = ALGORITHM_IDS.flatMap((id) => [
  ...(hasValueOrder(id) ? [id, `${id}/lcv`, `${id}/random`] : [id]),
  ...algorithmEntry(id)
    .variableOrders.slice(1)
    .map((v) => `${id}/${v}`),
]);

/** The board's orders for a lab run, as the player's link carries them (local search's seed as random:SEED). */
export const boardOrderOf = (run: CountRun): BoardOrder => ({
  valueOrder: run.valueOrder ?? (isLocalSearch(run.algo) && run.seed ? 'random' : 'ascending'),
  seed: Number(run.seed ?? 0),
  ...(run.variableOrder ? { variableOrder: run.variableOrder } : {}),
});
