import { POOL_9X9 } from './pool.ts';
import type { PoolPuzzle } from './poolVariant.ts';

/* The transform method's stored puzzles in a module of their own, so that the app's generator worker, which never transforms, does not ship them. */

let parsed: PoolPuzzle[] | undefined;

export function puzzlePool(): readonly PoolPuzzle[] {
  parsed ??= POOL_9X9.map(([puzzle, solution, grade, symmetry, minimal]) => {
    const cells = Uint8Array.from(puzzle, (ch) => (ch === '.' ? 0 : Number(ch)));
    return {
      puzzle: { n: 3, cells },
      solution: { n: 3, cells: Uint8Array.from(solution, Number) },
      givens: cells.filter((d) => d !== 0).length,
      grade,
      symmetry,
      minimal,
    };
  });
  return parsed;
}
