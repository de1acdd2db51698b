import { type AlgorithmId, applyEvent, type Grid, solve, type SolverEvent } from '../../core/index.ts';
import { type BoardOrder, orderForRun } from '../../run/clients/boardOrder.ts';

/** The most steps a worksheet traces: forty blank rows already take two printed pages. */
export const MAX_WORKSHEET_STEPS = 40;

export const isWorksheetSteps = (k: number): boolean => Number.isInteger(k) && k >= 1 && k <= MAX_WORKSHEET_STEPS;

/** The first steps of a run as a worksheet traces them, and the board after the last of them. */
export interface WorksheetSteps {
  /** The model's first events, fewer than asked when the run ends sooner. */
  events: SolverEvent[];
  /** The board's cells after the last of `events`. */
  after: Uint8Array;
}

/** Makes the run's first `k` events again with the engine (runs are deterministic for an order and seed). */
export function worksheetSteps(grid: Grid, algo: AlgorithmId, k: number, order?: BoardOrder): WorksheetSteps {
  if (!isWorksheetSteps(k)) throw new RangeError(String(k));
  const gen = solve({ n: grid.n, cells: grid.cells.slice() }, algo, orderForRun(algo, order));
  const events: SolverEvent[] = [];
  const after = grid.cells.slice();
  try {
    while (events.length < k) {
      const step = gen.next();
      if (step.done) break;
      events.push(step.value);
      applyEvent(after, step.value);
    }
  } finally {
    gen.return(undefined as never);
  }
  return { events, after };
}
