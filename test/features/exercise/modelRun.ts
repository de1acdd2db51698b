import { solveBatches, type AlgorithmId, type Grid, type SolveOptions } from '../../../src/core/index.ts';
import type { ModelStream } from '../../../src/features/exercise/grading/index.ts';

/** A built-in run's whole stream as the exercise reads a finished timeline. */
export function modelRun(grid: Grid, algo: AlgorithmId, options: SolveOptions = {}): ModelStream & { words: number[] } {
  const words: number[] = [];
  for (const batch of solveBatches(grid, algo, options)) words.push(...batch);
  return { words, wordAt: (i) => words[i], total: words.length, finished: true };
}
