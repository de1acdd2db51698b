import type { AlgorithmId } from '../../lib/engine/algorithms.ts';
import type { BoxSize } from '../../lib/engine/geometry.ts';
import type { ValueOrder } from '../../lib/engine/solvers/options.ts';

/** One algorithm on one puzzle, as posted to the counting worker (plain, structured-cloneable data). */
export interface CountJob {
  n: BoxSize;
  cells: Uint8Array;
  algo: AlgorithmId;
  limit: number;
  /** Most placements before giving up (status `budget`); Infinity for none. */
  budget: number;
  /** Naive and MRV only (cli/valueOrderOptions.ts); absent for the canonical ascending order. */
  valueOrder?: ValueOrder;
  seed?: string;
}
