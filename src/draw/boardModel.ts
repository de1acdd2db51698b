import type { SolverEvent } from '../core/events.ts';
import type { Clash } from '../core/grid.ts';
import type { StaticModel } from './drawStatic.ts';

/** What the dynamic layer shows: the board at the cursor and the event that led there. */
export interface BoardModel extends StaticModel {
  /** The board at the cursor: givens plus the solver's placements. */
  cells: Uint8Array;
  /** The last applied event, drawn as the overlay; null at the start. */
  event: SolverEvent | null;
  /** At a backtrack, the cell that ran out of digits (marked as the dead end); -1 or absent for none. */
  deadEnd?: number;
  /** A learner's illegal event at the cursor, on this cell (drawIllegal.ts); -1 or absent for none. */
  illegal?: number;
  /** Show every empty cell's candidates. */
  pencil: boolean;
  /** Editor only: givens that clash, and the cell being edited (-1 for none). */
  clashes?: readonly Clash[];
  focus?: number;
}
