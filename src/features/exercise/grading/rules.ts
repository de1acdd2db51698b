import type { AlgorithmId } from '../../../core/index.ts';
import type { VariableOrder } from '../../../core/solvers/options.ts';

/** The algorithms a learner can be: naive backtracking, MRV, forward checking, MAC and logic. */
export const EXERCISE_ALGOS = ['naive', 'mrv', 'fc', 'mac', 'logic'] as const;
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
  // Logic's guesses take MRV's cell over its pencil marks by themselves: the learner makes the steps, not the guess.
  if (algo === 'naive' || algo === 'logic') return { algo, chooses: 'first' };
  if (algo === 'mrv') return { algo, chooses: variableOrder === 'degree' ? 'degree' : 'mrv' };
  return { algo, chooses: variableOrder ?? 'first' };
}

/** Whether the learner picks the cell: fc and MAC in their default order take the first empty cell themselves. */
export const choosesCell = (r: ExerciseRules): boolean => r.chooses !== 'first';
