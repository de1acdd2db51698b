/** `fix`: a wrong move is answered with the right one and the exercise goes on; `undo`: the learner tries again. */
export type GradingMode = 'fix' | 'undo';
export const GRADING_MODES: readonly GradingMode[] = ['undo', 'fix'];
