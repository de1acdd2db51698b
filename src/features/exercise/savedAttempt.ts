import { formatLine, type Grid } from '../../core/index.ts';
import type { ExerciseResult } from './exerciseResult.ts';
import { exerciseToText, type ExerciseSettings } from './exerciseParams.ts';
import { readResult } from './readResult.ts';
import type { ResultReplay } from './replayResult.ts';
import type { ExerciseRun } from './grading/index.ts';

/** Where the attempt outlives a reload: the tab's sessionStorage on the page, so it never reaches another learner's tab. */
export interface AttemptStore {
  get(): string | null;
  set(text: string): void;
}

const KEY = 'stepdoku-exercise-attempt';

export function sessionAttemptStore(): AttemptStore {
  // Storage can be refused (a privacy mode, a full quota): the attempt then lives as long as the page.
  return {
    get: () => {
      try {
        return sessionStorage.getItem(KEY);
      } catch {
        return null;
      }
    },
    set: (text) => {
      try {
        sessionStorage.setItem(KEY, text);
      } catch {
        // nothing kept
      }
    },
  };
}

export function saveAttempt(store: AttemptStore, settings: ExerciseSettings, result: ExerciseResult): void {
  store.set(JSON.stringify({ exercise: exerciseToText(settings), result }));
}

export function forgetAttempt(store: AttemptStore): void {
  store.set('null');
}

/** The attempt kept for these settings, checked as a result file is; null when there is none that fits. */
export function savedAttempt(store: AttemptStore, settings: ExerciseSettings): ExerciseResult | null {
  try {
    const saved = JSON.parse(store.get() ?? 'null') as { exercise?: unknown; result?: unknown } | null;
    if (saved?.exercise !== exerciseToText(settings)) return null;
    const read = readResult(saved.result);
    return 'result' in read ? read.result : null;
  } catch {
    return null;
  }
}

/** Whether a kept attempt is one on this puzzle, with these rules, mode and steps: the replay checks the rest. */
export function keptFits(kept: ExerciseResult, run: ExerciseRun, puzzle: Grid): boolean {
  return (
    kept.puzzle === formatLine(puzzle) &&
    kept.algorithm === run.rules.algo &&
    kept.variableOrder === run.rules.chooses &&
    kept.mode === run.mode &&
    kept.steps === run.steps
  );
}

/** Waits for the model's events before a kept attempt is given up: two minutes at the page's pace. */
export const RESUME_WAITS = 2400;

/** Makes a kept attempt's moves again as the model's events arrive; true once all are made and they fit. */
export async function resumeAttempt(
  replay: ResultReplay,
  current: () => boolean,
  wait: () => Promise<void>,
): Promise<boolean> {
  for (let waits = 0; waits < RESUME_WAITS; waits++) {
    // Waits first, so the reader that made the attempt has finished before its moves change it.
    await wait();
    if (!current()) return false;
    const outcome = replay.advance();
    if (outcome !== 'pending') return outcome === 'done';
  }
  return false;
}
