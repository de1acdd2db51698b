import { describe, expect, it } from 'vitest';
import { ALGORITHM_IDS, applyEvent, applyPacked, isLocalSearch, revertEvent, pack } from '../../src/core/index.ts';
import { collectEvents } from '../helpers/runs.ts';
import { fourByFour, pe96 } from '../helpers/puzzleSets.ts';

// Whole runs of every algorithm are replayed packed, and reverted, in fixtureSweep.test.ts.
describe('replaying event objects', () => {
  it.each(ALGORITHM_IDS)('applyEvent and revertEvent agree with the packed forms on %s runs', (algo) => {
    for (const c of [...fourByFour(), ...pe96().slice(0, 5)]) {
      const limit = isLocalSearch(algo) ? 1 : 2;
      const { events, result } = collectEvents(c.grid, algo, { limit, budget: 3000 });
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
