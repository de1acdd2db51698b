import type { BoxSize } from '../geometry.ts';
import type { Grade } from './grade.ts';
import type { GivensRange } from './givensRange.ts';
import type { Symmetry } from './symmetry.ts';

/* Why the generator made no puzzle, as data: the CLI words it in English (failureText) and the page in its own language (app/i18n/failureWords.ts). */

/** What was asked for, as a failure names it: givens only when the caller gave a range. */
export interface RequestSummary {
  n: BoxSize;
  givens?: GivensRange;
  grade?: Grade;
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

/** The failure in the CLI's English, e.g. "none of 3 attempts in 0.8 s made one (9×9, 18–19 givens)". */
export function failureText(f: GenerateFailure): string {
  if (f.cause === 'impossible') return ruleText(f.rule);
  if (f.cause === 'cancelled') return `cancelled after ${f.attempts} attempts`;
  const tries = `${f.attempts} ${f.attempts === 1 ? 'attempt' : 'attempts'}`;
  return `none of ${tries} in ${(f.elapsedMs / 1000).toFixed(1)} s made one (${requestText(f.request)})`;
}

/** "9×9, 18–19 givens, hard, rotational symmetry, minimal". */
export function requestText(r: RequestSummary): string {
  return [sideText(r.n), wantedText(r)].filter(Boolean).join(', ');
}

/** The request without its size: "18–19 givens, hard, rotational symmetry, minimal". */
function wantedText(r: RequestSummary): string {
  const parts = [
    r.givens ? rangeText(r.givens) : '',
    r.grade ?? '',
    r.symmetry === 'none' ? '' : `${r.symmetry} symmetry`,
    r.minimal ? 'minimal' : '',
  ];
  return parts.filter(Boolean).join(', ');
}

export const rangeText = (g: GivensRange): string => (g.min === g.max ? `${g.min} givens` : `${g.min}–${g.max} givens`);

const sideText = (n: number): string => `${n * n}×${n * n}`;

const MINIMAL_WHY: Record<BoxSize, string> = {
  2: 'every 4×4 puzzle was checked',
  3: 'with three blanks or fewer any puzzle has one solution, so any given could go',
  4: 'with three blanks or fewer any puzzle has one solution, so any given could go',
};

const TRANSFORM = 'the transform method only relabels and permutes its stored puzzles';

/** The rule in the CLI's English. */
export function ruleText(r: ImpossibleRule): string {
  switch (r.rule) {
    case 'box_size':
      return `the box size must be 2, 3 or 4 (4×4, 9×9 or 16×16), got ${r.n}`;
    case 'givens_range':
      return `the givens range must be two whole numbers MIN ≤ MAX, got ${r.min}–${r.max}`;
    case 'too_many_givens':
      return `a ${sideText(r.n)} board has only ${r.n ** 4} cells, asked for at least ${r.min} givens`;
    case 'too_few_givens': {
      const why = r.n === 3 ? ' (McGuire, Tugemann and Civario proved in 2012 that no 16-clue puzzle exists)' : '';
      return `no ${sideText(r.n)} puzzle with fewer than ${r.fewest} givens has a unique solution${why}; asked for ${rangeText(r.givens)}`;
    }
    case 'grade_on_4x4':
      return `every 4×4 puzzle with one solution is solved by naked singles alone (every 4×4 puzzle was checked), so all are easy; asked for ${r.grade}`;
    case 'grade_on_9x9_only':
      return `grade ${r.grade} is rated on 9×9 only (its search-effort threshold is measured there)`;
    case 'minimal_too_many':
      return `no minimal ${sideText(r.n)} puzzle has more than ${r.most} givens (${MINIMAL_WHY[r.n]}); asked for ${rangeText(r.givens)}`;
    case 'no_budget':
      return `the budget must allow at least one attempt (attempts ${r.maxAttempts}, time ${r.timeLimitMs} ms)`;
    case 'transform_size':
      return `${TRANSFORM}, and it stores 9×9 puzzles only; use --method dig for ${sideText(r.n)}`;
    case 'transform_no_pool':
      return `${TRANSFORM}, and no pool was given (pass generatePuzzle's control.pool = puzzlePool(), as the CLI does)`;
    case 'transform_none': {
      const q = r.request;
      const which = [q.grade, q.symmetry === 'none' ? '' : q.symmetry, 'puzzles'].filter(Boolean).join(' ');
      return `${TRANSFORM}, and none of them is ${wantedText(q)} (its ${which} have ${r.lowest}–${r.highest} givens); use --method dig`;
    }
  }
}
