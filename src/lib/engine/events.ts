import type { UnitKind } from './geometry.ts';

/**
 * The events every solver yields: the contract between solvers, player, tests and CLI
 * (see docs/events.md). Cells are 0-based indices in reading order; digits run 1..size.
 */
export type SolverEvent = CheckEvent | PlaceEvent | BacktrackEvent | SelectEvent | SolutionEvent;

/** Digit `digit` was tested in `cell`. A failed check names the first conflicting peer and its unit. */
export type CheckEvent =
  | { type: 'check'; cell: number; digit: number; ok: true }
  | { type: 'check'; cell: number; digit: number; ok: false; peer: number; unit: UnitKind };

/** `digit` written into `cell`; `depth` counts the solver's placements on the board, this one included. */
export interface PlaceEvent {
  type: 'place';
  cell: number;
  digit: number;
  depth: number;
}

/** The placed `digit` erased from `cell`, because everything below it failed or a solution was recorded. */
export interface BacktrackEvent {
  type: 'backtrack';
  cell: number;
  digit: number;
}

/** MRV chose `cell`, which has `candidates` candidates (0 means a dead end: it backtracks next). */
export interface SelectEvent {
  type: 'select';
  cell: number;
  candidates: number;
}

/** The board is full; `index` is the solution's 1-based number in this run. */
export interface SolutionEvent {
  type: 'solution';
  index: number;
}

export type SolverEventType = SolverEvent['type'];
