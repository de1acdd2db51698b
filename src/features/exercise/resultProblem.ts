/**
 * Why a result cannot be used: the first field to blame, by its path ("moves[3].move.cell", '' for the whole file),
 * and the kind of problem with the values a sentence about it needs. The feature holds no words: whoever shows a
 * problem words it.
 */
export type ResultProblem = { path: string } & (FieldProblem | AssignmentMismatch | ReplayMismatch);

/** A field the page could not have written. */
export type FieldProblem =
  | { problem: 'not-a-result-file' }
  | { problem: 'other-version'; version: unknown }
  | { problem: 'not-a-name'; max: number }
  | { problem: 'not-a-puzzle' }
  | { problem: 'not-a-recipe' }
  | { problem: 'order-not-taken'; algorithm: string }
  | { problem: 'not-an-object' }
  | { problem: 'not-a-list' }
  | { problem: 'not-a-text' }
  | { problem: 'not-true-or-false' }
  | { problem: 'not-seconds' }
  /** `max` is absent when the number has no upper bound. */
  | { problem: 'not-a-whole-number'; min: number; max?: number }
  | { problem: 'not-one-of'; choices: readonly string[] };

/** A field that is not the assignment's. */
export type AssignmentMismatch =
  | { problem: 'not-the-assignments-puzzle' }
  | { problem: 'other-kind-of-puzzle'; side: number }
  | { problem: 'seed-out-of-range'; seed: string; from: number; to: number }
  | { problem: 'not-the-seeds-puzzle'; seed: string }
  | { problem: 'not-the-assignments'; found: unknown; expected: string | number };

/** What the file says that its moves, made again, do not. */
export type ReplayMismatch =
  | { problem: 'after-the-end' }
  | { problem: 'other-event'; at: number; modelAt: number }
  | { problem: 'other-verdict'; said: boolean; replayed: boolean }
  | { problem: 'other-mistake'; reason: string; at: number }
  | { problem: 'other-mistake-count'; listed: number; made: number }
  | { problem: 'other-right-count'; said: number; made: number }
  | { problem: 'other-graded-count'; said: number; made: number };

/** Why an assignment link cannot be graded against. */
export type LinkProblem =
  | { problem: 'link-too-long' }
  | { problem: 'link-unreadable' }
  | { problem: 'link-fields-unusable'; fields: readonly string[] }
  | { problem: 'link-holds-no-assignment' }
  | { problem: 'algorithm-not-graded'; algorithm: string }
  | { problem: 'values-not-ascending' };
