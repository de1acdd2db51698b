import type { Grid } from '../grid.ts';
import type { Grade } from './grade.ts';
import type { ImpossibleRule } from './failure.ts';
import { type GivensRange, requestSummary, type ResolvedGenerateOptions } from './options.ts';
import type { Rng } from './rng.ts';
import { symmetricTransform } from './symmetricTransform.ts';
import type { Symmetry } from './symmetry.ts';
import { applyTransform } from './transform.ts';

/**
 * The classic shortcut (as sudoku-gen does): a stored puzzle under a random validity-preserving transformation, in
 * microseconds but always isomorphic to a pool puzzle. It keeps uniqueness, minimality and the logic grade but not
 * placement counts, so generatePuzzle rates every variant.
 */
export interface PoolPuzzle {
  puzzle: Grid;
  solution: Grid;
  givens: number;
  grade: Grade;
  symmetry: Symmetry;
  /** No orbit of its symmetry can go without losing uniqueness. */
  minimal: boolean;
}

export interface PoolRequest {
  grade?: Grade;
  givens: GivensRange;
  minimal: boolean;
  symmetry: Symmetry;
}

/** The pool's puzzles that meet a request: its symmetry, grade, givens range and minimality. */
export function poolCandidates(pool: readonly PoolPuzzle[], o: PoolRequest): PoolPuzzle[] {
  return pool.filter(
    (p) =>
      p.symmetry === o.symmetry &&
      (!o.grade || p.grade === o.grade) &&
      p.givens >= o.givens.min &&
      p.givens <= o.givens.max &&
      (!o.minimal || p.minimal),
  );
}

/** One random candidate, transformed (puzzle and solution alike) so that its symmetry stays. */
export function poolVariant(
  candidates: readonly PoolPuzzle[],
  rng: Rng,
): { puzzle: Grid; solution: Grid; givens: number } {
  const p = candidates[rng.int(candidates.length)];
  const t = symmetricTransform(3, p.symmetry, rng);
  return { puzzle: applyTransform(p.puzzle, t), solution: applyTransform(p.solution, t), givens: p.givens };
}

/** Why `method: 'transform'` cannot serve this request, or null. */
export function transformRule(
  o: ResolvedGenerateOptions,
  pool: readonly PoolPuzzle[] | undefined,
): ImpossibleRule | null {
  if (o.n !== 3) return { rule: 'transform_size', n: o.n };
  if (!pool) return { rule: 'transform_no_pool' };
  if (poolCandidates(pool, o).length > 0) return null;
  const like = pool.filter((p) => p.symmetry === o.symmetry && (!o.grade || p.grade === o.grade)).map((p) => p.givens);
  return { rule: 'transform_none', request: requestSummary(o), lowest: Math.min(...like), highest: Math.max(...like) };
}
