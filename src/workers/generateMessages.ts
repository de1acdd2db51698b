import type { GenerateFailure, Grade } from '../core/generate/index.ts';
import type { GenerateRecipe } from '../core/generate/recipe.ts';

/**
 * The generator worker's one call: a recipe, answered with progress, then the puzzle or why none was
 * made (as data: the page words it in its language, ui/generate/failureWords.ts). It cannot hear a
 * cancel while it generates: the page cancels by terminating the worker.
 */
export type GenerateCalls = {
  generate: { req: GenerateRecipe; msg: GenerateProgress; end: GenerateDone | GenerateFailed };
};

export type GenerateProgress = { type: 'progress'; attempts: number; elapsedMs: number };
export type GenerateDone = {
  type: 'done';
  cells: Uint8Array;
  givens: number;
  grade: Grade;
  attempts: number;
  elapsedMs: number;
};
export type GenerateFailed = { type: 'failed'; failure: GenerateFailure };
