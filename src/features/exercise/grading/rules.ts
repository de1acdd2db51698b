import type { AlgorithmId } from '../../../core/index.ts';
import type { VariableOrder } from '../../../core/solvers/options.ts';

/** The algorithms a learner can be: naive backtracking, MRV and forward checking. */
export const EXERCISE_ALGOS = ['naive', 'mrv', 'fc'] as const;
export type ExerciseAlgo = (typeof EXERCISE_ALGOS)[number];

/** What the learner carries out: the algorithm, and how it chooses its cell (naive always takes the first empty one). */
export interface ExerciseRules {
  readonly algo: ExerciseAlgo;
  readonly chooses: VariableOrder;
}

export const isExerciseAlgo = (algo: AlgorithmId): algo is ExerciseAlgo =>
  (EXERCISE_ALGOS as readonly string[]).includes(algo);

/** The rules of a board's run, or null when the exercise cannot be that algorithm. */
export function rulesOf(algo: AlgorithmId, variableOrder?: VariableOrder): ExerciseRules | null {
  if (!isExerciseAlgo(algo)) return null;
  if (algo === 'naive') return { algo, chooses: 'first' };
  if (algo === 'mrv') return { algo, chooses: variableOrder === 'degree' ? 'degree' : 'mrv' };
  return { algo, chooses: variableOrder ?? 'first' };
}

/** Whether the learner picks the cell: forward checking in its default order takes the first empty cell itself. */
export const choosesCell = (r: ExerciseRules): boolean => r.chooses !== 'first';
