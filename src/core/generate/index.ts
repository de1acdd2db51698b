/**
 * The puzzle generator: puzzles with exactly one solution, a requested number of givens, symmetry or grade,
 * reproducible from a seed (`createRng`; nothing here calls Math.random). docs/generator.md describes the methods, the
 * grades and the measurements behind them.
 */
export { createRng, randomPermutation, shuffle, type Rng } from './rng.ts';
export {
  countSolutions,
  countSolutionsOf,
  hasUniqueSolution,
  type CountOptions,
  type CountResult,
} from './countSolutions.ts';
export { randomFullGrid, type FullGrid } from './fullGrid.ts';
export { applyTransform, patternGrid, randomTransform, transformedFullGrid, type GridTransform } from './transform.ts';
export { mirroredLinePermutation, symmetricTransform } from './symmetricTransform.ts';
export { isSymmetry, mirrorCell, orbits, SYMMETRIES, type Symmetry } from './symmetry.ts';
export { digHoles, type DigOptions, type DugPuzzle } from './dig.ts';
export { addGivensUntilUnique, type AddedPuzzle } from './addGivens.ts';
export { logicLevel, solvedBySingles, type LogicLevel } from './logic.ts';
export {
  EXPERT_MRV_PLACEMENTS,
  EXPERT_NAIVE_PLACEMENTS,
  GRADES,
  gradeOf,
  gradesFor,
  isGrade,
  type Effort,
  type Grade,
} from './grade.ts';
export { ratePuzzle, type Rating } from './rate.ts';
export {
  FEWEST_GIVENS,
  GENERATE_METHODS,
  impossibleRule,
  requestSummary,
  resolveGenerateOptions,
  type GenerateMethod,
  type GenerateOptions,
  type GivensRange,
  type RatingRange,
} from './options.ts';
export { poolCandidates, poolVariant, transformRule, type PoolPuzzle, type PoolRequest } from './poolVariant.ts';
export { puzzlePool } from './puzzlePool.ts';
export { type FailureCause, type GenerateFailure, type ImpossibleRule, type RequestSummary } from './failure.ts';
export { generatePuzzle, type GenerateControl, type GenerateProgress, type GenerateResult } from './generatePuzzle.ts';
