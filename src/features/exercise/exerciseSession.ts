import { type GenerateRecipe, recipeFromText } from '../../core/generate/recipe.ts';
import { ExerciseRun, type GradingMode, type ModelStream, type Move, rulesOf, type Verdict } from './grading/index.ts';
import type { ExerciseHost, PuzzleMaker } from './exerciseHost.ts';
import { exerciseKey, movedRing } from './exerciseKeys.ts';
import type { ExerciseSettings } from './exerciseParams.ts';
import { exerciseResult, type ExerciseResult } from './exerciseResult.ts';
import { assignmentRecipe, assignmentRecipeMiss } from './assignmentRecipe.ts';
import { ResultReplay } from './replayResult.ts';
import { type AttemptStore, keptFits, resumeAttempt, saveAttempt, savedAttempt } from './savedAttempt.ts';
import { PresentClass } from './presentClass.ts';
import type { ClassRun } from './classRun.ts';

/** The exercise as the button starts it: undo mode, 30 steps, the puzzle on screen. */
export const defaultExercise = (): ExerciseSettings => ({ mode: 'undo', steps: 30 });
/** Attempts on 4×4 boards before the 9×9 ones. */
export const SMALL_ATTEMPTS = 2;

/**
 * "Be the solver", framework-free: the learner makes the first board's moves, each graded against its run; the player
 * shows the board at the learner's position. `onChange` runs after every change a reader sees.
 */
export class ExerciseSession {
  on = false;
  settings: ExerciseSettings = defaultExercise();
  /** The cell the keys and the pad act on. */
  ring = 0;
  /** Logic: the cells marked as the next step's pattern. */
  marked: number[] = [];
  /** Logic: digits cross out of the ring's cell instead of writing in it. */
  crossing = false;
  /** The mistake's moment the player shows, or null at the learner's position. */
  viewing: number | null = null;
  /** New attempts made (the first ones are 4×4). */
  attempts = 0;
  generating = false;
  generateFailed = false;
  onChange: () => void = () => {};
  private attempt: ExerciseRun | null = null;
  /** When the attempt started and when its last move was graded (the injected clock's ms). */
  private time = { start: 0, last: 0 };
  private stream: ModelStream | null = null;
  /** An attempt kept from before a reload, made again once its puzzle's run is here. */
  private kept: ExerciseResult | null = null;
  /** Present's run for a class, apart from the learner's attempt. */
  private readonly lesson: PresentClass;

  constructor(
    private readonly host: ExerciseHost,
    private readonly makePuzzle: PuzzleMaker,
    private readonly newSeed: () => string,
    /** A number in [0, 1), for a seed drawn in an assignment's range. */
    private readonly random: () => number,
    private readonly now: () => number,
    private readonly store: AttemptStore = { get: () => null, set: () => {} },
    /** Until the model's next events may have come. */
    private readonly wait: () => Promise<void> = () => new Promise((go) => setTimeout(go, 50)),
    /** Whether the page presents: the clicker then shows the model's moves to a class. */
    private readonly isPresenting: () => boolean = () => false,
  ) {
    this.lesson = new PresentClass(host);
  }

  get gradingMode(): GradingMode {
    return this.settings.mode;
  }

  /** The attempt on the first board's run; a new puzzle or algorithm starts a new one. Null where it cannot run. */
  get run(): ExerciseRun | null {
    const board = this.host.runs[0];
    if (!this.on || !board) return null;
    if (board.timeline !== this.stream) {
      this.stream = board.timeline;
      const rules = board.order.valueOrder === 'ascending' ? rulesOf(board.algo, board.order.variableOrder) : null;
      this.attempt = rules
        ? new ExerciseRun(board.timeline, this.host.puzzle, rules, this.settings.mode, this.settings.steps)
        : null;
      this.ring = Math.max(0, this.host.puzzle.cells.indexOf(0));
      this.marked = [];
      this.crossing = false;
      const start = this.now();
      this.time = { start, last: start };
      this.viewing = null;
      if (this.attempt && this.kept && !this.generating && keptFits(this.kept, this.attempt, this.host.puzzle))
        void this.resume(this.attempt);
    }
    return this.attempt;
  }

  /** Present's class run while the page presents, started on the first board's current run; else null. */
  get classRun(): ClassRun | null {
    const lesson = this.lesson.run;
    return this.isPresenting() && lesson?.stream === this.host.runs[0]?.timeline ? lesson : null;
  }

  /** The page went into Present (the class goes on from the learner's position) or back (the learner's board). */
  present(on: boolean): void {
    const run = this.run;
    if (on && run) this.lesson.begin(this.host.runs[0].timeline, this.host.puzzle, run.rules, run.position);
    else {
      this.lesson.end();
      this.showPosition();
    }
    this.onChange();
  }

  /** Present's buttons: the answer, then the move. */
  revealToClass(): void {
    this.lesson.reveal();
    this.onChange();
  }
  advanceClass(): void {
    this.lesson.advance();
    this.onChange();
  }

  /**
   * `settings`: an assignment's; an assignment with puzzles starts on a generated one. `resume` (the page opened on
   * the link): the attempt kept in this tab goes on.
   */
  start(settings: ExerciseSettings = defaultExercise(), resume = false): void {
    this.on = true;
    this.settings = settings;
    this.kept = resume ? savedAttempt(this.store, settings) : null;
    this.host.pause();
    if (this.host.mode !== 'single') this.host.setMode('single');
    // The kept attempt's puzzle, never the link's own g=: a link copied from the address bar must not give a whole
    // class one seed. First, so that no attempt on the puzzle before the generated one takes the kept moves.
    const range = settings.puzzles;
    const kept = this.kept?.recipe ? recipeFromText(this.kept.recipe) : null;
    if (range) void this.newAttempt(kept && !assignmentRecipeMiss(kept, range) ? kept : undefined);
    this.restart();
  }

