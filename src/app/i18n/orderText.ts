import { type AlgorithmId, chosenVariableOrder, hasValueOrder, isLocalSearch } from '../../core/algorithmTable.ts';
import { type BoardOrder, localSeedOf } from '../../run/clients/boardOrder.ts';
import { m } from './messages.ts';

/** Each order's short label (pickers) and its sentence (pickers' titles, the legend). */
export const ORDER_LABELS = { ascending: m.order_ascending, random: m.order_random_option, lcv: m.order_lcv };
export const ORDER_TITLES = {
  ascending: m.order_ascending_title,
  random: m.order_random_title,
  lcv: m.order_lcv_title,
};
export const VARIABLE_LABELS = { first: m.var_order_first, mrv: m.var_order_mrv, degree: m.var_order_degree };
export const VARIABLE_TITLES = {
  first: m.var_order_first_title,
  mrv: m.var_order_mrv_title,
  degree: m.var_order_degree_title,
};

/** An algorithm's summary, and after it the orders chosen that are not its defaults, which the summary does not tell. */
export function summaryWithOrders(summary: string, algo: AlgorithmId, order: BoardOrder | undefined): string {
  const orders: string[] = [];
  const variable = chosenVariableOrder(algo, order?.variableOrder);
  if (variable) orders.push(VARIABLE_TITLES[variable]());
  if (order && order.valueOrder !== 'ascending' && hasValueOrder(algo)) orders.push(ORDER_TITLES[order.valueOrder]());
  if (isLocalSearch(algo)) orders.push(m.order_seed_title({ seed: localSeedOf(order) }));
  return orders.length ? m.legend_algo_orders({ summary, orders: orders.join(m.legend_orders_separator()) }) : summary;
}
