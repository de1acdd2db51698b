import { type AlgorithmId, hasValueOrder } from '../../core/algorithmTable.ts';
import type { ValueOrder } from '../../core/index.ts';

/** The value order one board's run uses, written `asc`, `lcv` or `random:SEED` in a link. */
export interface BoardOrder {
  valueOrder: ValueOrder;
  seed: number;
}

export const ASCENDING: BoardOrder = { valueOrder: 'ascending', seed: 0 };

/** Omits the canonical order and orders the algorithm does not take. */
export function orderForRun(algo: AlgorithmId, o: BoardOrder | undefined): { valueOrder?: ValueOrder; seed?: number } {
  if (!o || o.valueOrder === 'ascending' || !hasValueOrder(algo)) return {};
  return o.valueOrder === 'random' ? { valueOrder: 'random', seed: o.seed } : { valueOrder: o.valueOrder };
}

export function orderToText(o: BoardOrder): string {
  if (o.valueOrder === 'random') return `random:${o.seed}`;
  return o.valueOrder === 'lcv' ? 'lcv' : 'asc';
}

/** A board's order from its text in a link, or null when it is not one we write. */
export function orderFromText(text: string): BoardOrder | null {
  if (text === 'asc') return ASCENDING;
  if (text === 'lcv') return { valueOrder: 'lcv', seed: 0 };
  const m = /^random:(\d{1,9})$/.exec(text);
  return m ? { valueOrder: 'random', seed: Number(m[1]) } : null;
}
