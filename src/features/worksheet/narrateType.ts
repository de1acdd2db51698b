import type { AlgorithmId, BoxSize, SolverEvent, VariableOrder } from '../../core/index.ts';

/** Explain's one sentence for an event, which the page hands the worksheet (a feature never imports another). */
export type Narrate = (
  e: SolverEvent | null,
  n: BoxSize,
  algo: AlgorithmId,
  before: (k: number) => SolverEvent | undefined,
  variableOrder?: VariableOrder,
) => string;
