import { describe, expect, it } from 'vitest';
import {
  ALGORITHMS,
  applyEvent,
  applyPacked,
  revertEvent,
  revertPacked,
  pack,
  K_BACKTRACK,
  K_ASSIGN,
  K_PLACE,
  type AlgorithmId,
} from '../../../src/lib/engine/index.ts';
import { collectEvents } from '../../helpers/runs.ts';
import {
  ALL_ALGOS,
  emptyBoards,
  fourByFour,
  LIMITS,
  optionsOf,
  pe96,
  sixteen,
  top95,
  type Case,
} from '../../helpers/puzzleSets.ts';

// PE96 under a budget too: applying and reverting holds for any stream, cut or whole (whole PE96
// streams are compared with the reference solver in reference.test.ts).
const CASES: Case[] = [
  ...pe96().map((c) => ({ ...c, budget: 20_000 })),
  ...top95(20, 5000),
  ...fourByFour(),
  ...sixteen(),
  ...emptyBoards(),
];

/**
 * Runs a search to its end, replaying each batch onto a copy of the givens as it comes and keeping
 * the whole stream for the way back. Returns what the test compares.
 */
function replayRun(c: Case, algo: AlgorithmId, limit: number) {
  const search = ALGORITHMS[algo].search(c.grid, optionsOf(c, limit));
  const board = c.grid.cells.slice();
  const kept: Uint32Array[] = [];
  const buf = new Uint32Array(8192);
  let depthErrors = 0;
  let placed = 0;
  let assigned = 0;
  let erased = 0;
  while (!search.done) {
    const n = search.fill(buf);
    for (let i = 0; i < n; i++) {
      const w = buf[i];
      const kind = w & 7;
      if (kind === K_PLACE && w >>> 15 !== ++placed + assigned - erased) depthErrors++;
      if (kind === K_ASSIGN && w >>> 15 !== placed + ++assigned - erased) depthErrors++;
      if (kind === K_BACKTRACK) erased++;
      applyPacked(board, w);
    }
    kept.push(buf.slice(0, n));
  }
  return {
    result: search.result(),
    finalBoard: search.snapshot().cells,
    board,
    kept,
    depthErrors,
    placed,
    assigned,
    erased,
  };
}

describe.each(ALL_ALGOS)('replaying %s runs', (algo) => {
  describe.each(LIMITS)('with limit %i', (limit) => {
    it.each(CASES.map((c) => [c.name, c] as const))(
      '%s: applying every event gives the final board, reverting them all gives the givens',
      (_, c) => {
        const { result, finalBoard, board, kept, depthErrors, placed, assigned, erased } = replayRun(c, algo, limit);
        expect(board).toEqual(finalBoard);
        if (result.status === 'solved' && limit === 1) expect(board).toEqual(result.solutions[0]);
        if (result.status === 'limit') expect(board).toEqual(result.solutions[1]);
        if (result.status === 'solved' && limit === 2) expect(board).toEqual(c.grid.cells); // it backtracked out of the one solution

        // Every place and assign event's depth is the placements and assignments minus backtracks so far
        // (StreamStats over these same streams is checked against the counts in reference.test.ts).
        expect(depthErrors).toBe(0);
        expect([placed, assigned, erased]).toEqual([
          result.counts.placements,
          result.counts.assigns,
          result.counts.backtracks,
        ]);

        for (let b = kept.length - 1; b >= 0; b--)
          for (let i = kept[b].length - 1; i >= 0; i--) revertPacked(board, kept[b][i]);
        expect(board).toEqual(c.grid.cells);
      },
    );
  });
});

describe('replaying event objects', () => {
  it.each(ALL_ALGOS)('applyEvent and revertEvent agree with the packed forms on %s runs', (algo) => {
    for (const c of [...fourByFour(), ...pe96().slice(0, 5)]) {
      const { events, result } = collectEvents(c.grid, algo, { limit: 2, budget: 3000 });
      const board = c.grid.cells.slice();
      const packedBoard = c.grid.cells.slice();
      let differences = 0;
      for (const e of events) {
        applyEvent(board, e);
        applyPacked(packedBoard, pack(e));
        if (board.some((v, i) => v !== packedBoard[i])) differences++;
      }
      expect(differences).toBe(0);
      if (result.status === 'limit') expect(board).toEqual(result.solutions[1]);
      for (let i = events.length - 1; i >= 0; i--) revertEvent(board, events[i]);
      expect(board).toEqual(c.grid.cells);
    }
  });

  it('leaves the board alone on checks, selects, eliminations and solutions', () => {
    const board = Uint8Array.of(1, 0, 0, 0);
    const before = board.slice();
    for (const e of [
      { type: 'check', cell: 1, digit: 2, ok: true },
      { type: 'check', cell: 1, digit: 1, ok: false, peer: 0, unit: 0 },
      { type: 'select', cell: 1, candidates: 3 },
      { type: 'select', cell: 0, candidates: 2, constraint: { kind: 'row', index: 0, digit: 2 } },
      { type: 'eliminate', cell: 1, digit: 1 },
      { type: 'solution', index: 1 },
    ] as const) {
      applyEvent(board, e);
      revertEvent(board, e);
      expect(board).toEqual(before);
    }
  });
});
