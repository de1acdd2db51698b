import type { Grid } from '../../core/index.ts';
import { cellOf, K_PLACE, kindOf } from '../../core/pack.ts';
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

  /** Why the model makes `step`, as the facts of one sentence. */
  reason(step: Step): Reason {
    switch (step.kind) {
      case 'choose':
        return { code: 'fewest', cell: step.cell, count: step.count };
      case 'place':
        if (this.rules.algo === 'logic')
          return { code: step.forced ? 'logic_place' : 'guess', cell: step.cell, digit: step.digit };
        return this.rules.algo === 'naive'
          ? { code: 'fits', cell: step.cell, digit: step.digit }
          : { code: 'next_candidate', cell: step.cell, digit: step.digit };
      case 'clash':
        return { code: 'clashes', cell: step.cell, digit: step.digit, peer: step.peer, unit: step.unit };
      case 'prune':
        if (this.rules.algo === 'logic') return { code: 'logic_prune', cell: step.cell, digit: step.digit };
        if (step.because >= 0) return { code: 'arc_prune', cell: step.cell, digit: step.digit, peer: step.because };
        return { code: 'prune', cell: step.cell, digit: step.digit, placed: this.placedBefore(step.at) };
      case 'pattern':
        return { code: 'pattern_cells', cells: step.cells };
      case 'technique':
        return { code: 'technique', technique: step.technique, cells: step.cells, yours: null };
      case 'back':
        return step.wiped >= 0
          ? { code: 'wipeout', cell: step.cell, digit: step.digit, wiped: step.wiped }
          : { code: 'dead_end', cell: step.cell, digit: step.digit };
    }
  }

  /** The placement a cross-out belongs to: the latest before it (its eliminations follow it directly). */
  private placedBefore(at: number): number {
    for (let e = at - 1; e >= 0; e--) {
      const w = this.stream.wordAt(e);
      if (w !== undefined && kindOf(w) === K_PLACE) return cellOf(w);
    }
    return -1;
  }
}
