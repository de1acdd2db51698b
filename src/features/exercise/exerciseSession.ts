import type { GenerateRecipe } from '../../core/generate/recipe.ts';
import { ExerciseRun, type GradingMode, type ModelStream, type Move, rulesOf, type Verdict } from './grading/index.ts';
import type { ExerciseHost, PuzzleMaker } from './exerciseHost.ts';
import { exerciseKey, movedRing } from './exerciseKeys.ts';
import type { ExerciseSettings } from './exerciseParams.ts';
import { exerciseResult, type ExerciseResult } from './exerciseResult.ts';

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

  constructor(
    private readonly host: ExerciseHost,
    private readonly makePuzzle: PuzzleMaker,
    private readonly newSeed: () => string,
    /** A number in [0, 1), for a seed drawn in an assignment's range. */
    private readonly random: () => number,
    private readonly now: () => number,
  ) {}

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
    }
    return this.attempt;
  }

  /** `settings`: an assignment's; an assignment with puzzles starts on a generated one. */
  start(settings: ExerciseSettings = defaultExercise()): void {
    this.on = true;
    this.settings = settings;
    this.host.pause();
    if (this.host.mode !== 'single') this.host.setMode('single');
    this.restart();
    if (settings.puzzles) void this.newAttempt();
  }

  stop(): void {
    this.on = false;
    this.attempt = null;
    this.stream = null;
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

  /** The model's own moves play from where the learner is; nothing more is graded. */
  showMe(): void {
    const run = this.run;
    if (!run) return;
    run.showMe();
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

  showPosition(): void {
    const run = this.run;
    this.viewing = null;
    if (run) this.host.seek(run.position);
    this.onChange();
  }

  /** A new puzzle from the generator: an assignment's size and seed range, else a fresh seed, 4×4 first, 9×9 after. */
  async newAttempt(): Promise<void> {
    if (this.generating) return;
    this.attempts++;
    const range = this.settings.puzzles;
    const recipe: GenerateRecipe = range
      ? {
          side: range.side,
          symmetry: 'none',
          seed: String(range.from + Math.floor(this.random() * (range.to - range.from + 1))),
        }
      : { side: this.attempts <= SMALL_ATTEMPTS ? 4 : 9, symmetry: 'none', seed: this.newSeed() };
    this.generating = true;
    this.generateFailed = false;
    this.onChange();
    const outcome = await this.makePuzzle(recipe);
    this.generating = false;
    if (outcome.ok && this.on) {
      this.host.pause();
      this.host.setPuzzle(outcome.puzzle, recipe);
    } else this.generateFailed = !outcome.ok && outcome.cause !== 'cancelled';
    this.onChange();
  }

  /** The same puzzle and algorithm from event 0. */
  private restart(): void {
    this.stream = null;
    this.host.pause();
    this.host.seek(0);
    void this.run;
    this.onChange();
  }
}
