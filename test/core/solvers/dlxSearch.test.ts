import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  applyEvent,
  isSolved,
  pack,
  solveBatches,
  type Grid,
  type SelectConstraint,
} from '../../../src/core/index.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { collectEvents, StreamDigest } from '../../helpers/runs.ts';
import { dlxReference } from '../../reference/dlxReference.ts';
import { boardCandidates, popcount, unitCells } from './boardCandidates.ts';

const TOP95 = fixtureGrids('norvig_top95.txt').slice(0, 8);
const SIXTEEN = fixtureGrids('generated_16x16.txt')[0];
const KINDS = ['cell', 'row', 'column', 'box'] as const;

/**
 * Every open constraint of the exact-cover formulation, in the matrix's column order, with how many
 * choices (cell, digit) still meet it, computed from the board alone.
 */
function openConstraints(
  grid: Grid,
  board: Uint8Array,
): { constraint: SelectConstraint; cell: number; rows: number }[] {
  const size = grid.n * grid.n;
  const out: { constraint: SelectConstraint; cell: number; rows: number }[] = [];
  for (let c = 0; c < board.length; c++) {
    if (board[c] === 0)
      out.push({ constraint: { kind: 'cell', index: c }, cell: c, rows: popcount(boardCandidates(grid.n, board, c)) });
  }
  const units = unitCells(grid);
  for (let kind = 1; kind <= 3; kind++) {
    for (let index = 0; index < size; index++) {
      const cells = units[(kind - 1) * size + index];
      for (let d = 1; d <= size; d++) {
        if (cells.some((c) => board[c] === d)) continue;
        const rows = cells.filter((c) => boardCandidates(grid.n, board, c) & (1 << (d - 1))).length;
        out.push({ constraint: { kind: KINDS[kind], index, digit: d }, cell: cells[0], rows });
      }
    }
  }
  return out;
}

describe('Dancing Links', () => {
  it.each([...TOP95.map((g, i) => [`top95 #${i + 1}`, g] as const), ['16×16', SIXTEEN] as const])(
    '%s: every select names the open constraint with the fewest choices, the first in column order on ties',
    (_, grid) => {
      const { events } = collectEvents(grid, 'dlx', { limit: 2 });
      const board = grid.cells.slice();
      let selects = 0;
      for (const e of events) {
        if (e.type === 'select') {
          selects++;
          const open = openConstraints(grid, board);
          const fewest = Math.min(...open.map((o) => o.rows));
          const first = open.find((o) => o.rows === fewest)!;
          expect(e).toEqual({ type: 'select', cell: first.cell, candidates: fewest, constraint: first.constraint });
        }
        applyEvent(board, e);
      }
      expect(selects).toBeGreaterThan(0);
    },
  );

  it("tries the chosen constraint's choices in order, one place each, and erases one with one backtrack", () => {
    const grid = TOP95[0];
    const { events } = collectEvents(grid, 'dlx', { limit: 2 });
    const placed: number[] = [];
    const board = grid.cells.slice();
    for (let i = 0; i < events.length; i++) {
      const e = events[i];
      if (e.type === 'place') {
        expect(boardCandidates(grid.n, board, e.cell) & (1 << (e.digit - 1))).not.toBe(0);
        expect(e.depth).toBe(placed.length + 1);
        placed.push(e.cell);
      }
      if (e.type === 'backtrack') expect(e.cell).toBe(placed.pop());
      applyEvent(board, e);
    }
    expect(placed).toEqual([]);
  });

  it('counts a place as a guess when the column still had rows to try', () => {
    const { events, result } = collectEvents(TOP95[0], 'dlx', { limit: 2 });
    // Rows left untried in the column chosen at each depth: a place at depth p takes one from p - 1.
    const left: number[] = [];
    let guesses = 0,
      onBoard = 0;
    for (const e of events) {
      if (e.type === 'select') left[onBoard] = e.candidates;
      if (e.type === 'place' && --left[e.depth - 1] > 0) guesses++;
      if (e.type === 'place') onBoard++;
      if (e.type === 'backtrack') onBoard--;
    }
    expect(guesses).toBeGreaterThan(0);
    expect(result.counts.guesses).toBe(guesses);
  });

  it('solves the 16×16 fixture (its speed is in npm run bench)', () => {
    const result = ALGORITHMS.dlx.count(SIXTEEN, { limit: 2 });
    expect(isSolved({ n: 4, cells: result.solutions[0] })).toBe(true);
  });
});

describe('Dancing Links against a second implementation (test/reference/dlxReference.ts)', () => {
  const cases: [string, Grid, number | undefined][] = [
    ...['.3...1433..2...4', '..2...4.3..2..34', '................', '1...........2...'].map(
      (l) => [l, gridFromLine(l), undefined] as [string, Grid, undefined],
    ),
    ...fixtureGrids('pe96.txt')
      .slice(0, 6)
      .map((g, i) => [`PE96 #${i + 1}`, g, undefined] as [string, Grid, undefined]),
    ...TOP95.slice(0, 3).map((g, i) => [`top95 #${i + 1}, budget 300`, g, 300] as [string, Grid, number]),
    ...fixtureGrids('serg_benchmark_multisolution_first20.txt')
      .slice(0, 3)
      .map((g, i) => [`serg #${i + 1}`, g, 3000] as [string, Grid, number]),
    ...fixtureGrids('nonunique_or_unsolvable.txt').map(
      (g, i) => [`nonunique/unsolvable #${i + 1}`, g, 3000] as [string, Grid, number],
    ),
  ];
  it.each(cases.flatMap(([name, grid, budget]) => [1, 2].map((limit) => [name, limit, grid, budget] as const)))(
    '%s, limit %i: the same events, counts, status and solutions',
    (_, limit, grid, budget) => {
      const expected = new StreamDigest();
      const ref = dlxReference(grid, { limit, budget }, (e) => expected.add(pack(e)));
      const digest = new StreamDigest();
      const gen = solveBatches(grid, 'dlx', { limit, budget, batchSize: 500 });
      let step = gen.next();
      for (; !step.done; step = gen.next()) digest.addAll(step.value);
      expect(digest.toString()).toBe(expected.toString());
      expect(step.value.counts).toEqual(ref.counts);
      expect(step.value.status).toBe(ref.status);
      expect(step.value.solutions).toEqual(ref.solutions);
    },
  );
});
