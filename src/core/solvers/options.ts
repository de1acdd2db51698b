import type { Grid } from '../grid.ts';
import type { RunResult } from '../counts.ts';

export interface SolveOptions {
  /** 1 = first solution, 2 = uniqueness test, 0 = all. Default 1. */
  limit?: number;
  /** The run then ends with status `budget`. Default: none. */
  budget?: number;
  /** Solutions kept (the count goes on). Default 16. */
  maxStoredSolutions?: number;
  /** The board is the search's own: copy it to keep it. */
  onSolution?: (cells: Uint8Array) => void;
  batchSize?: number;
  /** `ascending` (canonical), `random` (a seeded shuffle per node) or `lcv` (least-constraining value first). */
  valueOrder?: ValueOrder;
  /** Default DEFAULT_SEED. */
  seed?: number | string;
  /** Which empty cell a node branches on; each algorithm takes some (the registry says which) and has its default. */
  variableOrder?: VariableOrder;
}

/** The seed of every seeded run nobody chose a seed for: the player's, the Lab's, the CLI's `--seed` and links. */
export const DEFAULT_SEED = 0;

export type ValueOrder = 'ascending' | 'random' | 'lcv';
export const VALUE_ORDERS: readonly ValueOrder[] = ['ascending', 'random', 'lcv'];

/** `first`: the first empty cell; `mrv`: the fewest candidates, lowest index on ties; `degree`: MRV, ties to the most empty peers, then the lowest index. */
export type VariableOrder = 'first' | 'mrv' | 'degree';
export const VARIABLE_ORDERS: readonly VariableOrder[] = ['first', 'mrv', 'degree'];

export interface ResolvedOptions {
  limit: number;
  budget: number;
  maxStoredSolutions: number;
  onSolution: ((cells: Uint8Array) => void) | undefined;
  batchSize: number;
  valueOrder: ValueOrder;
  seed: number | string;
  variableOrder: VariableOrder | undefined;
}

export function resolveOptions(o: SolveOptions = {}): ResolvedOptions {
  const limit = o.limit ?? 1;
  const budget = o.budget ?? Infinity;
  if (!Number.isInteger(limit) || limit < 0) throw new RangeError(`limit must be a whole number ≥ 0, got ${limit}`);
  if (!(budget === Infinity || (Number.isInteger(budget) && budget >= 0))) {
    throw new RangeError(`budget must be a whole number ≥ 0, got ${budget}`);
  }
  const valueOrder = o.valueOrder ?? 'ascending';
  if (!VALUE_ORDERS.includes(valueOrder))
    throw new RangeError(`valueOrder must be one of ${VALUE_ORDERS.join(', ')}, got ${String(valueOrder)}`);
  const variableOrder = o.variableOrder;
  if (variableOrder !== undefined && !VARIABLE_ORDERS.includes(variableOrder))
    throw new RangeError(`variableOrder must be one of ${VARIABLE_ORDERS.join(', ')}, got ${String(variableOrder)}`);
  return {
    limit: limit === 0 ? Infinity : limit,
    budget,
    maxStoredSolutions: o.maxStoredSolutions ?? 16,
    onSolution: o.onSolution,
    batchSize: Math.max(1, o.batchSize ?? 65536),
    valueOrder,
    seed: o.seed ?? DEFAULT_SEED,
    variableOrder,
  };
}

/**
 * A solver in its fastest streaming form: yields batches of packed events (see pack.ts). The batch is
 * a view of a buffer the solver reuses, valid only until the next `next()`: copy what you keep.
 */
/** A counting loop of the same algorithm without events: the fast path, and the benchmark's baseline. */
export type CountSolver = (grid: Grid, options?: SolveOptions) => RunResult;
