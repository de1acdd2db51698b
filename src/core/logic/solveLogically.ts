import type { Grid } from '../grid.ts';
import { applyStep, candidateGrid, type CandidateGrid, isComplete } from './candidateGrid.ts';
import { LADDER, rungOf } from './ladder.ts';
import type { Step, TechniqueId } from './step.ts';

export interface LogicResult {
  /** Solved, or stuck: no technique of the ladder applies (no guessing yet). */
  readonly status: 'solved' | 'stuck';
  readonly steps: readonly Step[];
  /** The hardest technique any step used; null when the puzzle needed no step. */
  readonly hardest: TechniqueId | null;
  /** The board and pencil marks where it stopped. */
  readonly grid: CandidateGrid;
}

/** The easiest step the ladder finds, or null when none applies. */
export function nextStep(cg: CandidateGrid): Step | null {
  for (const t of LADDER) {
    const step = t.find(cg);
    if (step) return step;
  }
  return null;
}

/** Applies the easiest available step until the board is full or no technique applies. */
export function solveLogically(puzzle: Grid): LogicResult {
  const cg = candidateGrid(puzzle);
  const steps: Step[] = [];
  let hardest: TechniqueId | null = null;
  while (!isComplete(cg)) {
    const step = nextStep(cg);
    if (!step) break;
    applyStep(cg, step);
    steps.push(step);
    if (hardest === null || rungOf(step.technique) > rungOf(hardest)) hardest = step.technique;
  }
  return { status: isComplete(cg) ? 'solved' : 'stuck', steps, hardest, grid: cg };
}
