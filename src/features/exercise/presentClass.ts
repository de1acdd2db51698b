import { ClassRun } from './classRun.ts';
import type { ExerciseHost } from './exerciseHost.ts';
import type { ExerciseRules } from './grading/index.ts';

/** A presenter's clicker: forward shows the answer and then makes it, back hides it, B (or .) shows or hides it. */
const FORWARD = new Set(['PageDown', 'ArrowRight', 'ArrowDown', ' ', 'Enter']);
const BACK = new Set(['PageUp', 'ArrowLeft', 'ArrowUp']);
const TOGGLE = new Set(['b', 'B', '.']);

/** Present's class run on the board: the clicker's keys, and the board kept at what the class has seen. */
export class PresentClass {
  run: ClassRun | null = null;

  constructor(
    private readonly host: ExerciseHost,
    /** Whether the page presents: the clicker then shows the model's moves to a class. */
    readonly presenting: () => boolean,
  ) {}

  /** The class run while the page presents, on the first board's current run; else null. */
  get current(): ClassRun | null {
    const run = this.run;
    return this.presenting() && run?.stream === this.host.runs[0]?.timeline ? run : null;
  }

  /** The class goes on from `from`, the learner's position, on the first board's run; the board shows the question. */
  begin(rules: ExerciseRules, from: number): void {
    this.run = new ClassRun(this.host.runs[0].timeline, this.host.puzzle, rules, from);
    this.show();
  }

  /** A clicker's key while presenting, the class run begun afresh on a new puzzle or algorithm; true when used. */
  clickerKey(key: string, rules: ExerciseRules): boolean {
    if (!this.current) this.begin(rules, 0);
    return this.handleKey(key);
  }

  end(): void {
    this.run = null;
  }

  /** True when the key is the clicker's: the player's own steps would pass the class by. */
  handleKey(key: string): boolean {
    const run = this.run;
    if (!run) return false;
    if (FORWARD.has(key)) {
      if (run.revealed) run.advance();
      else run.reveal();
    } else if (BACK.has(key)) run.hide();
    else if (TOGGLE.has(key)) {
      if (!run.hide()) run.reveal();
    } else return false;
    this.show();
    return true;
  }

  reveal(): void {
    this.run?.reveal();
    this.show();
  }

  advance(): void {
    this.run?.advance();
    this.show();
  }

  private show(): void {
    const run = this.run;
    if (!run) return;
    this.host.pause();
    this.host.setCeiling(run.shownTo);
    this.host.seek(run.shownTo);
  }
}
