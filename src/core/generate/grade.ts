import type { BoxSize } from '../geometry.ts';
import type { LogicLevel } from './logic.ts';

/**
 * Difficulty labels, from two scales (docs/generator.md has the measurements behind the numbers):
 * - logic: naked singles alone solve it → easy; it takes hidden singles too → medium; singles get
 *   stuck → hard;
 * - search effort: MRV (no propagation) needs at least EXPERT_MRV_PLACEMENTS placements, or naive
 *   backtracking more than EXPERT_NAIVE_PLACEMENTS → expert, whatever the logic.
 * The effort scale is calibrated on 9×9 only: on 4×4 and 16×16 the label comes from the logic scale
 * alone, so `expert` is a 9×9 label.
 */
export const GRADES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Grade = (typeof GRADES)[number];

export function isGrade(s: string): s is Grade {
  return (GRADES as readonly string[]).includes(s);
}

/** No Project Euler 96 puzzle needs this many MRV placements; 74 of Norvig's top95 do (docs/generator.md). */
export const EXPERT_MRV_PLACEMENTS = 1000;
/** Naive backtracking is stopped here while rating; reaching it counts as expert effort. */
export const EXPERT_NAIVE_PLACEMENTS = 1_000_000;

export interface Effort {
  mrvPlacements: number;
  /** Naive placements, stopped at EXPERT_NAIVE_PLACEMENTS. */
  naivePlacements: number;
}

export function gradeOf(n: BoxSize, logic: LogicLevel, effort: Effort): Grade {
  if (n === 3 && (effort.mrvPlacements >= EXPERT_MRV_PLACEMENTS || effort.naivePlacements >= EXPERT_NAIVE_PLACEMENTS))
    return 'expert';
  return logic === 'naked-singles' ? 'easy' : logic === 'singles' ? 'medium' : 'hard';
}

/**
 * Grades a size can have: expert needs the 9×9 effort scale, and every 4×4 puzzle with one solution
 * is solved by naked singles alone (checked on every 4×4 puzzle: shidoku.test.ts), so all are easy.
 */
export function gradesFor(n: BoxSize): readonly Grade[] {
  return n === 3 ? GRADES : n === 2 ? GRADES.slice(0, 1) : GRADES.slice(0, 3);
}
