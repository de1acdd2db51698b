import type { Grid } from '../../core/index.ts';
import { type GenerateRecipe, recipeFromText } from '../../core/generate/recipe.ts';
import { assignmentRecipeMiss } from './assignmentRecipe.ts';
import type { ExerciseResult } from './exerciseResult.ts';
import type { ExerciseSettings } from './exerciseParams.ts';
import type { ExerciseRun } from './grading/index.ts';
import { ResultReplay } from './replayResult.ts';
import {
  type AttemptStore,
  forgetAttempt,
  keptFits,
  resumeAttempt,
  saveAttempt,
  savedAttempt,
} from './savedAttempt.ts';

/** The attempt the tab keeps after every graded move, and the one a reload finds and makes again. */
export class KeptAttempt {
  /** An attempt kept from before a reload, made again once its puzzle's run is here. */
  private kept: ExerciseResult | null = null;

  constructor(
    private readonly store: AttemptStore,
    /** Until the model's next events may have come. */
    private readonly wait: () => Promise<void>,
  ) {}

  /** `resume` (the page opened on the link): the attempt kept for these settings waits to be made again. */
  take(settings: ExerciseSettings, resume: boolean): void {
    this.kept = resume ? savedAttempt(this.store, settings) : null;
  }

  /** The kept attempt's generated puzzle, when it is one the assignment's range draws. */
  recipeIn(range: NonNullable<ExerciseSettings['puzzles']>): GenerateRecipe | undefined {
    const recipe = this.kept?.recipe ? recipeFromText(this.kept.recipe) : null;
    return recipe && !assignmentRecipeMiss(recipe, range) ? recipe : undefined;
  }

  /** Whether the kept attempt is one on `attempt`'s puzzle and rules. */
  fits(attempt: ExerciseRun, puzzle: Grid): boolean {
    return this.kept !== null && keptFits(this.kept, attempt, puzzle);
  }

  save(settings: ExerciseSettings, result: ExerciseResult | null): void {
    if (result) saveAttempt(this.store, settings, result);
  }

  /** A fresh start: neither this page nor a reload goes on with the attempt before it. */
  forget(): void {
    this.kept = null;
    forgetAttempt(this.store);
  }

  /** Makes the kept moves again on `attempt` while `current()`; the kept attempt's seconds, or null if it did not replay. */
  async replay(attempt: ExerciseRun, current: () => boolean): Promise<number | null> {
    const kept = this.kept!;
    this.kept = null;
    const made = await resumeAttempt(new ResultReplay(kept, attempt), current, this.wait);
    return made ? kept.seconds : null;
  }
}
