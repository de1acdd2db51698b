import type { AlgorithmId } from '../core/algorithms.ts';
import type { ValueOrder } from '../core/index.ts';
import { hasValueOrder } from '../core/algorithmTable.ts';
import { runLabel } from '../core/table/statsRows.ts';
import { oneOf, text } from './values.ts';

/* `--order asc|random|lcv` and `--seed S` for solve and stats; algorithms without value orders, and their labels, are left as they are. */

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
    help: 'Seed of --order random (default 0): the same seed gives the same run.',
    parse: text,
    default: undefined as string | undefined,
  },
};

/** Nothing for ascending or an algorithm without orders. */
export function orderOptions(
  algo: AlgorithmId,
  order: OrderName,
  seed: string | undefined,
): { valueOrder?: ValueOrder; seed?: string } {
  if (order === 'asc' || !hasValueOrder(algo)) return {};
  return order === 'random' ? { valueOrder: 'random', seed: seed ?? '0' } : { valueOrder: VALUE_ORDER[order] };
}

/** How stats names a run (`mrv/lcv`, `naive/random:7`), as the lab does. */
export function algoLabel(algo: AlgorithmId, order: OrderName, seed: string | undefined): string {
  const o = orderOptions(algo, order, seed);
  return runLabel(algo, o.valueOrder, o.seed);
}
