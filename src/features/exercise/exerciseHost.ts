import type { AlgorithmId, Grid } from '../../core/index.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import type { BoardOrder } from '../../run/clients/boardOrder.ts';
import type { GenerateOutcome } from '../../run/clients/generatorClient.ts';
import type { ModelStream } from './grading/index.ts';

/** What the exercise needs of the session: the first board's run, the puzzle, the transport and a new puzzle. */
export interface ExerciseHost {
  readonly runs: readonly {
    readonly algo: AlgorithmId;
    readonly order: BoardOrder;
    readonly timeline: ModelStream;
    readonly total: number;
    readonly finished: boolean;
  }[];
  readonly puzzle: Grid;
  /** The generator's recipe of the puzzle, when it was generated. */
  readonly generated: GenerateRecipe | null;
  readonly mode: 'single' | 'compare';
  setMode(mode: 'single' | 'compare'): void;
  seek(event: number): void;
  /** Keeps the player at or before `at` (null: anywhere), so no control shows a move not yet made. */
  setCeiling(at: number | null): void;
  play(): void;
  pause(): void;
  setPuzzle(grid: Grid, generated?: GenerateRecipe | null): void;
}

/** Makes a puzzle from a recipe (the generator's worker; a fake in tests). */
export type PuzzleMaker = (recipe: GenerateRecipe) => Promise<GenerateOutcome>;