  stop(): void {
    this.on = false;
    this.attempt = null;
    this.stream = null;
    this.host.setCeiling(null);
    this.onChange();
  }

  setGradingMode(mode: GradingMode): void {
    this.settings = { ...this.settings, mode };
    this.restart();
  }

  /** Grades `move` and shows the board after it (in undo mode a wrong move leaves the board as it was). */
  submit(move: Move): Verdict | null {
    const run = this.run;
    const verdict = run?.submit(move) ?? null;
    if (run && verdict) {
      this.time.last = this.now();
      this.keep();
      this.marked = [];
      this.showPosition();
    }
    this.onChange();
    return verdict;
  }

  /** The attempt as a file to hand in, or null where there is none. */
  result(): ExerciseResult | null {
    const run = this.run;
    return run ? exerciseResult(run, this.host.puzzle, this.host.generated, this.time) : null;
  }

  /** Moves the ring; in logic, also marks or unmarks the cell for the pattern (not while crossing out). */
  clickCell(cell: number): void {
    this.ring = cell;
    if (this.run?.rules.algo === 'logic' && !this.crossing) this.toggleMark();
    this.onChange();
  }

  toggleMark(): void {
    const at = this.marked.indexOf(this.ring);
    this.marked = at < 0 ? [...this.marked, this.ring] : this.marked.filter((c) => c !== this.ring);
    this.onChange();
  }

  toggleCrossing(): void {
    this.crossing = !this.crossing;
    this.onChange();
  }

  /** Logic: the marked cells are the next step's pattern. */
  submitPattern(): void {
    this.submit({ kind: 'pattern', cells: this.marked.slice() });
  }

  /** A key while the exercise is on; true when used. */
  handleKey(key: string): boolean {
    const run = this.run;
    if (this.isPresenting()) return this.classKey(key);
    if (!run || run.done) return false;
    const size = this.host.puzzle.n ** 2;
    const action = exerciseKey(key, this.ring, size, run.rules, this.crossing);
    if (!action) return false;
    if (action.kind === 'ring') {
      this.ring = movedRing(this.ring, action.dx, action.dy, size);
      this.onChange();
    } else if (action.kind === 'mark') this.toggleMark();
    else if (action.kind === 'pattern') this.submitPattern();
    else if (action.kind === 'cross') this.toggleCrossing();
    else this.submit(action.move);
    return true;
  }

  /** A clicker's key in Present, on the class run (started again on a new puzzle or algorithm). */
  private classKey(key: string): boolean {
    const run = this.run;
    if (!run) return false;
    if (!this.classRun) this.lesson.begin(this.host.runs[0].timeline, this.host.puzzle, run.rules, 0);
    const used = this.lesson.handleKey(key);
    if (used) this.onChange();
    return used;
  }

  /** The model's own moves play from where the learner is; nothing more is graded. */
  showMe(): void {
    const run = this.run;
    if (!run) return;
    run.showMe();
    this.keep();
    this.showPosition();
    this.host.play();
    this.onChange();
  }

  /** The player shows a mistake's moment: the board just before the step that was missed. */
  showMistake(at: number): void {
    this.viewing = at;
    this.host.pause();
    this.host.seek(at);
    this.onChange();
  }

  /** The board at the learner's position; nothing past it shows until Show me. */
  showPosition(): void {
    const run = this.run;
    this.viewing = null;
    if (run) {
      this.host.setCeiling(run.shown ? null : run.position);
      this.host.seek(run.position);
    }
    this.onChange();
  }

  /**
   * A new puzzle from the generator (`given`'s, if any): an assignment's size and seed range, else a fresh seed, 4×4
   * first, 9×9 after.
   */
  async newAttempt(given?: GenerateRecipe): Promise<void> {
    if (this.generating) return;
    this.attempts++;
    const range = this.settings.puzzles;
    const recipe: GenerateRecipe =
      given ??
      (range
        ? assignmentRecipe(range, range.from + Math.floor(this.random() * (range.to - range.from + 1)))
        : { side: this.attempts <= SMALL_ATTEMPTS ? 4 : 9, symmetry: 'none', seed: this.newSeed() });
    this.generating = true;
    this.generateFailed = false;
    this.onChange();
    const outcome = await this.makePuzzle(recipe);
    this.generating = false;
    if (outcome.ok && this.on) {
      this.host.pause();
      this.host.setPuzzle(outcome.puzzle, recipe);
      // Kept before any move, so that a reload keeps the seed; a kept attempt's own puzzle is kept once replayed.
      if (!given) this.keep();
    } else this.generateFailed = !outcome.ok && outcome.cause !== 'cancelled';
    this.onChange();
  }

  /** The attempt as it stands, kept in the tab so that a reload goes on with it. */
  private keep(): void {
    const result = this.result();
    if (result) saveAttempt(this.store, this.settings, result);
  }

  /** Makes the kept attempt's moves again on `attempt`; one that does not replay is dropped for a clean start. */
  private async resume(attempt: ExerciseRun): Promise<void> {
    const kept = this.kept!;
    this.kept = null;
    const made = await resumeAttempt(new ResultReplay(kept, attempt), () => this.attempt === attempt, this.wait);
    if (this.attempt !== attempt) return;
    if (!made) return this.restart();
    const now = this.now();
    this.time = { start: now - kept.seconds * 1000, last: now };
    this.keep();
    this.showPosition();
  }

  /** The same puzzle and algorithm from event 0. */
  private restart(): void {
    this.stream = null;
    this.host.pause();
    this.showPosition();
  }
}
