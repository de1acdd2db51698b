import { formatLine, type AlgorithmId, type Grid } from '../../../src/core/index.ts';
import type { VariableOrder } from '../../../src/core/solvers/options.ts';
import { ExerciseRun, rightMove, rulesOf, type Step } from '../../../src/features/exercise/grading/index.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { modelRun } from './modelRun.ts';

export interface Plan {
  grid: Grid;
  /** Each step, the board after it as one line, and the event the learner then stands at. */
  steps: { step: Step; board: string; position: number }[];
  total: number;
  finalBoard: string;
}

/** The model's steps as the exercise grades them, from the engine's stream. */
export function plan(puzzle: string, algo: AlgorithmId, variableOrder?: VariableOrder): Plan {
  const grid = gridFromLine(puzzle);
  const model = modelRun(grid, algo, variableOrder ? { variableOrder } : {});
  const run = new ExerciseRun(model, grid, rulesOf(algo, variableOrder)!, 'undo', Infinity);
  const steps: Plan['steps'] = [];
  for (let s = run.next(); typeof s !== 'string'; s = run.next()) {
    run.submit(rightMove(s));
    steps.push({ step: s, board: formatLine({ n: grid.n, cells: run.cells }), position: run.position });
  }
  return { grid, steps, total: model.total, finalBoard: formatLine({ n: grid.n, cells: run.cells }) };
}
