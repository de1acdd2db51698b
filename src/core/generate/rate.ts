import { ALGORITHMS } from '../algorithms.ts';
import type { BoxSize } from '../geometry.ts';
import type { Grid } from '../grid.ts';
import { countGivens } from '../grid.ts';
import { EXPERT_NAIVE_PLACEMENTS, type Grade, gradeOf } from './grade.ts';
import { logicLevel, type LogicLevel } from './logic.ts';

export interface Rating {
  grade: Grade;
  givens: number;
  logic: LogicLevel;
  mrvPlacements: number;
  naivePlacements: number;
  naiveStopped: boolean;
  mrvStopped: boolean;
}

/** Where each search stops while rating; 16×16 grades on logic alone, so its budget is small. */
const EFFORT_BUDGET: Record<BoxSize, number> = { 2: EXPERT_NAIVE_PLACEMENTS, 3: EXPERT_NAIVE_PLACEMENTS, 4: 100_000 };

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
