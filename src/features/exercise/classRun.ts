import type { Grid } from '../../core/index.ts';
import {
  ExerciseRun,
  rightMove,
  type ExerciseRules,
  type ModelStream,
  type Reason,
  type Step,
} from './grading/index.ts';

/**
 * Present's exercise for a class: the class calls the model's next move aloud, the teacher's clicker shows it with its
 * reason, then makes it. Nothing is graded, and the learner's own attempt is kept apart.
 */
export class ClassRun {
  /** The next step is shown, on the board and in words. */
  revealed = false;
  /** Moves made since the class started, for "move k". */
  made = 0;
  private readonly run: ExerciseRun;

  constructor(
    readonly stream: ModelStream,
    givens: Grid,
    readonly rules: ExerciseRules,
    /** Where the learner stands: the class goes on from there. */
    from: number,
  ) {
    this.run = new ExerciseRun(stream, givens, rules, 'fix', Infinity);
    for (let s = this.run.next(); typeof s !== 'string' && s.at < from; s = this.run.next())
      this.run.submit(rightMove(s));
  }

  next(): Step | 'pending' | 'end' {
    return this.run.next();
  }

  /** The event the board shows up to: the step's start, or its end once revealed. */
  get shownTo(): number {
    const step = this.next();
    return typeof step !== 'string' && this.revealed ? step.at + step.span : this.run.position;
  }

  /** True when there was a step to show. */
  reveal(): boolean {
    if (typeof this.next() === 'string') return false;
    this.revealed = true;
    return true;
  }

  hide(): boolean {
    const was = this.revealed;
    this.revealed = false;
    return was;
  }

  /** Makes the shown step; true when there was one. */
  advance(): boolean {
    const step = this.next();
    if (typeof step === 'string') return false;
    this.run.submit(rightMove(step));
    this.revealed = false;
    this.made++;
    return true;
  }

  /** Why the model makes `step`, as the grader tells a learner who missed it. */
  reason(step: Step): Reason {
    return this.run.reasonOf(step);
  }
}
