import type { UnitKind } from './geometry.ts';

/** The events every solver yields (docs/events.md); cells index reading order, digits run 1..size. */
export type SolverEvent =
  | CheckEvent
  | PlaceEvent
  | BacktrackEvent
  | SelectEvent
  | SolutionEvent
  | EliminateEvent
  | AssignEvent
  | ReviseEvent
  | JumpEvent
  | TechniqueEvent
  | PatternEvent
  | InitialEvent
  | RepairEvent
  | RestartEvent;

/** A failed check names the first conflicting peer and its unit. */
export type CheckEvent =
  | { type: 'check'; cell: number; digit: number; ok: true }
  | { type: 'check'; cell: number; digit: number; ok: false; peer: number; unit: UnitKind };

/** A digit written as a search decision; `depth` counts the solver's digits on the board, this one included. */
export interface PlaceEvent {
  type: 'place';
  cell: number;
  digit: number;
  depth: number;
}

/** A solver digit erased because everything below it failed or a solution was recorded, most recent first. */
export interface BacktrackEvent {
  type: 'backtrack';
  cell: number;
  digit: number;
}

export type SelectConstraint =
  { kind: 'cell'; index: number } | { kind: 'row' | 'column' | 'box'; index: number; digit: number };

/** `cell` has `candidates` candidates (0: a dead end); Dancing Links names its `constraint` and its first cell. */
export interface SelectEvent {
  type: 'select';
  cell: number;
  candidates: number;
  constraint?: SelectConstraint;
}

/** `index` is the solution's 1-based number in this run. */
export interface SolutionEvent {
  type: 'solution';
  index: number;
}

/** `digit` leaves the candidates of the empty `cell`; `wipeout` when none is left (forward checking then fails the placement). */
export interface EliminateEvent {
  type: 'eliminate';
  cell: number;
  digit: number;
  wipeout?: true;
}

/** A digit propagation forced (not guessed); changes the board like `place`. */
export interface AssignEvent {
  type: 'assign';
  cell: number;
  digit: number;
  depth: number;
}

/** MAC's AC-3 revises the arc (cell, peer): `peerSize` values are left to the peer, `digit` the lowest of them. */
export interface ReviseEvent {
  type: 'revise';
  cell: number;
  peer: number;
  peerSize: number;
  digit: number;
}

/** Backjumping: `cell` is a dead end and the search jumps back to the placement in `to` (null: none, the search ends). */
export interface JumpEvent {
  type: 'jump';
  cell: number;
  to: number | null;
}

/** Logic: the technique whose pattern the `patternLength` events just before it gave; its changes follow. */
export interface TechniqueEvent {
  type: 'technique';
  /** Its rung on the logic ladder (0 the easiest). */
  rung: number;
  patternLength: number;
}

/** Logic: one cell, digit or unit (rows, then columns, then boxes, as in Geometry.units) of a step's pattern. */
export type PatternEvent =
  | { type: 'patternCell'; cell: number }
  | { type: 'patternDigit'; digit: number }
  | { type: 'patternUnit'; unit: number };

/** Min-conflicts' full assignment writes `digit` into the empty `cell`; `conflicts`: its clashes with the board then. */
export interface InitialEvent {
  type: 'initial';
  cell: number;
  digit: number;
  conflicts: number;
}

/** Min-conflicts' step: the conflicted `cell` takes `digit` over `from` (maybe the same); `conflicts` left after it. */
export interface RepairEvent {
  type: 'repair';
  cell: number;
  digit: number;
  from: number;
  conflicts: number;
}

/** Min-conflicts starts over (the `index`-th time, saturating at 4095); one `backtrack` per cell clears the board. */
export interface RestartEvent {
  type: 'restart';
  index: number;
}
