import { formatLine, type Grid } from '../../core/index.ts';
import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import { attemptRecipe } from './assignmentRecipe.ts';
import type { ExerciseHost, PuzzleMaker } from './exerciseHost.ts';
import type { ExerciseSettings } from './exerciseParams.ts';

/** The puzzle a new attempt puts on the board: the assignment's own again, or one from the generator. */
export class AttemptPuzzles {
  /** New attempts made (the first ones are 4×4). */
  attempts = 0;
  generating = false;
  generateFailed = false;
  /** An assignment's own puzzle, when it draws none: every attempt is on it. */
  private assigned: { puzzle: Grid; recipe: GenerateRecipe | null } | null = null;

  constructor(
    private readonly host: ExerciseHost,
    private readonly makePuzzle: PuzzleMaker,
    private readonly newSeed: () => string,
    /** A number in [0, 1), for a seed drawn in an assignment's range. */
    private readonly random: () => number,
  ) {}

  /** The exercise starts: an assignment opened on its link (`resume`) without a seed range keeps the board's puzzle. */
  assign(settings: ExerciseSettings, resume: boolean): void {
    this.assigned = resume && !settings.puzzles ? { puzzle: this.host.puzzle, recipe: this.host.generated } : null;
  }

  /** True when the assignment names one puzzle: a new attempt is that puzzle again, which the grader still takes. */
  get fixed(): boolean {
    return this.assigned !== null;
  }

  /**
   * Puts the next attempt's puzzle on the board (`given`'s recipe, if any) while `on()`: 'again' for the assignment's
   * own (set back if the board left it), 'new' for a generated one, null when none came. `changed`: generating began.
   */
  async next(
    range: ExerciseSettings['puzzles'],
    given: GenerateRecipe | undefined,
    changed: () => void,
    on: () => boolean,
  ): Promise<'again' | 'new' | null> {
    this.attempts++;
    const assigned = this.assigned;
    if (assigned) {
      if (formatLine(this.host.puzzle) !== formatLine(assigned.puzzle))
        this.host.setPuzzle(assigned.puzzle, assigned.recipe);
      return 'again';
    }
    const recipe = given ?? attemptRecipe(range, this.attempts, this.random, this.newSeed);
    this.generating = true;
    this.generateFailed = false;
    changed();
    const outcome = await this.makePuzzle(recipe);
    this.generating = false;
    if (outcome.ok && on()) {
      this.host.pause();
      this.host.setPuzzle(outcome.puzzle, recipe);
      return 'new';
    }
    this.generateFailed = !outcome.ok && outcome.cause !== 'cancelled';
    return null;
  }
}
