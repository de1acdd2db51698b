import { describe, expect, it } from 'vitest';
import { geometry, type SolverEvent } from '../../../src/core/index.ts';
import { deadEnd, narrate } from '../../../src/features/explain/sentences.ts';
import { back, BOX, COL, fail, ok, place, ROW, select, solution } from '../../helpers/eventBuilders.ts';

// 9×9 cells: r4c5 = 3*9+4 = 31, r4c9 = 35, r4c6 = 32, r7c5 = 58.
const R4C5 = 31,
  R4C9 = 35,
  R4C6 = 32,
  R7C5 = 58,
  R5C4 = 39;

/** `before` for a list of events that ends just before the event told. */
const after =
  (...events: SolverEvent[]) =>
  (k: number) =>
    events[events.length - k];

describe('narrate', () => {
  it('says where a tried digit already stands: unit, its number and the clashing cell', () => {
    expect(narrate(fail(R4C5, 7, R4C9, ROW), 3)).toBe('r4c5: try 7 — 7 is already in row 4, at r4c9');
    expect(narrate(fail(R4C5, 2, R7C5, COL), 3)).toBe('r4c5: try 2 — 2 is already in column 5, at r7c5');
    expect(narrate(fail(R4C5, 1, R5C4, BOX), 3)).toBe('r4c5: try 1 — 1 is already in box 5, at r5c4');
  });

  it('says a passing check fits and a placement gives cell, digit and depth', () => {
    expect(narrate(ok(R4C5, 7), 3)).toBe('r4c5: try 7 — it fits');
    expect(narrate(place(R4C5, 7, 12), 3)).toBe('r4c5 = 7, depth 12');
  });

  it('tells a backtrack by the cell that ran out of digits just before it', () => {
    const b = back(R4C5, 7);
    expect(narrate(b, 3, 'naive', after(ok(R4C6, 2), fail(R4C6, 9, R4C9, ROW)))).toBe(
      'no digit fits r4c6: back to r4c5, erase its 7',
    );
    expect(narrate(b, 3, 'naive', after(back(R4C6, 9)))).toBe('no digit left for r4c6: back to r4c5, erase its 7');
    expect(narrate(b, 3, 'mrv', after(select(R4C6, 0)))).toBe('r4c6 has no candidates left: back to r4c5, erase its 7');
    expect(narrate(b, 3, 'naive', after(solution(1)))).toBe('solution recorded, search on: back to r4c5, erase its 7');
    expect(narrate(b, 3)).toBe('nothing below worked: back to r4c5, erase its 7');
  });

  it('says when every digit of the dead-end cell clashed', () => {
    const tries = Array.from({ length: 9 }, (_, d) => fail(R4C6, d + 1, R4C9, ROW));
    expect(narrate(back(R4C5, 7), 3, 'naive', after(place(R4C5, 7, 3), ...tries))).toBe(
      'r4c6 has no digit left (1–9 all clash): back to r4c5, erase its 7',
    );
    expect(deadEnd(back(R4C5, 7), geometry(3), after(...tries))).toEqual({
      cell: R4C6,
      why: 'r4c6 has no digit left (1–9 all clash)',
    });
    // Eight clashes after a digit that was placed there and backed out of: not "all clash".
    expect(deadEnd(back(R4C5, 7), geometry(3), after(back(R4C6, 1), ...tries.slice(1)))?.why).toBe(
      'no digit fits r4c6',
    );
  });

  it('names the choice as the algorithm makes it, and tells a dead end apart', () => {
    expect(narrate(select(R4C5, 2), 3, 'mrv')).toBe('choose r4c5: fewest candidates, 2');
    expect(narrate(select(R4C5, 2), 3, 'fc')).toBe('choose r4c5: first empty cell, 2');
    expect(narrate(select(R4C5, 2), 3, 'fc', undefined, 'mrv')).toBe('choose r4c5: fewest candidates, 2');
    expect(narrate(select(R4C5, 2), 3, 'mrv', undefined, 'degree')).toBe(
      'choose r4c5: fewest candidates, ties to the most empty peers, 2',
    );
    expect(narrate(select(R4C5, 0), 3, 'mrv')).toBe('choose r4c5: no candidates left, a dead end');
    expect(narrate(solution(1234), 3)).toBe('solution 1,234: every cell is filled');
  });

  it('tells propagation apart from guessing: an eliminated candidate, a forced digit', () => {
    expect(narrate({ type: 'eliminate', cell: R4C5, digit: 3 }, 3)).toBe('r4c5: 3 is no longer a candidate');
    expect(narrate({ type: 'assign', cell: R4C5, digit: 3, depth: 4 }, 3)).toBe('r4c5 = 3, forced, depth 4');
  });

  it('tells a wipe-out (the last candidate struck) and the backtrack it causes', () => {
    const wipeout: SolverEvent = { type: 'eliminate', cell: R4C5, digit: 3, wipeout: true };
    expect(narrate(wipeout, 3, 'fc')).toBe('r4c5: 3 was its last candidate, a wipe-out: this placement fails');
    expect(narrate(back(R4C9, 3), 3, 'fc', after(place(R4C9, 3, 5), wipeout))).toBe(
      'r4c5 has no candidate left: back to r4c9, erase its 3',
    );
  });

  it("says why MAC's arc removes a value only when the peer is down to one, and keeps them otherwise", () => {
    expect(narrate({ type: 'revise', cell: R4C5, peer: R4C9, peerSize: 1, digit: 6 }, 3, 'mac')).toBe(
      'revise r4c5 ≠ r4c9: r4c9 is down to 6, so 6 cannot stay in r4c5',
    );
    expect(narrate({ type: 'revise', cell: R4C5, peer: R4C9, peerSize: 3, digit: 2 }, 3, 'mac')).toBe(
      'revise r4c5 ≠ r4c9: r4c9 still has 3 values, so each value of r4c5 differs from one of them and stays',
    );
  });

  it('tells a backjump, where it lands and why, and gives every erasure it brings the jump as the reason', () => {
    const jump: SolverEvent = { type: 'jump', cell: R4C5, to: R4C9 };
    expect(narrate(jump, 3, 'cbj')).toBe(
      'jump from r4c5 back to r4c9: r4c9 is the latest placement that ruled out a digit here',
    );
    const first = after(place(R4C9, 3, 5), place(R4C6, 1, 6), jump);
    expect(narrate(back(R4C6, 1), 3, 'cbj', first)).toBe('jumping from r4c5 back to r4c9: back to r4c6, erase its 1');
    const second = after(place(R4C9, 3, 5), place(R4C6, 1, 6), jump, back(R4C6, 1));
    expect(narrate(back(R4C9, 3), 3, 'cbj', second)).toBe('jumping from r4c5 back to r4c9: back to r4c9, erase its 3');
    expect(deadEnd(back(R4C9, 3), geometry(3), second)?.cell).toBe(R4C5);
  });

  it('tells a jump to no earlier cell as the end of the search', () => {
    const none: SolverEvent = { type: 'jump', cell: R4C5, to: null };
    expect(narrate(none, 3, 'cbj')).toBe(
      'r4c5: no placement ruled out a digit here, so no earlier change can help: the search ends',
    );
    expect(narrate(back(R4C9, 3), 3, 'cbj', after(place(R4C9, 3, 5), none))).toBe(
      'r4c5 is dead whatever the earlier cells hold: back to r4c9, erase its 3',
    );
  });

  it('names the exact-cover constraint Dancing Links chose, and one left without a place', () => {
    const row5 = { type: 'select', cell: 27, candidates: 2, constraint: { kind: 'row', index: 3, digit: 5 } } as const;
    expect(narrate(row5, 3, 'dlx')).toBe('choose where 5 goes in row 4: 2 options');
    const cell = { type: 'select', cell: R4C5, candidates: 1, constraint: { kind: 'cell', index: R4C5 } } as const;
    expect(narrate(cell, 3, 'dlx')).toBe('choose r4c5: fewest options, 1');
    expect(narrate(back(R4C5, 7), 3, 'dlx', after({ ...row5, candidates: 0 }))).toBe(
      '5 has no place left in row 4: back to r4c5, erase its 7',
    );
  });

  it('writes 16×16 digits as the board shows them', () => {
    expect(narrate(place(0, 16, 1), 4)).toBe('r1c1 = G, depth 1');
    expect(narrate(null, 3)).toBe('Ready: nothing tried yet.');
  });
});

