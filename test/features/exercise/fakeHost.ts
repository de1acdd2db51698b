import type { AlgorithmId, Grid } from '../../../src/core/index.ts';
import { generatePuzzle } from '../../../src/core/generate/index.ts';
import { type GenerateRecipe, recipeOptions, recipeRng } from '../../../src/core/generate/recipe.ts';
import type { VariableOrder } from '../../../src/core/solvers/options.ts';
import type { ExerciseHost, PuzzleMaker } from '../../../src/features/exercise/exerciseHost.ts';
import type { AttemptStore } from '../../../src/features/exercise/savedAttempt.ts';
import { ExerciseSession } from '../../../src/features/exercise/exerciseSession.ts';
import { rightMove, type Step } from '../../../src/features/exercise/grading/index.ts';
import { modelRun } from './modelRun.ts';

/**
 * The session as the exercise sees it, in Node: one board whose run is the engine's whole stream for the puzzle, and
 * the player's position. A new puzzle makes a new run, as the page's does.
 */
export class FakeHost implements ExerciseHost {
  runs: ExerciseHost['runs'][number][] = [];
  mode: 'single' | 'compare' = 'compare';
  cursor = 0;
  playing = false;

  constructor(
    public puzzle: Grid,
    public generated: GenerateRecipe | null,
    private readonly algo: AlgorithmId,
    private readonly variableOrder?: VariableOrder,
  ) {
    this.#run();
  }

  setMode(mode: 'single' | 'compare'): void {
    this.mode = mode;
  }
  ceiling = Infinity;
  seek(event: number): void {
    this.cursor = Math.min(event, this.ceiling);
  }
  setCeiling(at: number | null): void {
    this.ceiling = at ?? Infinity;
    this.cursor = Math.min(this.cursor, this.ceiling);
  }
  play(): void {
    this.playing = true;
  }
  pause(): void {
    this.playing = false;
  }
  setPuzzle(grid: Grid, generated: GenerateRecipe | null = null): void {
    this.puzzle = grid;
    this.generated = generated;
    this.#run();
  }

  #run(): void {
    const timeline = modelRun(this.puzzle, this.algo, this.variableOrder ? { variableOrder: this.variableOrder } : {});
    const order = { valueOrder: 'ascending' as const, seed: 0, variableOrder: this.variableOrder };
    this.runs = [{ algo: this.algo, order, timeline, total: timeline.total, finished: true }];
  }
}

/** The generator's worker's answer, made in this thread. */
export const makePuzzle: PuzzleMaker = async (recipe) => {
  const made = generatePuzzle(recipeOptions(recipe), recipeRng(recipe));
  if (!made.ok) throw new Error('the recipe makes no puzzle');
  return { ok: true, puzzle: made.puzzle, givens: made.givens, grade: made.rating.grade, attempts: 1, elapsedMs: 0 };
};

/** A tab's storage, kept in memory. */
export function memoryStore(): AttemptStore & { text: string | null } {
  const store = {
    text: null as string | null,
    get: () => store.text,
    set: (text: string) => void (store.text = text),
  };
  return store;
}

/** A page's exercise on `host`: its clock runs a second a call, its seeds in the range are drawn from `draw`. */
export function session(host: FakeHost, store: AttemptStore, draw: number): ExerciseSession {
  let clock = 0;
  return new ExerciseSession(
    host,
    makePuzzle,
    () => 'fresh',
    () => draw,
    () => (clock += 1000),
    store,
    () => Promise.resolve(),
  );
}

/** Three moves, the second wrong once (undo mode tries it again). */
export function play(s: ExerciseSession): void {
  for (let i = 0; i < 3; i++) {
    const step = s.run!.next() as Step;
    if (i === 1)
      s.submit(step.kind === 'back' ? { kind: 'place', cell: step.cell, digit: 1 } : { kind: 'back', cell: 0 });
    s.submit(rightMove(step));
  }
}
