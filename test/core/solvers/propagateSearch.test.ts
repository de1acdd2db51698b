import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  applyEvent,
  isSolved,
  pack,
  solveBatches,
  type Grid,
  type SolverEvent,
} from '../../../src/core/index.ts';
import { fixtureGrids } from '../../helpers/fixtures.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { collectEvents, StreamDigest } from '../../helpers/runs.ts';
import { propagateReference } from '../../reference/propagateReference.ts';
import { boardCandidates, popcount, unitCells } from './boardCandidates.ts';

const TOP95 = fixtureGrids('norvig_top95.txt').slice(0, 12);
const SIXTEEN = fixtureGrids('generated_16x16.txt')[0];

/** Replays a run, calling `visit` with the board as it stands before each event. */
function walk(grid: Grid, events: SolverEvent[], visit: (e: SolverEvent, board: Uint8Array, i: number) => void): void {
  const board = grid.cells.slice();
  events.forEach((e, i) => {
    visit(e, board, i);
    applyEvent(board, e);
  });
}

describe('propagation + MRV', () => {
  it.each([...TOP95.map((g, i) => [`top95 #${i + 1}`, g] as const), ['16×16', SIXTEEN] as const])(
    '%s: every select is MRV over the candidates the board gives, with no single of either kind left on the board',
    (_, grid) => {
      const { events } = collectEvents(grid, 'propagate', { limit: 2 });
      const units = unitCells(grid);
      const size = grid.n * grid.n;
      let selects = 0;
      walk(grid, events, (e, board) => {
        if (e.type !== 'select') return;
        selects++;
        for (const u of units) {
          for (let d = 1; d <= size; d++) {
            if (u.some((c) => board[c] === d)) continue;
            const places = u.filter((c) => boardCandidates(grid.n, board, c) & (1 << (d - 1))).length;
            expect(places).toBeGreaterThanOrEqual(2); // no hidden single, no digit without a place
          }
        }
        let best = -1,
          bestCount = 99;
        for (let c = 0; c < board.length; c++) {
          if (board[c] !== 0) continue;
          const k = popcount(boardCandidates(grid.n, board, c));
          expect(k).toBeGreaterThanOrEqual(2);
          if (k < bestCount) [best, bestCount] = [c, k];
        }
        expect([e.cell, e.candidates]).toEqual([best, bestCount]);
      });
      expect(selects).toBeGreaterThan(0);
    },
  );

  it.each(TOP95.map((g, i) => [i + 1, g] as const))(
    'top95 #%i: between fills the search holds exactly the candidates the board gives (what the player derives)',
    (_, grid) => {
      const search = ALGORITHMS.propagate.search(grid, { limit: 2 });
      const buf = new Uint32Array(search.room + 7);
      let compared = 0;
      while (!search.done) {
        search.fill(buf);
        if (search.done) break; // a finished search has erased everything and keeps nothing up to date
        const snap = search.snapshot();
        const held = snap.stack[3];
        for (let c = 0; c < snap.cells.length; c++) {
          if (snap.cells[c] !== 0) continue;
          expect(held[c]).toBe(boardCandidates(grid.n, snap.cells, c));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('eliminates only candidates of empty cells, each one a digit a peer has just been given', () => {
    const grid = TOP95[0];
    const { events } = collectEvents(grid, 'propagate', { limit: 2 });
    let eliminations = 0;
    const held = new Map<number, number>(); // candidates as eliminations leave them, reset when a cell fills or empties
    walk(grid, events, (e, board) => {
      if (e.type === 'place' || e.type === 'assign' || e.type === 'backtrack') held.clear();
      if (e.type !== 'eliminate') return;
      eliminations++;
      expect(board[e.cell]).toBe(0);
      const before = held.get(e.cell) ?? boardCandidates(grid.n, board, e.cell) | (1 << (e.digit - 1));
      expect(before & (1 << (e.digit - 1))).not.toBe(0); // it was still a candidate
      expect(boardCandidates(grid.n, board, e.cell) & (1 << (e.digit - 1))).toBe(0); // a peer holds it now
      held.set(e.cell, before & ~(1 << (e.digit - 1)));
    });
    expect(eliminations).toBeGreaterThan(0);
  });

  it("assigns only forced digits: a cell's last candidate, or a digit's last place in a unit", () => {
    const grid = TOP95[1];
    const { events } = collectEvents(grid, 'propagate', { limit: 2 });
    const units = unitCells(grid);
    let assigns = 0;
    walk(grid, events, (e, board) => {
      if (e.type !== 'assign') return;
      assigns++;
      const bit = 1 << (e.digit - 1);
      const cands = boardCandidates(grid.n, board, e.cell);
      expect(cands & bit).not.toBe(0);
      const nakedSingle = cands === bit;
      const hiddenSingle = units.some(
        (u) =>
          u.includes(e.cell) &&
          u.filter((c) => boardCandidates(grid.n, board, c) & bit).length === 1 &&
          !u.some((c) => board[c] === e.digit),
      );
      expect(nakedSingle || hiddenSingle).toBe(true);
    });
    expect(assigns).toBeGreaterThan(0);
  });

  it('erases, after a failed guess, every digit written since it, most recent first, then the guess', () => {
    const grid = TOP95[0];
    const { events } = collectEvents(grid, 'propagate', { limit: 2 });
    const written: number[] = [];
    for (const e of events) {
      if (e.type === 'place' || e.type === 'assign') written.push(e.cell);
      if (e.type === 'backtrack') expect(e.cell).toBe(written.pop());
    }
    expect(written).toEqual([]);
  });

  it('solves a puzzle that propagation alone finishes with assigns and no placement', () => {
    const easy = fixtureGrids('pe96.txt')[0];
    const { events, result } = collectEvents(easy, 'propagate');
    expect(result.status).toBe('solved');
    expect(result.counts.placements).toBe(0);
    expect(result.counts.assigns).toBe(easy.cells.filter((d) => d === 0).length);
    expect(events.at(-1)).toEqual({ type: 'solution', index: 1 });
  });

  it('finds at the root that a puzzle has no solution and erases what it assigned', () => {
    // Row 1 needs a 4 in r1c1, but column 1 already has one.
    const { events, result } = collectEvents(gridFromLine('.123....4.......'), 'propagate', { limit: 0 });
    expect(result.status).toBe('no-solution');
    expect(result.counts.placements).toBe(0);
    expect(result.counts.backtracks).toBe(result.counts.assigns);
    expect(events.filter((e) => e.type === 'place')).toEqual([]);
  });

  it('solves the 16×16 fixture (its speed is in npm run bench)', () => {
    const result = ALGORITHMS.propagate.count(SIXTEEN, { limit: 2 });
    expect(result.counts.solutions).toBeGreaterThanOrEqual(1);
    expect(isSolved({ n: 4, cells: result.solutions[0] })).toBe(true);
  });
});

describe('propagation + MRV against a second implementation (test/reference/propagateReference.ts)', () => {
  const cases: [string, Grid, number | undefined][] = [
    ...['.3...1433..2...4', '..2...4.3..2..34', '................', '1...........2...', '.123....4.......'].map(
      (l) => [l, gridFromLine(l), undefined] as [string, Grid, undefined],
    ),
    ...fixtureGrids('pe96.txt')
      .slice(0, 6)
      .map((g, i) => [`PE96 #${i + 1}`, g, undefined] as [string, Grid, undefined]),
    ...TOP95.slice(0, 6).map((g, i) => [`top95 #${i + 1}`, g, undefined] as [string, Grid, undefined]),
    ...fixtureGrids('serg_benchmark_multisolution_first20.txt')
      .slice(0, 3)
      .map((g, i) => [`serg #${i + 1}, budget 200`, g, 200] as [string, Grid, number]),
    ...fixtureGrids('nonunique_or_unsolvable.txt').map(
      (g, i) => [`nonunique/unsolvable #${i + 1}, budget 500`, g, 500] as [string, Grid, number],
    ),
    ['16×16', SIXTEEN, 50],
  ];
  it.each(cases.flatMap(([name, grid, budget]) => [1, 2].map((limit) => [name, limit, grid, budget] as const)))(
    '%s, limit %i: the same events, counts, status and solutions',
    (_, limit, grid, budget) => {
      const expected = new StreamDigest();
      const ref = propagateReference(grid, { limit, budget }, (e) => expected.add(pack(e)));
      const digest = new StreamDigest();
      const gen = solveBatches(grid, 'propagate', { limit, budget, batchSize: 500 });
      let step = gen.next();
      for (; !step.done; step = gen.next()) digest.addAll(step.value);
      expect(digest.toString()).toBe(expected.toString());
      expect(step.value.counts).toEqual(ref.counts);
      expect(step.value.status).toBe(ref.status);
      expect(step.value.solutions).toEqual(ref.solutions);
    },
  );
});
