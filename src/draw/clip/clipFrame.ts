import type { SolverEvent } from '../../core/events.ts';
import type { BoxSize } from '../../core/geometry.ts';

/** One board of a clip's frame: the board at the frame's event, its last event and its counters. */
export interface ClipBoard {
  name: string;
  /** The colour that names this run in the app's charts. */
  colour: string;
  cells: Uint8Array;
  event: SolverEvent | null;
  counters: { checks: number; placements: number; backtracks: number; depth: number };
  /** The event this board stands at (a run that ended earlier stays at its end). */
  cursor: number;
}

export interface ClipFrame {
  n: BoxSize;
  givens: Uint8Array;
  boards: ClipBoard[];
  /** The teacher's words over the boards (may be empty). */
  caption: string;
  position: number;
  from: number;
  to: number;
}
