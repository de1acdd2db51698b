import { ALGORITHMS } from '../algorithms.ts';
import type { BoxSize } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { countGivens } from '../grid.ts';
import { EXPERT_NAIVE_PLACEMENTS, type Grade, gradeOf } from './grade.ts';
import { logicLevel, type LogicLevel } from './logic.ts';

/** How hard a puzzle is, and why (grade.ts explains the label). */
export interface Rating {
  grade: Grade;
  givens: number;
  logic: LogicLevel;
  /** Placements the canonical MRV search makes to solve it (docs/events.md counts), up to the budget. */
  mrvPlacements: number;
  /** Placements naive backtracking makes to solve it, stopped at EXPERT_NAIVE_PLACEMENTS (16×16: 100,000). */
  naivePlacements: number;
  /** True when naive backtracking was stopped by the budget (the real figure is higher). */
  naiveStopped: boolean;
  mrvStopped: boolean;
}

/**
 * Where each search is stopped while rating. On 16×16 both searches without propagation run far past
 * any budget on almost every puzzle, and its grade uses the logic scale only, so a small budget there
 * keeps rating at about 0.1 s instead of 1.4 s.
 */
const EFFORT_BUDGET: Record<BoxSize, number> = { 2: EXPERT_NAIVE_PLACEMENTS, 3: EXPERT_NAIVE_PLACEMENTS, 4: 100_000 };

/** Rates a puzzle that has a solution (the generator's puzzles always do). */
export function ratePuzzle(puzzle: Grid): Rating {
  const logic = logicLevel(puzzle);
  const budget = EFFORT_BUDGET[puzzle.n];
  const naive = ALGORITHMS.naive.count(puzzle, { budget });
  const mrv = ALGORITHMS.mrv.count(puzzle, { budget });
  const effort = { mrvPlacements: mrv.counts.placements, naivePlacements: naive.counts.placements };
  return {
    grade: gradeOf(puzzle.n, logic, effort),
    givens: countGivens(puzzle),
    logic,
    ...effort,
    naiveStopped: naive.status === 'budget',
    mrvStopped: mrv.status === 'budget',
  };
}
