import type { ExerciseResult } from './exerciseResult.ts';
import { MOVE_FIELDS } from './readResult.ts';
import type { ResultProblem } from './resultProblem.ts';
import type { ExerciseRun, Move } from './grading/index.ts';

/**
 * A result's moves made again, one by one, on a fresh attempt at the same puzzle, algorithm, mode and steps: each must
 * meet the model's step at its event and get the verdict the file says, and the mistakes and the score must be the
 * ones the moves make. The model's events may still be coming: `advance` then says 'pending' and goes on when called
 * again.
 */
export class ResultReplay {
  #next = 0;

  constructor(
    private readonly result: ExerciseResult,
    /** The fresh attempt; after 'done' it holds the replayed moves. */
    readonly run: ExerciseRun,
  ) {}

  advance(): 'pending' | 'done' | ResultProblem {
    const { moves } = this.result;
    for (; this.#next < moves.length; this.#next++) {
      const { at, move, right } = moves[this.#next];
      const path = `moves[${this.#next}]`;
      const step = this.run.next();
      if (step === 'pending') return 'pending';
      if (step === 'end' || this.run.done) return { path, problem: 'after-the-end' };
      if (at !== step.at) return { path: `${path}.at`, problem: 'other-event', at, modelAt: step.at };
      const verdict = this.run.submit(move)!;
      if (verdict.right !== right) return { path, problem: 'other-verdict', said: right, replayed: verdict.right };
    }
    const problem = this.#mistakesProblem() ?? this.#scoreProblem();
    if (problem) return problem;
    if (this.result.shown) this.run.showMe();
    return 'done';
  }

  #mistakesProblem(): ResultProblem | null {
    const made = this.run.mistakes;
    const listed = this.result.mistakes;
    for (let i = 0; i < Math.min(made.length, listed.length); i++) {
      const a = made[i],
        b = listed[i];
      if (a.at !== b.at || !sameMove(a.move, b.move) || a.reason.code !== b.reason)
        return { path: `mistakes[${i}]`, problem: 'other-mistake', reason: a.reason.code, at: a.at };
    }
    if (made.length !== listed.length)
      return { path: 'mistakes', problem: 'other-mistake-count', listed: listed.length, made: made.length };
    return null;
  }

  #scoreProblem(): ResultProblem | null {
    const { right, graded } = this.result.score;
    if (right !== this.run.right)
      return { path: 'score.right', problem: 'other-right-count', said: right, made: this.run.right };
    if (graded !== this.run.graded)
      return { path: 'score.graded', problem: 'other-graded-count', said: graded, made: this.run.graded };
    return null;
  }
}

function sameMove(a: Move, b: Move): boolean {
  const x = a as unknown as Record<string, unknown>,
    y = b as unknown as Record<string, unknown>;
  const same = (f: string) =>
    Array.isArray(x[f]) && Array.isArray(y[f])
      ? x[f].length === y[f].length && x[f].every((v, i) => v === (y[f] as unknown[])[i])
      : x[f] === y[f];
  return a.kind === b.kind && MOVE_FIELDS[a.kind].every(same) && (a.kind !== 'prune' || same('digit'));
}
