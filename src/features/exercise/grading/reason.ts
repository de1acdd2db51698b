import type { UnitKind } from '../../../core/geometry.ts';
import type { TechniqueId } from '../../../core/logic/step.ts';
import type { Step } from './move.ts';

/** Why a move was wrong, as facts for one sentence: what the algorithm does instead, and why. */
export type Reason =
  /** The digit fits, so naive places it (the learner said it clashes). */
  | { readonly code: 'fits'; readonly cell: number; readonly digit: number }
  /** MRV and forward checking place their cell's candidates in ascending order. */
  | { readonly code: 'next_candidate'; readonly cell: number; readonly digit: number }
  /** The digit the learner placed clashes with `peer` in its `unit`. */
  | {
      readonly code: 'clashes';
      readonly cell: number;
      readonly digit: number;
      readonly peer: number;
      readonly unit: UnitKind;
    }
  /** The clash the learner named is not one: the digit clashes with `peer`. */
  | {
      readonly code: 'clash_peer';
      readonly cell: number;
      readonly digit: number;
      readonly peer: number;
      readonly unit: UnitKind;
    }
  /** Naive tries the digits in ascending order: `digit` is next in `cell`. */
  | { readonly code: 'next_digit'; readonly cell: number; readonly digit: number }
  /** Naive fills the first empty cell in reading order. */
  | { readonly code: 'first_empty'; readonly cell: number }
  /** The digits go into the cell the node chose. */
  | { readonly code: 'chosen_cell'; readonly cell: number }
  /** The chosen cell has the fewest candidates (0: a dead end). */
  | { readonly code: 'fewest'; readonly cell: number; readonly count: number }
  /** The learner's cell ties at the fewest; the first in reading order wins. */
  | { readonly code: 'tie_first'; readonly cell: number; readonly count: number; readonly yours: number }
  /** The learner's cell ties at the fewest; the degree rule takes the one with more empty peers. */
  | {
      readonly code: 'tie_degree';
      readonly cell: number;
      readonly count: number;
      readonly degree: number;
      readonly yours: number;
      readonly yoursDegree: number;
    }
  /** Placing `digit` in `placed` takes it out of `cell`'s domain, next in peer order. */
  | { readonly code: 'prune'; readonly cell: number; readonly digit: number; readonly placed: number }
  /** No other peer of `placed` holds `digit` any more: the search goes on with `step`. */
  | { readonly code: 'no_prune'; readonly digit: number; readonly placed: number; readonly step: Step }
  /** Nothing below `digit` in `cell` led on: it is erased. */
  | { readonly code: 'dead_end'; readonly cell: number; readonly digit: number }
  /** Crossing out emptied `wiped`'s domain: `digit` in `cell` is taken back at once. */
  | { readonly code: 'wipeout'; readonly cell: number; readonly digit: number; readonly wiped: number }
  /** Going back erases the latest placement, `digit` in `cell`. */
  | { readonly code: 'back_latest'; readonly cell: number; readonly digit: number }
  /** Not a dead end: the search goes on with `step`. */
  | { readonly code: 'not_dead'; readonly step: Step }
  /** MAC: AC-3 removes `digit` from `cell` next, because `peer` is down to that one value. */
  | { readonly code: 'arc_prune'; readonly cell: number; readonly digit: number; readonly peer: number }
  /** MAC: no arc left in AC-3's queue removes a value; the search goes on with `step`. */
  | { readonly code: 'ac3_done'; readonly step: Step }
  /** Logic: the next step's pattern is in `cells`. */
  | { readonly code: 'pattern_cells'; readonly cells: readonly number[] }
  /** Logic takes the easiest technique that changes something, `technique` on `cells` (`yours`: the learner's). */
  | {
      readonly code: 'technique';
      readonly technique: TechniqueId;
      readonly cells: readonly number[];
      readonly yours: TechniqueId | null;
    }
  /** Logic: the step crosses `digit` out of `cell` next (its eliminations in reading order). */
  | { readonly code: 'logic_prune'; readonly cell: number; readonly digit: number }
  /** Logic: the step writes `digit` in `cell` next (its placements after its eliminations, in reading order). */
  | { readonly code: 'logic_place'; readonly cell: number; readonly digit: number }
  /** Logic: no technique changes anything, so it guesses `digit` in `cell`, the cell with the fewest pencil marks. */
  | { readonly code: 'guess'; readonly cell: number; readonly digit: number };

export type ReasonCode = Reason['code'];

export type Verdict = { readonly right: true } | { readonly right: false; readonly reason: Reason };

export const RIGHT: Verdict = { right: true };
export const wrong = (reason: Reason): Verdict => ({ right: false, reason });
