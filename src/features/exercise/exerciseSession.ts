import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import { ExerciseRun, type GradingMode, type Move, type ModelStream, rulesOf, type Verdict } from './grading/index.ts';
import type { ExerciseHost, PuzzleMaker } from './exerciseHost.ts';
import type { ExerciseSettings } from './exerciseParams.ts';
import { exerciseResult, type ExerciseResult } from './exerciseResult.ts';
import { AttemptPuzzles } from './attemptPuzzles.ts';
import type { AttemptStore } from './savedAttempt.ts';
import { KeptAttempt } from './keptAttempt.ts';
import { LearnerMarks } from './learnerMarks.ts';
import { PresentClass } from './presentClass.ts';
import type { ClassRun } from './classRun.ts';

/** The exercise as the button starts it: undo mode, 30 steps, the puzzle on screen. */
export const defaultExercise = (): ExerciseSettings => ({ mode: 'undo', steps: 30 });

/**
 * "Be the solver", framework-free: the learner makes the first board's moves, each graded against its run; the player
 * shows the board at the learner's position. `onChange` runs after every change a reader sees.
 */
export class ExerciseSession {
  on = false;
  settings: ExerciseSettings = defaultExercise();
  readonly marks = new LearnerMarks();
  /** The mistake's moment the player shows, or null at the learner's position. */
  viewing: number | null = null;
  onChange: () => void = () => {};
  private attempt: ExerciseRun | null = null;
  /** When the attempt started and when its last move was graded (the injected clock's ms). */
  private time = { start: 0, last: 0 };
  private stream: ModelStream | null = null;
  readonly puzzles: AttemptPuzzles;
  private readonly keeper: KeptAttempt;
  /** Present's run for a class, apart from the learner's attempt. */
  private readonly lesson: PresentClass;

  constructor(
    private readonly host: ExerciseHost,
    makePuzzle: PuzzleMaker,
    newSeed: () => string,
    random: () => number,
    private readonly now: () => number,
    store: AttemptStore = { get: () => null, set: () => {} },
    /** Until the model's next events may have come. */
    wait: () => Promise<void> = () => new Promise((go) => setTimeout(go, 50)),
    isPresenting: () => boolean = () => false,
  ) {
    this.puzzles = new AttemptPuzzles(host, makePuzzle, newSeed, random);
    this.keeper = new KeptAttempt(store, wait);
    this.lesson = new PresentClass(host, isPresenting);
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
      this.marks.reset(Math.max(0, this.host.puzzle.cells.indexOf(0)));
      const start = this.now();
      this.time = { start, last: start };
      this.viewing = null;
      if (this.attempt && !this.puzzles.generating && this.keeper.fits(this.attempt, this.host.puzzle))
        void this.resume(this.attempt);
    }
    return this.attempt;
  }

  /** Present's class run while the page presents, started on the first board's current run; else null. */
  get classRun(): ClassRun | null {
    return this.lesson.current;
  }

  /** The page went into Present (the class goes on from the learner's position) or back (the learner's board). */
  present(on: boolean): void {
    const run = this.run;
    if (on && run) this.lesson.begin(run.rules, run.position);
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
    this.keeper.take(settings, resume);
    this.puzzles.assign(settings, resume);
    this.host.pause();
    if (this.host.mode !== 'single') this.host.setMode('single');
    // The kept attempt's puzzle, never the link's own g=: a link copied from the address bar must not give a whole
    // class one seed. First, so that no attempt on the puzzle before the generated one takes the kept moves.
    const range = settings.puzzles;
    if (range) void this.newAttempt(this.keeper.recipeIn(range));
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
      this.marks.marked = [];
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

  clickCell(cell: number): void {
    this.marks.click(cell, this.run?.rules);
    this.onChange();
  }

  toggleMark(): void {
    this.marks.toggleMark();
    this.onChange();
  }

  toggleCrossing(): void {
    this.marks.crossing = !this.marks.crossing;
    this.onChange();
  }

  submitPattern(): void {
    this.submit(this.marks.pattern());
  }

  /** A key while the exercise is on (a clicker's on the class run while presenting); true when used. */
  handleKey(key: string): boolean {
    const run = this.run;
    const used = this.lesson.presenting()
      ? run !== null && this.lesson.clickerKey(key, run.rules)
      : run !== null && !run.done && this.marks.key(key, this.host.puzzle.n ** 2, run.rules, (m) => this.submit(m));
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

  /** A new attempt: the assignment's one puzzle again from its first move, else a generated one (`given`'s, if any). */
  async newAttempt(given?: GenerateRecipe): Promise<void> {
    if (this.puzzles.generating) return;
    const made = await this.puzzles.next(
      this.settings.puzzles,
      given,
      () => this.onChange(),
      () => this.on,
    );
    if (made === 'again') {
      this.keeper.forget();
      this.restart();
    }
    // Kept before any move, so that a reload keeps the seed; a kept attempt's own puzzle is kept once replayed.
    else if (made === 'new' && !given) this.keep();
    this.onChange();
  }

  /** The attempt as it stands, kept in the tab so that a reload goes on with it. */
  private keep(): void {
    this.keeper.save(this.settings, this.result());
  }

  /** Makes the kept attempt's moves again on `attempt`; one that does not replay is dropped for a clean start. */
  private async resume(attempt: ExerciseRun): Promise<void> {
    const seconds = await this.keeper.replay(attempt, () => this.attempt === attempt);
    if (this.attempt !== attempt) return;
    if (seconds === null) return this.restart();
    const now = this.now();
    this.time = { start: now - seconds * 1000, last: now };
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
