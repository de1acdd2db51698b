import type { BoxSize } from '../geometry.ts';
import type { LogicLevel } from './logic.ts';

/**
 * Difficulty from two scales (docs/generator.md): the logic singles need, and on 9×9 the search effort that makes
 * `expert`.
 */
export const GRADES = ['easy', 'medium', 'hard', 'expert'] as const;
export type Grade = (typeof GRADES)[number];

export function isGrade(s: string): s is Grade {
  return (GRADES as readonly string[]).includes(s);
}

/** No Project Euler 96 puzzle needs this many MRV placements; 74 of Norvig's top95 do. */
export const EXPERT_MRV_PLACEMENTS = 1000;
/** Naive backtracking is stopped here while rating; reaching it counts as expert effort. */
export const EXPERT_NAIVE_PLACEMENTS = 1_000_000;

export interface Effort {
  mrvPlacements: number;
  naivePlacements: number;
}

export function gradeOf(n: BoxSize, logic: LogicLevel, effort: Effort): Grade {
  if (n === 3 && (effort.mrvPlacements >= EXPERT_MRV_PLACEMENTS || effort.naivePlacements >= EXPERT_NAIVE_PLACEMENTS))
    return 'expert';
  return logic === 'naked-singles' ? 'easy' : logic === 'singles' ? 'medium' : 'hard';
}

/** Grades a size can have: expert needs 9×9's effort scale, and naked singles solve every unique 4×4 puzzle. */
export function gradesFor(n: BoxSize): readonly Grade[] {
  return n === 3 ? GRADES : n === 2 ? GRADES.slice(0, 1) : GRADES.slice(0, 3);
}
