import type { UnitKind } from '../../../core/geometry.ts';
import type { TechniqueId } from '../../../core/logic/step.ts';

/** What the learner does on the board. */
export type Move =
  /** Choose the cell the next node branches on (MRV, forward checking and MAC with an order). */
  | { readonly kind: 'choose'; readonly cell: number }
  /** Try `digit` in `cell` and write it: it fits (or it is the next candidate, or logic's step writes it). */
  | { readonly kind: 'place'; readonly cell: number; readonly digit: number }
  /** The digit tried next in the current cell clashes with the one in `peer` (naive). */
  | { readonly kind: 'clash'; readonly peer: number }
  /** Cross a value out of `cell`'s domain: `digit` when named (logic), else the one the step removes (fc, MAC). */
  | { readonly kind: 'prune'; readonly cell: number; readonly digit?: number }
  /** Erase the digit in `cell`: the search goes back. */
  | { readonly kind: 'back'; readonly cell: number }
  /** The cells of the next logic step's pattern, in any order. */
  | { readonly kind: 'pattern'; readonly cells: readonly number[] }
  /** The technique of the logic step whose pattern was just found. */
  | { readonly kind: 'technique'; readonly technique: TechniqueId };

export type MoveKind = Move['kind'];

/** The model's next move, read from its event stream at `at`, and how many events it covers. */
export type Step =
  | {
      readonly kind: 'choose';
      readonly at: number;
      readonly span: number;
      readonly cell: number;
      readonly count: number;
    }
  | {
      readonly kind: 'place';
      readonly at: number;
      readonly span: number;
      readonly cell: number;
      readonly digit: number;
      /** Logic's step writes it (an `assign`), not a guess. */
      readonly forced?: true;
    }
  | {
      readonly kind: 'clash';
      readonly at: number;
      readonly span: number;
      readonly cell: number;
      readonly digit: number;
      readonly peer: number;
      readonly unit: UnitKind;
    }
  | {
      readonly kind: 'prune';
      readonly at: number;
      /** MAC: the revisions before the prune belong to it. */
      readonly span: number;
      readonly cell: number;
      readonly digit: number;
      /** MAC: the peer whose arc removes the value (down to that one value), or -1. */
      readonly because: number;
    }
  | {
      readonly kind: 'back';
      readonly at: number;
      readonly span: number;
      readonly cell: number;
      readonly digit: number;
      /** The cell a wipe-out just emptied, or -1: then the search goes back because nothing below worked. */
      readonly wiped: number;
    }
  | LogicStep;

/** Logic's pattern (its cells, then digits and units) and the technique event that closes it. */
export type LogicStep =
  | {
      readonly kind: 'pattern';
      readonly at: number;
      readonly span: number;
      /** The pattern's first cell, or -1: where the ring goes when the step is shown. */
      readonly cell: number;
      readonly cells: readonly number[];
      readonly technique: TechniqueId;
    }
  | {
      readonly kind: 'technique';
      readonly at: number;
      readonly span: number;
      readonly cell: number;
      readonly cells: readonly number[];
      readonly technique: TechniqueId;
    };

/** Events the learner does not make: a cell chosen by the algorithm's own order, a revision, a solution. */
export interface AutoStep {
  readonly kind: 'auto';
  readonly at: number;
  readonly span: number;
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
      return { kind: 'prune', cell: step.cell, digit: step.digit };
    case 'back':
      return { kind: 'back', cell: step.cell };
    case 'pattern':
      return { kind: 'pattern', cells: step.cells };
    case 'technique':
      return { kind: 'technique', technique: step.technique };
  }
}
