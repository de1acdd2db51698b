import type { AlgorithmId } from '../core/algorithms.ts';
import type { ValueOrder, VariableOrder } from '../core/index.ts';
import { chosenVariableOrder, hasValueOrder, isLocalSearch } from '../core/algorithmTable.ts';
import { DEFAULT_SEED, VARIABLE_ORDERS } from '../core/solvers/options.ts';
import { runLabel } from '../core/table/statsRows.ts';
import { oneOf, text } from './values.ts';

/* `--order asc|random|lcv`, `--seed S` and `--var-order first|mrv|degree` for solve and stats; an algorithm that does not take an order, and its label, is left as it is. */

export const ORDER_NAMES = ['asc', 'random', 'lcv'] as const;
export type OrderName = (typeof ORDER_NAMES)[number];

const VALUE_ORDER: Record<OrderName, ValueOrder> = { asc: 'ascending', random: 'random', lcv: 'lcv' };

export const valueOrderOptions = {
  order: {
    kind: 'value' as const,
    placeholder: ORDER_NAMES.join('|'),
    help: 'Value order for naive and mrv: asc (default, the canonical counts), random (seeded), lcv (least-constraining value first).',
    parse: oneOf<OrderName>(ORDER_NAMES),
    default: 'asc' as OrderName,
  },
  seed: {
    kind: 'value' as const,
    placeholder: 'S',
    help: `Seed of --order random and of minconflicts (default ${DEFAULT_SEED}): the same seed gives the same run.`,
    parse: text,
    default: undefined as string | undefined,
  },
  'var-order': {
    kind: 'value' as const,
    placeholder: VARIABLE_ORDERS.join('|'),
    help: 'Variable order for fc (default first) and mrv (default mrv): first (the first empty cell), mrv (fewest candidates), degree (fewest candidates, ties to the most empty peers).',
    parse: oneOf<VariableOrder>(VARIABLE_ORDERS),
    default: undefined as VariableOrder | undefined,
  },
};

/** The orders one algorithm's runs take, as the count and solve options want them. */
export interface RunOrders {
  valueOrder?: ValueOrder;
  seed?: string;
  variableOrder?: VariableOrder;
}

/** Nothing for the canonical orders, a default variable order, or orders the algorithm does not take. */
export function orderOptions(
  algo: AlgorithmId,
  order: OrderName,
  seed: string | undefined,
  varOrder?: VariableOrder,
): RunOrders {
  if (isLocalSearch(algo)) return seed === undefined || seed === String(DEFAULT_SEED) ? {} : { seed };
  const v = chosenVariableOrder(algo, varOrder);
  const variable = v ? { variableOrder: v } : {};
  if (order === 'asc' || !hasValueOrder(algo)) return variable;
  return order === 'random'
    ? { valueOrder: 'random', seed: seed ?? String(DEFAULT_SEED), ...variable }
    : { valueOrder: VALUE_ORDER[order], ...variable };
}

/** How stats names a run (`mrv/lcv`, `naive/random:7`, `fc/mrv`, `mrv/degree/lcv`), as the lab does. */
export function algoLabel(
  algo: AlgorithmId,
  order: OrderName,
  seed: string | undefined,
  varOrder?: VariableOrder,
): string {
  const o = orderOptions(algo, order, seed, varOrder);
  if (isLocalSearch(algo)) return o.seed === undefined ? algo : `${algo}/seed:${o.seed}`;
  return runLabel(algo, o.valueOrder, o.seed, o.variableOrder);
}
