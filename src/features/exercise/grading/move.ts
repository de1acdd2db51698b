import type { UnitKind } from '../../../core/geometry.ts';

/** What the learner does on the board. */
export type Move =
  /** Choose the cell the next node branches on (MRV, forward checking with an order). */
  | { readonly kind: 'choose'; readonly cell: number }
  /** Try `digit` in `cell` and write it: it fits (or, for MRV and forward checking, it is the next candidate). */
  | { readonly kind: 'place'; readonly cell: number; readonly digit: number }
  /** The digit tried next in the current cell clashes with the one in `peer` (naive). */
  | { readonly kind: 'clash'; readonly peer: number }
  /** Cross the digit just placed out of `cell`'s domain (forward checking). */
  | { readonly kind: 'prune'; readonly cell: number }
  /** Erase the digit in `cell`: the search goes back. */
  | { readonly kind: 'back'; readonly cell: number };

export type MoveKind = Move['kind'];

/** The model's next move, read from its event stream at `at`, and how many events it covers. */
export type Step =
  | { readonly kind: 'choose'; readonly at: number; readonly span: 1; readonly cell: number; readonly count: number }
  | { readonly kind: 'place'; readonly at: number; readonly span: 1 | 2; readonly cell: number; readonly digit: number }
  | {
      readonly kind: 'clash';
      readonly at: number;
      readonly span: 1;
      readonly cell: number;
      readonly digit: number;
      readonly peer: number;
      readonly unit: UnitKind;
    }
  | { readonly kind: 'prune'; readonly at: number; readonly span: 1; readonly cell: number; readonly digit: number }
  | {
      readonly kind: 'back';
      readonly at: number;
      readonly span: 1;
      readonly cell: number;
      readonly digit: number;
      /** The cell a wipe-out just emptied, or -1: then the search goes back because nothing below worked. */
      readonly wiped: number;
    };

/** Events the learner does not make: forward checking's own cell choice in its default order, a solution. */
export interface AutoStep {
  readonly kind: 'auto';
  readonly at: number;
  readonly span: 1;
}

/** The move that makes `step`: what "fix" shows and a learner who knows the algorithm makes. */
export function rightMove(step: Step): Move {
  switch (step.kind) {
    case 'choose':
      return { kind: 'choose', cell: step.cell };
    case 'place':
      return { kind: 'place', cell: step.cell, digit: step.digit };
    case 'clash':
      return { kind: 'clash', peer: step.peer };
    case 'prune':
      return { kind: 'prune', cell: step.cell };
    case 'back':
      return { kind: 'back', cell: step.cell };
  }
}
