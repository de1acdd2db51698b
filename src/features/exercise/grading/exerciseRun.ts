import { applyPacked } from '../../../core/replay.ts';
import type { Grid } from '../../../core/grid.ts';
import { cellOf, digitOf, K_BACKTRACK, K_PLACE, kindOf } from '../../../core/pack.ts';
import { grade } from './grade.ts';
import type { Move, Step } from './move.ts';
import type { Reason, Verdict } from './reason.ts';
import type { ExerciseRules } from './rules.ts';
import type { ModelStream } from './modelStream.ts';
import { stepAt } from './stepAt.ts';
import { rightReason } from './rightReason.ts';
import type { GradingMode } from './gradingMode.ts';

/** A wrong move and the event index of the step it missed, the moment the player can show. */
export interface Mistake {
  readonly at: number;
  readonly move: Move;
  readonly reason: Reason;
}

/** A move as the learner made it, for the result. */
export interface MadeMove {
  readonly at: number;
  readonly move: Move;
  readonly right: boolean;
}

/**
 * One attempt: the learner makes the model's moves one by one from event 0, each graded against the model stream.
 * Score = steps right at the first try over steps graded; framework-free, so node tests drive it.
 */
export class ExerciseRun {
  /** The first event of the model not yet made. */
  position = 0;
  /** The board after `position` events. */
  readonly cells: Uint8Array;
  graded = 0;
  right = 0;
  readonly mistakes: Mistake[] = [];
  readonly moves: MadeMove[] = [];
  /** The verdict on the last move, for the feedback line. */
  last: Verdict | null = null;
  /** "Show me" ended the learner's part: the model plays from `position`. */
  shown = false;
  private placed: { cell: number; digit: number } | null = null;
  /** The current step was missed once (undo mode): right later, it still counts wrong. */
  private missed = false;

  constructor(
    private readonly stream: ModelStream,
    private readonly givens: Grid,
    readonly rules: ExerciseRules,
    readonly mode: GradingMode,
    /** How many steps are graded before the attempt ends. */
    readonly steps: number,
  ) {
    this.cells = givens.cells.slice();
  }

  /** The model's next step for the learner, 'pending' while its events are still being made, 'end' after the run. */
  next(): Step | 'pending' | 'end' {
    for (;;) {
      const s = stepAt(this.stream, this.position, this.rules);
      if (typeof s === 'string' || s.kind !== 'auto') return s;
      this.consume(s.span);
    }
  }

  get done(): boolean {
    return this.shown || this.graded >= this.steps || this.next() === 'end';
  }

  /** Right over graded; null before any step, which is no score rather than a perfect one. */
  get score(): number | null {
    return this.graded === 0 ? null : this.right / this.graded;
  }

  /** Grades `move`; null when nothing can be graded now (the attempt is over, or the model's step is not made yet). */
  submit(move: Move): Verdict | null {
    if (this.shown || this.graded >= this.steps) return null;
    const step = this.next();
    if (typeof step === 'string') return null;
    const verdict = grade(step, move, { n: this.givens.n, cells: this.cells, rules: this.rules, placed: this.placed });
    this.moves.push({ at: step.at, move, right: verdict.right });
    this.last = verdict;
    if (!verdict.right) {
      this.mistakes.push({ at: step.at, move, reason: verdict.reason });
      if (this.mode === 'undo') {
        this.missed = true;
        return verdict;
      }
    }
    if (verdict.right && !this.missed) this.right++;
    this.graded++;
    this.missed = false;
    this.consume(step.span);
    return verdict;
  }

  /** Why the model makes `step`, the next one from here. */
  reasonOf(step: Step): Reason {
    return rightReason(step, this.rules, this.placed?.cell ?? -1);
  }

  /** The learner hands over: the model's answer plays from here, and nothing more is graded. */
  showMe(): void {
    this.shown = true;
  }

  private consume(span: number): void {
    for (let i = 0; i < span; i++) {
      const w = this.stream.wordAt(this.position)!;
      applyPacked(this.cells, w);
      const kind = kindOf(w);
      // The placement being crossed out stays the latest until it is erased, past the node's own choice of cell.
      if (kind === K_PLACE) this.placed = { cell: cellOf(w), digit: digitOf(w) };
      else if (kind === K_BACKTRACK) this.placed = null;
      this.position++;
    }
  }
}
