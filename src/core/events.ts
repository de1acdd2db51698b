import type { UnitKind } from './geometry.ts';

/**
 * The events every solver yields: the contract between solvers, player, tests and CLI
 * (see docs/events.md). Cells are 0-based indices in reading order; digits run 1..size.
 */
export type SolverEvent =
  CheckEvent | PlaceEvent | BacktrackEvent | SelectEvent | SolutionEvent | EliminateEvent | AssignEvent;

/** Digit `digit` was tested in `cell`. A failed check names the first conflicting peer and its unit. */
export type CheckEvent =
  | { type: 'check'; cell: number; digit: number; ok: true }
  | { type: 'check'; cell: number; digit: number; ok: false; peer: number; unit: UnitKind };

/**
 * `digit` written into `cell` as a decision of the search (a node of the search tree); `depth` counts
 * the solver's digits on the board (placements and assignments), this one included.
 */
export interface PlaceEvent {
  type: 'place';
  cell: number;
  digit: number;
  depth: number;
}

/**
 * The solver's `digit` erased from `cell` (placed or assigned), because everything below it failed or
 * a solution was recorded. Propagating searches erase every assignment since the failed guess, most
 * recent first, then the guess itself: one backtrack per erased digit.
 */
export interface BacktrackEvent {
  type: 'backtrack';
  cell: number;
  digit: number;
}

/** What a select chose when it is a constraint rather than a cell (Dancing Links' exact-cover columns). */
export type SelectConstraint =
  { kind: 'cell'; index: number } | { kind: 'row' | 'column' | 'box'; index: number; digit: number };

/**
 * The search chose where to branch: `cell` has `candidates` candidates (0 means a dead end: it
 * backtracks next). Dancing Links names the exact-cover `constraint` it chose, with its row count in
 * `candidates`; `cell` is then the constraint's cell, or the first cell of its row, column or box.
 */
export interface SelectEvent {
  type: 'select';
  cell: number;
  candidates: number;
  constraint?: SelectConstraint;
}

/** The board is full; `index` is the solution's 1-based number in this run. */
export interface SolutionEvent {
  type: 'solution';
  index: number;
}

/** Propagation removed `digit` from the candidates of the empty `cell` (the board is unchanged). */
export interface EliminateEvent {
  type: 'eliminate';
  cell: number;
  digit: number;
}

/**
 * Propagation wrote `digit` into `cell` because it was forced (the cell's last candidate, or the
 * digit's last place in a unit), not guessed. Changes the board like `place`; `depth` as in place.
 */
export interface AssignEvent {
  type: 'assign';
  cell: number;
  digit: number;
  depth: number;
}

export type SolverEventType = SolverEvent['type'];
