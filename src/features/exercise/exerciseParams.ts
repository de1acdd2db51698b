import type { FeatureParam } from '../../run/link/featureParams.ts';
import { GRADING_MODES, type GradingMode } from './grading/gradingMode.ts';

// An assignment in the link (`ex=undo.20.9.1-50`): the page opens straight into the exercise (docs/links.md).

export interface ExerciseSettings {
  mode: GradingMode;
  /** Steps graded in one attempt. */
  steps: number;
  /** Each attempt's puzzle is generated at this side from a seed drawn in `seeds`; absent: the link's own puzzle. */
  puzzles?: { side: 4 | 9; from: number; to: number };
}

export const MAX_STEPS = 999;
export const MAX_SEED = 999_999;

export function exerciseToText(s: ExerciseSettings): string {
  const base = `${s.mode}.${s.steps}`;
  return s.puzzles ? `${base}.${s.puzzles.side}.${s.puzzles.from}-${s.puzzles.to}` : base;
}

export function exerciseFromText(text: string): ExerciseSettings | null {
  const m = /^(undo|fix)\.(\d{1,3})(?:\.(4|9)\.(\d{1,6})-(\d{1,6}))?$/.exec(text);
  if (!m || !(GRADING_MODES as readonly string[]).includes(m[1])) return null;
  const steps = Number(m[2]);
  if (steps < 1 || steps > MAX_STEPS) return null;
  const settings: ExerciseSettings = { mode: m[1] as GradingMode, steps };
  if (m[3] === undefined) return settings;
  const from = Number(m[4]),
    to = Number(m[5]);
  if (from > to) return null;
  return { ...settings, puzzles: { side: Number(m[3]) as 4 | 9, from, to } };
}

declare module '../../run/link/featureParams.ts' {
  interface FeatureLinkValues {
    exercise?: ExerciseSettings;
  }
}

export const EXERCISE: FeatureParam & { field: 'exercise' } = {
  key: 'ex',
  views: ['player'],
  field: 'exercise',
  read: exerciseFromText,
  write: exerciseToText,
};

export const EXERCISE_PARAMS = [EXERCISE];
