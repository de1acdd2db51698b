import type { GenerateFailure, Grade } from '../core/generate/index.ts';
import type { GenerateRecipe } from '../core/generate/recipe.ts';

/**
 * The generator worker's one call; the page cancels by terminating the worker, which hears no cancel while it
 * generates.
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
