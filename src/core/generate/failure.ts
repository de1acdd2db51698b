import type { BoxSize } from '../geometry.ts';
import type { Grade } from './grade.ts';
import type { GivensRange } from './givensRange.ts';
import type { Symmetry } from './symmetry.ts';
import type { RatedTechnique } from '../logic/seScale.ts';

/* Why the generator made no puzzle, as data: app/i18n/failureWords.ts words it, for the page and the CLI alike. */

/** What was asked for, as a failure names it: givens only when the caller gave a range. */
export interface RequestSummary {
  n: BoxSize;
  givens?: GivensRange;
  grade?: Grade;
  needs?: RatedTechnique;
  rating?: { min: number; max: number };
  symmetry: Symmetry;
  minimal: boolean;
}

export type ImpossibleRule =
  | { rule: 'box_size'; n: number }
  | { rule: 'givens_range'; min: number; max: number }
  | { rule: 'too_many_givens'; n: BoxSize; min: number }
  | { rule: 'too_few_givens'; n: BoxSize; fewest: number; givens: GivensRange }
  | { rule: 'grade_on_4x4'; grade: Grade }
  | { rule: 'grade_on_9x9_only'; grade: Grade }
  | { rule: 'minimal_too_many'; n: BoxSize; most: number; givens: GivensRange }
  | { rule: 'no_budget'; maxAttempts: number; timeLimitMs: number }
  | { rule: 'transform_size'; n: BoxSize }
  | { rule: 'transform_no_pool' }
  /** The pool's puzzles of the asked grade and symmetry have `lowest`–`highest` givens; none fits. */
  | { rule: 'transform_none'; request: RequestSummary; lowest: number; highest: number };

/** impossible: known before trying; budget: none found in time; cancelled: shouldStop said so. */
export type FailureCause = 'impossible' | 'budget' | 'cancelled';

export type GenerateFailure =
  | { cause: 'impossible'; attempts: 0; elapsedMs: 0; rule: ImpossibleRule }
  | { cause: 'budget' | 'cancelled'; attempts: number; elapsedMs: number; request: RequestSummary };
