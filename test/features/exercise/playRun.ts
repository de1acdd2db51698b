import { expect } from 'vitest';
import { ExerciseRun, rightMove, type Move, type Step } from '../../../src/features/exercise/grading/index.ts';

/** Makes every step right until the attempt ends; the steps made. */
export function playRight(run: ExerciseRun): Step[] {
  const seen: Step[] = [];
  for (let s = run.next(); typeof s !== 'string' && !run.done; s = run.next()) {
    seen.push(s);
    expect(run.submit(rightMove(s))).toEqual({ right: true });
  }
  return seen;
}

/** Makes steps right up to the first that `pick` takes and `move` has a move for, then that move; its verdict. */
export function mistakeAt(
  run: ExerciseRun,
  pick: (s: Step) => boolean,
  move: (s: Step, r: ExerciseRun) => Move | null,
) {
  for (let s = run.next(); typeof s !== 'string'; s = run.next()) {
    const m = pick(s) ? move(s, run) : null;
    if (m) return { step: s, verdict: run.submit(m)! };
    run.submit(rightMove(s));
  }
  throw new Error('no such step');
}
