import type { SolverEvent } from '../core/events.ts';
import type { Clash } from '../core/grid.ts';
import type { StaticModel } from './drawStatic.ts';

/** The board at the cursor and the event that led there. */
export interface BoardModel extends StaticModel {
  cells: Uint8Array;
  /** The last applied event, drawn as the overlay; null at the start. */
  event: SolverEvent | null;
  /** At a backtrack, the cell that ran out of digits; -1 or absent for none. */
  deadEnd?: number;
  /** The cells of the logic step the cursor stands in, kept in sight while its changes play. */
  pattern?: readonly number[];
  /** Per cell, the candidates a logic run's steps have ruled out beyond what the board gives; the pencil leaves them out. */
  ruledOut?: Uint32Array;
  /** A learner's illegal event's cell; -1 or absent for none. */
  illegal?: number;
  pencil: boolean;
  /** Editor only: clashing givens and the focused cell (-1 for none). */
  clashes?: readonly Clash[];
  focus?: number;
}
