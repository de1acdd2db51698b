/**
 * The puzzle generator: puzzles with exactly one solution, a requested number of givens, symmetry or
 * grade, reproducible from a seed. Pure TypeScript like the rest of the engine, so it runs unchanged
 * in a worker:
 *
 *   const r = generatePuzzle({ n: 3, givens: { min: 24, max: 30 }, grade: 'medium' }, createRng('seed 1'),
 *     { shouldStop: () => cancelled, onProgress: (p) => post(p) });
 *   if (r.ok) show(r.puzzle, r.solution, r.rating); else tell(failureText(r));  // r.cause: impossible | budget | cancelled
 *   // r.rating is made when first read, unless the grade check already made it (rating costs 0.4-20 ms).
 *
 * - `createRng(seed)` (rng.ts): every random choice comes from it; the same seed and options give the
 *   same puzzle. Nothing here calls Math.random.
 * - `generatePuzzle(options, rng, control?)` (generatePuzzle.ts): tries fresh full grids until one
 *   gives a puzzle that meets `options` (options.ts), within `maxAttempts` and `timeLimitMs` by
 *   `control.now`; `control.shouldStop` is asked before every attempt (each takes milliseconds on 9×9).
 *   Requests that can never be met (12 givens on 9×9) fail at once with cause `impossible`.
 * - Building blocks, usable alone: full grids (`randomFullGrid`: random seeds then solve;
 *   `transformedFullGrid` / `applyTransform`: validity-preserving transformations), `digHoles`,
 *   `addGivensUntilUnique`, `poolVariant` (a stored puzzle transformed, for `method: 'transform'`),
 *   the fast counter `countSolutions` (limit 2 = uniqueness), `logicLevel`
 *   (singles), `ratePuzzle` and the grade thresholds (grade.ts).
 * docs/generator.md describes the methods, the grades and the measurements behind them.
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
  impossibleReason,
  impossibleRule,
  requestSummary,
  resolveGenerateOptions,
  type GenerateMethod,
  type GenerateOptions,
  type GivensRange,
} from './options.ts';
export { poolCandidates, poolVariant, transformRule, type PoolPuzzle, type PoolRequest } from './poolVariant.ts';
export { puzzlePool } from './puzzlePool.ts';
export {
  failureText,
  rangeText,
  requestText,
  ruleText,
  type FailureCause,
  type GenerateFailure,
  type ImpossibleRule,
  type RequestSummary,
} from './failure.ts';
export { generatePuzzle, type GenerateControl, type GenerateProgress, type GenerateResult } from './generatePuzzle.ts';
