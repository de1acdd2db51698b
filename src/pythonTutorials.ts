import type { AlgorithmId } from './core/index.ts';
import { type PythonCode, pythonCode } from './features/explain/pythonCode.ts';
import fcSource from './features/solver/api/templates/fc.py?raw';
import mrvSource from './features/solver/api/templates/mrv.py?raw';
import naiveSource from './features/solver/api/templates/naive.py?raw';

/*
 * Explain's Python view shows the learner's templates themselves, in the ascending order; none where the
 * harness's events cannot say what an algorithm does (propagation's eliminations, Dancing Links' choice).
 */
export const PYTHON: Partial<Record<AlgorithmId, PythonCode>> = {
  naive: pythonCode(naiveSource),
  mrv: pythonCode(mrvSource),
  fc: pythonCode(fcSource),
};
