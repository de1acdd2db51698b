import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  isSolved,
  pack,
  solveBatches,
  type AlgorithmId,
  type BoxSize,
  type Grid,
} from '../../src/core/index.ts';
import { referenceSolve } from '../reference/referenceSolver.ts';
import { lineFromCells } from '../helpers/gridText.ts';
import { StreamDigest } from '../helpers/runs.ts';
import { puzzleArb, validGridArb } from '../helpers/validGrids.ts';

const keepsGivens = (puzzle: Grid, solution: Uint8Array) => puzzle.cells.every((d, c) => d === 0 || solution[c] === d);

describe('the puzzle-making helper', () => {
  it.each([2, 3, 4] as const)('makes valid full %i-box grids', (n) => {
    fc.assert(
      fc.property(validGridArb(n), (g) => isSolved(g)),
      { numRuns: 50 },
    );
  });
});

// Random blanks in a full grid leave a puzzle that always has a solution (the grid), often several.
const SOLVABLE: { n: BoxSize; algo: AlgorithmId; maxBlanks: number; runs: number }[] = [
  { n: 2, algo: 'naive', maxBlanks: 16, runs: 200 },
  { n: 2, algo: 'mrv', maxBlanks: 16, runs: 200 },
  { n: 3, algo: 'naive', maxBlanks: 45, runs: 100 },
  { n: 3, algo: 'mrv', maxBlanks: 55, runs: 100 },
  { n: 4, algo: 'mrv', maxBlanks: 90, runs: 15 },
];

describe.each(SOLVABLE)(
  '$algo on $n-box puzzles made by blanking up to $maxBlanks cells',
  ({ n, algo, maxBlanks, runs }) => {
    it('solves them, keeping the givens, with a valid grid', () => {
      fc.assert(
        fc.property(puzzleArb(n, 0, maxBlanks), ({ puzzle }) => {
          const result = ALGORITHMS[algo].count(puzzle);
          expect(result.status).toBe('solved');
          const s = result.solutions[0];
          expect(isSolved({ n, cells: s })).toBe(true);
          expect(keepsGivens(puzzle, s)).toBe(true);
        }),
        { numRuns: runs },
      );
    });
  },
);

describe('naive and MRV', () => {
  it.each([
    [2, 16, 100],
    [3, 30, 60],
  ] as const)(
    'find the same set of solutions with limit 0 on %i-box puzzles with up to %i blanks',
    (n, maxBlanks, runs) => {
      fc.assert(
        fc.property(puzzleArb(n, 0, maxBlanks), ({ puzzle, solution }) => {
          const sets = (['naive', 'mrv'] as const).map((algo) => {
            const result = ALGORITHMS[algo].count(puzzle, { limit: 0, maxStoredSolutions: 10_000 });
            expect(result.solutions).toHaveLength(result.counts.solutions);
            return result.solutions.map(lineFromCells).sort();
          });
          expect(sets[1]).toEqual(sets[0]);
          expect(sets[0]).toContain(lineFromCells(solution.cells));
        }),
        { numRuns: runs },
      );
    },
  );
});

describe('the engine and the reference implementation', () => {
  // Any 4×4 board at all, givens clashing or not: the two must still tell the same story.
  const anyBoard = fc
    .array(
      fc.oneof({ weight: 3, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 4 }) }),
      {
        minLength: 16,
        maxLength: 16,
      },
    )
    .map((cells): Grid => ({ n: 2, cells: Uint8Array.from(cells) }));

  it.each(['naive', 'mrv'] as const)('emit the same %s events on arbitrary 4×4 boards, for every limit', (algo) => {
    fc.assert(
      fc.property(anyBoard, fc.constantFrom(0, 1, 2, 3), (grid, limit) => {
        const expected = new StreamDigest();
        const ref = referenceSolve(grid, algo, { limit }, (e) => expected.add(pack(e)));
        const actual = new StreamDigest();
        const gen = solveBatches(grid, algo, { limit, maxStoredSolutions: 1000, batchSize: 7 });
        let step = gen.next();
        for (; !step.done; step = gen.next()) actual.addAll(step.value);
        expect(actual.toString()).toBe(expected.toString());
        expect(step.value.status).toBe(ref.status);
        expect(step.value.counts).toEqual(ref.counts);
        expect(step.value.solutions).toEqual(ref.solutions);
      }),
      { numRuns: 300 },
    );
  });
});
