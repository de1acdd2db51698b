import type { Grid } from '../grid.ts';
import type { Grade } from './grade.ts';
import { type GivensRange, rangeText, type ResolvedGenerateOptions } from './options.ts';
import { POOL_9X9 } from './pool.ts';
import type { Rng } from './rng.ts';
import { applyTransform, randomTransform } from './transform.ts';

/**
 * The classic shortcut (sudoku-gen and many puzzle apps work this way): take a stored puzzle and give
 * it a random validity-preserving transformation (transform.ts). No search at all, so it takes
 * microseconds; but every result is isomorphic to one of the pool's puzzles (pool.ts, 32 per grade).
 * What a transformation keeps: the number of solutions (so uniqueness), minimality, and what singles
 * can solve (the logic grade). It does not keep the naive and MRV placement counts, which depend on
 * cell order, so an expert entry can rate hard after a transformation: generatePuzzle rates every
 * variant and tries again when the grade moved.
 */
export interface PoolPuzzle {
  puzzle: Grid;
  solution: Grid;
  givens: number;
  grade: Grade;
  minimal: boolean;
}

let parsed: PoolPuzzle[] | undefined;

/** The pool as grids, parsed once. */
export function puzzlePool(): readonly PoolPuzzle[] {
  parsed ??= POOL_9X9.map(([puzzle, solution, grade, minimal]) => {
    const cells = Uint8Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch)));
    return { puzzle: { n: 3, cells }, solution: { n: 3, cells: Uint8Array.from(solution, Number) }, givens: cells.filter((d) => d !== 0).length, grade, minimal };
  });
  return parsed;
}

/** The pool's puzzles that meet a request: its grade, givens range and minimality. */
export function poolCandidates(o: { grade?: Grade; givens: GivensRange; minimal: boolean }): PoolPuzzle[] {
  return puzzlePool().filter((p) => (!o.grade || p.grade === o.grade) && p.givens >= o.givens.min && p.givens <= o.givens.max && (!o.minimal || p.minimal));
}

/** One random pool puzzle among `candidates`, randomly transformed (puzzle and solution alike). */
export function poolVariant(candidates: readonly PoolPuzzle[], rng: Rng): { puzzle: Grid; solution: Grid; givens: number } {
  const p = candidates[rng.int(candidates.length)];
  const t = randomTransform(3, rng);
  return { puzzle: applyTransform(p.puzzle, t), solution: applyTransform(p.solution, t), givens: p.givens };
}

/** Why `method: 'transform'` cannot serve this request, or null when the pool has candidates. */
export function transformRefusal(o: ResolvedGenerateOptions): string | null {
  const how = 'the transform method only relabels and permutes its stored puzzles';
  if (o.n !== 3) return `${how}, and it stores 9×9 puzzles only; use --method dig for ${o.n * o.n}×${o.n * o.n}`;
  // Row, column and band shuffles move givens off a symmetric pattern, and the pool's puzzles have none to keep.
  if (o.symmetry !== 'none') return `${how}, whose givens follow no symmetry; use --method dig for ${o.symmetry} symmetry`;
  if (poolCandidates(o).length > 0) return null;
  const ofGrade = puzzlePool().filter((p) => !o.grade || p.grade === o.grade).map((p) => p.givens);
  const wanted = [o.ranged ? rangeText(o.givens) : '', o.grade ?? '', o.minimal ? 'minimal' : ''].filter(Boolean).join(', ');
  const which = o.grade ? `${o.grade} puzzles` : 'puzzles';
  return `${how}, and none of them is ${wanted} (its ${which} have ${Math.min(...ofGrade)}–${Math.max(...ofGrade)} givens); use --method dig`;
}
