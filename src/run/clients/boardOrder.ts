import { type AlgorithmId, chosenVariableOrder, hasValueOrder, isLocalSearch } from '../../core/algorithmTable.ts';
import { DEFAULT_SEED, type ValueOrder, type VariableOrder, VARIABLE_ORDERS } from '../../core/solvers/options.ts';

/** The orders one board's run uses: its value order (`asc`, `lcv` or `random:SEED` in a link) and variable order. */
export interface BoardOrder {
  valueOrder: ValueOrder;
  seed: number;
  /** Absent: the algorithm's default. */
  variableOrder?: VariableOrder;
}

export const ASCENDING: BoardOrder = { valueOrder: 'ascending', seed: DEFAULT_SEED };

/** Omits the canonical orders, the algorithm's default variable order, and orders the algorithm does not take. */
export function orderForRun(
  algo: AlgorithmId,
  o: BoardOrder | undefined,
): { valueOrder?: ValueOrder; seed?: number; variableOrder?: VariableOrder } {
  if (isLocalSearch(algo)) {
    const seed = localSeedOf(o);
    return seed !== DEFAULT_SEED ? { seed } : {};
  }
  const variableOrder = chosenVariableOrder(algo, o?.variableOrder);
  const variable = variableOrder ? { variableOrder } : {};
  if (!o || o.valueOrder === 'ascending' || !hasValueOrder(algo)) return variable;
  return o.valueOrder === 'random'
    ? { valueOrder: 'random', seed: o.seed, ...variable }
    : { valueOrder: o.valueOrder, ...variable };
}

/** Local search takes only the seed, kept in the board's order as random:SEED so links carry it. */
export const localSeedOf = (o: BoardOrder | undefined): number => (o?.valueOrder === 'random' ? o.seed : DEFAULT_SEED);

/** A board's variable order from its text in a link (empty: the default), or null when it is not one. */
export function variableOrderFromText(text: string): VariableOrder | undefined | null {
  if (text === '') return undefined;
  return (VARIABLE_ORDERS as readonly string[]).includes(text) ? (text as VariableOrder) : null;
}

export function orderToText(o: BoardOrder): string {
  if (o.valueOrder === 'random') return `random:${o.seed}`;
  return o.valueOrder === 'lcv' ? 'lcv' : 'asc';
}

/** A board's order from its text in a link, or null when it is not one we write. */
export function orderFromText(text: string): BoardOrder | null {
  if (text === 'asc') return ASCENDING;
  if (text === 'lcv') return { valueOrder: 'lcv', seed: DEFAULT_SEED };
  const m = /^random:(\d{1,9})$/.exec(text);
  return m ? { valueOrder: 'random', seed: Number(m[1]) } : null;
}
