import { countBySearch } from '../count/countBySearch.ts';
import type { BoxSize } from '../geometry.ts';
import { findClashes, type Grid } from '../grid.ts';
import { candidateGrid } from './candidateGrid.ts';
import { nextStep } from './solveLogically.ts';
import type { Step } from './step.ts';
import { dlxSearch } from '../solvers/dlxSearch.ts';

/** What a hint can say about a board: its easiest step, or why there is none. */
export type Hint =
  | { readonly kind: 'step'; readonly step: Step }
  /** Placed digits that differ from the puzzle's one solution, in reading order. */
  | { readonly kind: 'wrong'; readonly cells: readonly number[] }
  /** The board has no solution and the givens have no single one to compare with; clashing cells, if any. */
  | { readonly kind: 'no-solution'; readonly cells: readonly number[] }
  | { readonly kind: 'solved' }
  /** No technique of the ladder applies: the next step is a guess. */
  | { readonly kind: 'stuck' };

const dlxCount = countBySearch(dlxSearch);
let lastSolution: { key: string; solution: Uint8Array | null } | null = null;

/** The givens' one solution, or null when they have none or several; the last answer is kept, as a run asks again and again. */
export function uniqueSolution(givens: Grid): Uint8Array | null {
  const key = `${givens.n}:${givens.cells.join(',')}`;
  if (lastSolution?.key === key) return lastSolution.solution;
  const result = findClashes(givens).length > 0 ? null : dlxCount(givens, { limit: 2, maxStoredSolutions: 1 });
  const solution = result?.counts.solutions === 1 ? result.solutions[0] : null;
  lastSolution = { key, solution };
  return solution;
}

/** The hint for `board` (the givens and what was placed on them), judged against the givens' solution. */
export function hintFor(givens: Grid, board: Uint8Array): Hint {
  const solution = uniqueSolution(givens);
  const grid: Grid = { n: givens.n, cells: board };
  if (solution) {
    const wrong: number[] = [];
    for (let c = 0; c < board.length; c++) if (board[c] !== 0 && board[c] !== solution[c]) wrong.push(c);
    if (wrong.length > 0) return { kind: 'wrong', cells: wrong };
  } else {
    const clashes = findClashes(grid);
    if (clashes.length > 0)
      return { kind: 'no-solution', cells: [...new Set(clashes.flatMap((k) => [k.a, k.b]))].sort((a, b) => a - b) };
    if (dlxCount(grid, { limit: 1, maxStoredSolutions: 0 }).counts.solutions === 0)
      return { kind: 'no-solution', cells: [] };
  }
  if (board.every((d) => d !== 0)) return { kind: 'solved' };
  const step = nextStep(candidateGrid(grid));
  return step ? { kind: 'step', step } : { kind: 'stuck' };
}

/** The givens a board still holds: a person may clear or change one in the editor, or start another board. */
export function keptGivens(givens: Grid, board: Uint8Array): Grid {
  const n = Math.round(Math.sqrt(Math.sqrt(board.length))) as BoxSize;
  if (givens.cells.length !== board.length) return { n, cells: new Uint8Array(board.length) };
  return { n, cells: givens.cells.map((d, c) => (d !== 0 && board[c] === d ? d : 0)) };
}