describe("min-conflicts' sentences", () => {
  it('says what the full assignment wrote, what a repair changed or kept, a restart, and a clear after it', () => {
    expect(narrate({ type: 'initial', cell: R4C5, digit: 3, conflicts: 2 }, 3, 'minconflicts')).toBe(
      'r4c5 = 3, the fewest clashes so far: 2',
    );
    expect(narrate({ type: 'repair', cell: R4C5, digit: 3, from: 7, conflicts: 0 }, 3, 'minconflicts')).toBe(
      'r4c5 clashes: 7 → 3; its clashes now: 0',
    );
    expect(narrate({ type: 'repair', cell: R4C5, digit: 3, from: 3, conflicts: 1 }, 3, 'minconflicts')).toBe(
      'r4c5 clashes, but no digit clashes less: it keeps 3 (clashes: 1)',
    );
    expect(narrate({ type: 'restart', index: 2 }, 3, 'minconflicts')).toMatch(/^restart 2: /);
    expect(narrate(back(R4C5, 3), 3, 'minconflicts', after({ type: 'restart', index: 1 }))).toBe(
      'restart: clear r4c5 (it held 3)',
    );
  });

  it('names no dead end for the clears after a restart, where nothing ran dry', () => {
    const g = geometry(3);
    const before = after({ type: 'restart', index: 1 }, back(R4C9, 2));
    expect(deadEnd(back(R4C5, 3), g, before)).toBeNull();
    // Naive's backtracks in a row still name the cell that ran out.
    expect(deadEnd(back(R4C5, 3), g, after(place(R4C5, 3, 4), back(R4C9, 2)))?.cell).toBe(R4C9);
  });
});
