import { formatLine, type Grid } from '../../core/index.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import { recipeToText } from '../../core/generate/recipe.ts';
import type { ExerciseRun, Move, ReasonCode } from './grading/index.ts';

/** What a learner hands in: every move with its event index and verdict, the mistakes' reasons, the time and score. */
export interface ExerciseResult {
  format: 'stepdoku-exercise';
  version: 1;
  /** The learner's name, when the file holds one: the page writes none, and nothing can check it. */
  name?: string;
  puzzle: string;
  /** The generator's recipe of the puzzle, when it was generated. */
  recipe: string | null;
  algorithm: string;
  variableOrder: string;
  mode: string;
  steps: number;
  moves: { at: number; move: Move; right: boolean }[];
  mistakes: { at: number; move: Move; reason: ReasonCode }[];
  /** From the attempt's start to its last graded move. */
  seconds: number;
  score: { right: number; graded: number };
  shown: boolean;
}

export function exerciseResult(
  run: ExerciseRun,
  puzzle: Grid,
  recipe: GenerateRecipe | null,
  time: { start: number; last: number },
): ExerciseResult {
  return {
    format: 'stepdoku-exercise',
    version: 1,
    puzzle: formatLine(puzzle),
    recipe: recipe ? recipeToText(recipe) : null,
    algorithm: run.rules.algo,
    variableOrder: run.rules.chooses,
    mode: run.mode,
    steps: run.steps,
    moves: run.moves.map((m) => ({ ...m })),
    mistakes: run.mistakes.map(({ at, move, reason }) => ({ at, move, reason: reason.code })),
    seconds: Math.round((time.last - time.start) / 100) / 10,
    score: { right: run.right, graded: run.graded },
    shown: run.shown,
  };
}

/** The file's name says the algorithm and the score, so a teacher's folder reads at a glance. */
export const resultFileName = (r: ExerciseResult): string =>
  `stepdoku-exercise-${r.algorithm}-${r.score.right}of${r.score.graded}.json`;
