import type { Grid } from '../grid.ts';
import type { Grade } from './grade.ts';
import type { ImpossibleRule } from './failure.ts';
import { type GivensRange, requestSummary, type ResolvedGenerateOptions } from './options.ts';
import type { Rng } from './rng.ts';
import { symmetricTransform } from './symmetricTransform.ts';
import type { Symmetry } from './symmetry.ts';
import { applyTransform } from './transform.ts';

/**
 * The classic shortcut: a stored puzzle under a random validity-preserving transformation, always isomorphic to a pool
 * puzzle; it keeps uniqueness, minimality and the logic grade, not placement counts, so variants are rated again.
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

/** Transformed alike in puzzle and solution, keeping its symmetry. */
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
