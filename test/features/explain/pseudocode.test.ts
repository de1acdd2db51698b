import { describe, expect, it } from 'vitest';
import {
  ALGORITHM_IDS,
  isLocalSearch,
  type AlgorithmId,
  type ValueOrder,
  type VariableOrder,
} from '../../../src/core/index.ts';
import { eventKey, linesFor, PSEUDOCODE, toneOf } from '../../../src/features/explain/pseudocode.ts';
import { back, fail, ok, place, ROW, select, solution } from '../../helpers/eventBuilders.ts';
import { gridFromLine } from '../../helpers/gridText.ts';
import { collectEvents } from '../../helpers/runs.ts';

const code = (id: AlgorithmId, order: ValueOrder = 'ascending') => PSEUDOCODE[id](order);
const lit = (id: AlgorithmId, e: Parameters<typeof linesFor>[1]) =>
  linesFor(code(id), e).map((i) => code(id).lines[i].code);

describe('pseudocode', () => {
  it('exists for every algorithm the engine offers', () => {
    for (const id of ALGORITHM_IDS) expect(code(id).lines.length).toBeGreaterThan(3);
  });

  it("chooses its cell in the board's variable order", () => {
    const select = (id: AlgorithmId, v?: VariableOrder) =>
      PSEUDOCODE[id]('ascending', v).lines.find((l) => l.note === 'choose')?.code;
    expect(select('fc')).toBe('cell ← first empty cell');
    expect(select('fc', 'mrv')).toBe('cell ← empty cell with the fewest candidates');
    expect(select('fc', 'degree')).toBe('cell ← fewest candidates, ties: most empty peers');
    expect(select('mrv', 'degree')).toBe('cell ← fewest candidates, ties: most empty peers');
  });

  it('lights the naive lines of each event: check passes or fails, place and recurse, backtrack, solution', () => {
    expect(lit('naive', ok(0, 1))).toEqual(['if digit already stands in its row, column or box:']);
    expect(lit('naive', fail(0, 1, 3, ROW))).toEqual([
      'if digit already stands in its row, column or box:',
      'continue',
    ]);
    expect(lit('naive', place(0, 1, 1))).toEqual(['board[cell] ← digit', 'solve(board)']);
    expect(lit('naive', back(0, 1))).toEqual(['board[cell] ← empty']);
    expect(lit('naive', solution(1))).toEqual(['if there is none: record a solution; return']);
  });

  it('lights the MRV choice, and the dead-end line only when the chosen cell has no candidates', () => {
    expect(lit('mrv', select(5, 2))).toEqual(['cell ← empty cell with the fewest candidates']);
    expect(lit('mrv', select(5, 0))).toEqual([
      'cell ← empty cell with the fewest candidates',
      'if it has none: return',
    ]);
    expect(lit('mrv', ok(5, 3))).toEqual(['for digit in candidates(cell), ascending:']);
  });

  it('lights the prune line for a prune and the wipe-out line, in the failure colour, for the prune that empties a cell', () => {
    expect(lit('fc', { type: 'eliminate', cell: 4, digit: 2 })).toEqual([
      'remove digit from the candidates of its empty peers',
    ]);
    const wipeout = { type: 'eliminate', cell: 4, digit: 2, wipeout: true } as const;
    expect(lit('fc', wipeout)).toEqual(['if a peer has none left: erase digit; next digit']);
    expect(toneOf(eventKey(wipeout))).toBe('fail');
  });

  it("lights MAC's queue on a place, the revise line on a revision, and the prune, add-back and wipe-out lines", () => {
    expect(lit('mac', place(5, 3, 1))).toEqual([
      'board[cell] ← digit',
      'queue ← the arcs (peer, cell) of its empty peers',
    ]);
    expect(lit('mac', { type: 'revise', cell: 4, peer: 5, peerSize: 1, digit: 3 })).toEqual([
      'while the queue is not empty: (x, y) ← its head',
    ]);
    expect(lit('mac', { type: 'eliminate', cell: 4, digit: 3 })).toEqual([
      'if y has one value left and x has it: remove it from x',
      "queue the arcs (peer, x) of x's other empty peers",
    ]);
    expect(lit('mac', { type: 'eliminate', cell: 4, digit: 3, wipeout: true })).toEqual([
      'if y has one value left and x has it: remove it from x',
      'if x has none left: erase digit; next digit',
    ]);
  });

  it("lights backjumping's blame line on a failed check and its jump line, in the back-up colour, on a jump", () => {
    expect(lit('cbj', { type: 'check', cell: 4, digit: 2, ok: false, peer: 3, unit: 0 })).toEqual([
      'if digit already stands in its row, column or box:',
      'add the peer to conflicts if the search placed it; continue',
    ]);
    const jump = { type: 'jump', cell: 9, to: 2 } as const;
    expect(lit('cbj', jump)).toEqual(['jump to the latest cell in conflicts; return conflicts']);
    expect(toneOf(eventKey(jump))).toBe('back');
  });

  it('writes the loop over digits as the value order runs it', () => {
    const loops = (id: AlgorithmId, order: ValueOrder) =>
      code(id, order)
        .lines.map((l) => l.code)
        .filter((c) => c.startsWith('for digit'));
    expect(loops('naive', 'ascending')).toEqual(['for digit ← 1 … N:']);
    expect(loops('naive', 'random')).toEqual(['for digit in 1 … N, shuffled:']);
    expect(loops('naive', 'lcv')).toEqual(['for digit in 1 … N, least constraining first:']);
    expect(loops('mrv', 'random')).toEqual(['for digit in candidates(cell), shuffled:']);
    expect(loops('mrv', 'lcv')).toEqual(['for digit in candidates(cell), least constraining first:']);
    // The order's loop lights like the ascending one.
    expect(linesFor(code('mrv', 'lcv'), ok(5, 3)).map((i) => code('mrv', 'lcv').lines[i].code)).toEqual([
      'for digit in candidates(cell), least constraining first:',
    ]);
  });

  it('colours a failure, a backtrack and a success apart', () => {
    expect(toneOf(eventKey(fail(0, 1, 3, ROW)))).toBe('fail');
    expect(toneOf(eventKey(select(0, 0)))).toBe('fail');
    expect(toneOf(eventKey(back(0, 1)))).toBe('back');
    expect(toneOf(eventKey(place(0, 1, 1)))).toBe('ok');
    expect(toneOf('eliminate')).toBe('info');
  });

  it('lights at least one line for every event of real 4×4 runs of every algorithm', () => {
    const grid = gridFromLine('..2...4.3..2..34');
    for (const id of ALGORITHM_IDS) {
      // Local search finds one solution; a 4×4 run with restarts shows every kind of its events.
      const { events } = collectEvents(grid, id, isLocalSearch(id) ? { seed: 3 } : { limit: 0 });
      expect(events.length).toBeGreaterThan(10);
      for (const e of events) expect(linesFor(code(id), e), JSON.stringify(e)).not.toEqual([]);
    }
  });

  it('lights nothing for an event its algorithm never makes, or no event', () => {
    expect(linesFor(code('naive'), { type: 'eliminate', cell: 1, digit: 2 })).toEqual([]);
    expect(linesFor(code('naive'), null)).toEqual([]);
  });
});
