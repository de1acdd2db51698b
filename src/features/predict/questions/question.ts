import type { AlgorithmId } from '../../../core/algorithms.ts';
import type { UnitKind } from '../../../core/geometry.ts';
import type { SelectConstraint } from '../../../core/events.ts';

// A question carries its own true answer, from the events ahead and the board at `at`, so checking needs nothing else.

/** The runs a question can be asked of: the built-in searches, and a learner's own solver. */
/** `degree`: a run that picks its cell by MRV with the degree rule's tie-break (MRV or forward checking). */
export type PredictAlgo = AlgorithmId | 'user' | 'degree';

/**
 * fits, digit, backTo: a check, a cell's first check, a backtrack; cell, count: a select; forced, why: an assign;
 * wipeout: the first prune (or MAC's first revision) after a placement; repair: a min-conflicts step.
 */
export type QuestionKind =
  'fits' | 'digit' | 'backTo' | 'cell' | 'count' | 'forced' | 'why' | 'constraint' | 'wipeout' | 'repair';

export const QUESTION_KINDS: readonly QuestionKind[] = [
  'fits',
  'digit',
  'backTo',
  'cell',
  'count',
  'forced',
  'why',
  'constraint',
  'wipeout',
  'repair',
];

/** A peer of the asked cell that holds the digit, and the unit they share (the first such unit). */
export interface Clash {
  peer: number;
  unit: UnitKind;
}

/** One exact-cover constraint with how many options (matrix rows) it has left at the moment. */
export interface ConstraintOption {
  constraint: SelectConstraint;
  options: number;
}

interface Asked {
  /** The event the player stands before when it asks (the board shows events 0..at-1). */
  at: number;
  /** The event whose showing answers the question: the reveal moves the cursor just past it. */
  shownAt: number;
}

export type Question = Asked &
  (
    | { kind: 'fits'; cell: number; digit: number; clashes: Clash[] }
    /** `digit` 0: no digit from `from` on fits, the search goes back; `from`: the first digit it tries now. */
    | {
        kind: 'digit';
        cell: number;
        digit: number;
        /** 0 when unknown (a learner's solver that places without checking). */
        from: number;
        /** Whether the run tries digits in ascending order (naive does; a learner's solver may not). */
        ascending: boolean;
        /** Per digit (index 1..size): the first peer holding it, or null when it fits. */
        clashByDigit: (Clash | null)[];
      }
    /** `cell`, `digit`: what the backtrack erases; after a backjump from the dead end `jumpFrom`, where it lands. */
    | { kind: 'backTo'; cell: number; digit: number; jumpFrom?: number }
    /** `tied`: every empty cell with the fewest candidates, ascending; `cell` is the first of them. */
    | {
        kind: 'cell';
        cell: number;
        count: number;
        tied: number[];
        /** Every cell's candidate count at the moment; -1 for a filled cell. */
        counts: number[];
        /** With the degree rule: the tied cells with the most empty peers, the right answers. */
        accepted?: number[];
      }
    | { kind: 'count'; cell: number; count: number; candidates: number[] }
    /** `naked`: the cell's only candidate; `hiddenIn`: units where the digit has no other place. */
    | {
        kind: 'forced';
        cell: number;
        digit: number;
        naked: boolean;
        hiddenIn: UnitKind[];
        clashByDigit: (Clash | null)[];
      }
    | { kind: 'why'; cell: number; digit: number; naked: boolean; hiddenIn: UnitKind[] }
    /** `choices`: what the learner picks from (the true one among them); `fewest`: the minimum. */
    | { kind: 'constraint'; chosen: SelectConstraint; fewest: number; choices: ConstraintOption[] }
    /** `digit` was just placed in `placed`; `cell` is the cell whose domain its prunes empty, -1 when none. */
    | { kind: 'wipeout'; placed: number; digit: number; cell: number; ac3?: true }
    /** Min-conflicts moves `cell` from `from` to `digit`; `clashes[d]`: the peers holding d; `fewest`: their least. */
    | { kind: 'repair'; cell: number; digit: number; from: number; clashes: number[]; fewest: number }
  );

export type Answer =
  | { kind: 'fits'; fits: boolean; peer?: number }
  | { kind: 'digit'; digit: number }
  | { kind: 'cell'; cell: number }
  | { kind: 'count'; count: number }
  | { kind: 'why'; reason: 'naked' | 'hidden' }
  | { kind: 'choice'; index: number };

/** Why an answer is right or wrong, as facts the UI words, never just "wrong". */
export type Reason =
  /** `digit` stands in `peer`, which shares `unit` with `cell`. */
  | { kind: 'clash'; cell: number; digit: number; peer: number; unit: UnitKind }
  | { kind: 'fits'; cell: number; digit: number }
  /** The clicked `peer` does not hold `digit` (or is no peer of `cell`); `clash` is one that does. */
  | { kind: 'notThatPeer'; cell: number; digit: number; peer: number; clash: Clash }
  /** Naive tries digits in ascending order: `digit` fits and comes before `chosen`. */
  | { kind: 'firstFit'; cell: number; digit: number; chosen: number }
  /** `chosen` was tried here before (it led to a dead end); the search goes on from `from`. */
  | { kind: 'triedBefore'; cell: number; chosen: number; from: number }
  /** Every digit from `from` on clashes: nothing will be placed, the search goes back. */
  | { kind: 'noneFits'; cell: number; from: number }
  /** The most recent digit written is erased first. */
  | { kind: 'lastWritten'; cell: number; digit: number; chosen: number }
  /** A backjump from `from` lands on `cell`, the latest placement that ruled out one of its digits. */
  | { kind: 'jumpTarget'; cell: number; from: number; chosen: number }
  | { kind: 'filled'; chosen: number }
  /** `digit` is placed in `cell`: the run's own choice (a learner's solver, whose order is its own). */
  | { kind: 'placed'; cell: number; digit: number; chosen: number }
  /** The fewest candidates is `count`, in `tied`; `chosen` has `chosenCount`; `cell` is the one taken. */
  | {
      kind: 'fewest';
      cell: number;
      count: number;
      tied: number[];
      chosen: number;
      chosenCount: number;
      /** The tie went by the degree rule. */
      degree?: true;
    }
  | { kind: 'candidates'; cell: number; candidates: number[]; chosen: number }
  /** `digit` is forced in `cell`; `chosen` is not (`clash` when it is no candidate at all). */
  | { kind: 'forced'; cell: number; digit: number; chosen: number; naked: boolean; hiddenIn: UnitKind[]; clash?: Clash }
  | { kind: 'single'; cell: number; digit: number; naked: boolean; hiddenIn: UnitKind[]; chosen: 'naked' | 'hidden' }
  | { kind: 'constraint'; chosen: ConstraintOption; fewest: number; taken: SelectConstraint }
  /** Placing `digit` in `placed` empties the domain of `cell` (-1: of none); `chosen` was the answer (-1: none). */
  | { kind: 'wipeout'; placed: number; digit: number; cell: number; chosen: number }
  /** `cell` takes `digit`; `chosen` has `chosenClashes`, the fewest is `fewest`, held by the digits `tied`. */
  | {
      kind: 'repair';
      cell: number;
      digit: number;
      chosen: number;
      chosenClashes: number;
      fewest: number;
      tied: number[];
    };

export interface Verdict {
  right: boolean;
  reason: Reason;
}
