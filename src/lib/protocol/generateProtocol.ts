import type { GenerateFailure, Grade } from '../engine/generate/index.ts';
import type { GenerateRecipe } from './generateRecipe.ts';

/**
 * Messages between the page and the generator worker. Every message carries the request id; the
 * page drops answers to requests it no longer waits for. There is no cancel message: the generator
 * runs synchronously and could not hear one, so the page cancels by terminating the worker.
 */
export type ToGenerator = { type: 'generate'; id: number; recipe: GenerateRecipe };

export type FromGenerator =
  | { type: 'progress'; id: number; attempts: number; elapsedMs: number }
  | { type: 'done'; id: number; cells: Uint8Array; givens: number; grade: Grade; attempts: number; elapsedMs: number }
  /** Why none was made, as data: the page words it in its language (ui/generate/failureWords.ts). */
  | { type: 'failed'; id: number; failure: GenerateFailure };
