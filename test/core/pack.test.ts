import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  pack,
  unpack,
  cellOf,
  digitOf,
  kindOf,
  payloadOf,
  K_ASSIGN,
  K_CHECK_FAIL,
  K_ELIMINATE,
  K_PLACE,
  K_SELECT,
  MAX_PACKED_SOLUTION_INDEX,
  StreamStats,
  applyPacked,
  revertPacked,
  type SolverEvent,
  type UnitKind,
} from '../../src/core/index.ts';
import {
  K_EXT,
  MAX_EXT_PAYLOAD,
  extKindOf,
  extPayloadOf,
  isExt,
  packConstraintSelect,
  packExt,
} from '../../src/core/pack.ts';

// Every field over the widest board (16×16): cells 0..255, digits 1..16, depth up to every cell filled.
const cell = fc.integer({ min: 0, max: 255 });
const digit = fc.integer({ min: 1, max: 16 });
const unit = fc.constantFrom<UnitKind>(0, 1, 2);
const event: fc.Arbitrary<SolverEvent> = fc.oneof(
  fc.record({ type: fc.constant('check' as const), cell, digit, ok: fc.constant(true as const) }),
  fc.record({ type: fc.constant('check' as const), cell, digit, ok: fc.constant(false as const), peer: cell, unit }),
  fc.record({ type: fc.constant('place' as const), cell, digit, depth: fc.integer({ min: 1, max: 256 }) }),
  fc.record({ type: fc.constant('backtrack' as const), cell, digit }),
  fc.record({ type: fc.constant('select' as const), cell, candidates: fc.integer({ min: 0, max: 16 }) }),
  fc.record({ type: fc.constant('solution' as const), index: fc.integer({ min: 1, max: MAX_PACKED_SOLUTION_INDEX }) }),
  fc.record({ type: fc.constant('eliminate' as const), cell, digit }),
  fc.record({ type: fc.constant('eliminate' as const), cell, digit, wipeout: fc.constant(true as const) }),
  fc.record({ type: fc.constant('assign' as const), cell, digit, depth: fc.integer({ min: 1, max: 256 }) }),
  fc.record({ type: fc.constant('jump' as const), cell, to: fc.option(cell, { nil: null }) }),
  fc.record({
    type: fc.constant('revise' as const),
    cell,
    peer: cell,
    peerSize: fc.integer({ min: 1, max: 16 }),
    digit,
  }),
  fc.record({
    type: fc.constant('select' as const),
    cell,
    candidates: fc.integer({ min: 0, max: 16 }),
    constraint: fc.oneof(
      fc.record({ kind: fc.constant('cell' as const), index: cell }),
      fc.record({
        kind: fc.constantFrom('row' as const, 'column' as const, 'box' as const),
        index: fc.integer({ min: 0, max: 15 }),
        digit,
      }),
    ),
  }),
);

describe('packed events', () => {
  it('unpack(pack(e)) gives back every event of every kind', () => {
    fc.assert(
      fc.property(event, (e) => {
        expect(unpack(pack(e))).toEqual(e);
      }),
      { numRuns: 5000 },
    );
  });

  it('pack gives an unsigned 32-bit word, also when the top bit is set', () => {
    fc.assert(
      fc.property(event, (e) => {
        const w = pack(e);
        expect(Number.isInteger(w) && w >= 0 && w < 2 ** 32).toBe(true);
        expect(unpack(new Uint32Array([w])[0])).toEqual(e);
        expect(unpack(new Int32Array([w])[0])).toEqual(e);
      }),
    );
  });

  it('round-trips the 16×16 extremes: cell 255, digit 16, depth 256, unit 2, peer 255', () => {
    const extremes: SolverEvent[] = [
      { type: 'check', cell: 255, digit: 16, ok: true },
      { type: 'check', cell: 255, digit: 16, ok: false, peer: 255, unit: 2 },
      { type: 'check', cell: 0, digit: 1, ok: false, peer: 0, unit: 0 },
      { type: 'place', cell: 255, digit: 16, depth: 256 },
      { type: 'backtrack', cell: 255, digit: 16 },
      { type: 'select', cell: 255, candidates: 16 },
      { type: 'select', cell: 0, candidates: 0 },
      { type: 'solution', index: MAX_PACKED_SOLUTION_INDEX },
    ];
    for (const e of extremes) expect(unpack(pack(e))).toEqual(e);
  });

  it('lays fields out as pack.ts documents: kind bits 0-2, cell 3-10, digit-1 11-14, payload 15-31', () => {
    const w = pack({ type: 'check', cell: 200, digit: 13, ok: false, peer: 201, unit: 2 });
    expect(kindOf(w)).toBe(K_CHECK_FAIL);
    expect(cellOf(w)).toBe(200);
    expect(digitOf(w)).toBe(13);
    expect(payloadOf(w)).toBe(201 | (2 << 8));
    expect(w).toBe((K_CHECK_FAIL | (200 << 3) | (12 << 11) | ((201 | 512) * 2 ** 15)) >>> 0);
    expect(pack({ type: 'place', cell: 3, digit: 2, depth: 7 })).toBe(K_PLACE | (3 << 3) | (1 << 11) | (7 << 15));
  });

  it('saturates a solution number past what 29 bits hold', () => {
    expect(unpack(pack({ type: 'solution', index: MAX_PACKED_SOLUTION_INDEX + 5 }))).toEqual({
      type: 'solution',
      index: MAX_PACKED_SOLUTION_INDEX,
    });
  });

  it('gives kinds 6 and 7 to eliminate and assign, which carries its depth like place', () => {
    expect([K_ELIMINATE, K_ASSIGN]).toEqual([6, 7]);
    expect(pack({ type: 'eliminate', cell: 3, digit: 2 })).toBe(K_ELIMINATE | (3 << 3) | (1 << 11));
    expect(pack({ type: 'assign', cell: 3, digit: 2, depth: 7 })).toBe(K_ASSIGN | (3 << 3) | (1 << 11) | (7 << 15));
  });

  it('marks the eliminate that wipes a domain out with payload 1, leaving every other eliminate as before', () => {
    const word = pack({ type: 'eliminate', cell: 3, digit: 2, wipeout: true });
    expect(word).toBe(K_ELIMINATE | (3 << 3) | (1 << 11) | (1 << 15));
    expect(unpack(word)).toEqual({ type: 'eliminate', cell: 3, digit: 2, wipeout: true });
    expect(Object.keys(unpack(K_ELIMINATE | (3 << 3)))).toEqual(['type', 'cell', 'digit']);
  });

  it('decodes a select word without a constraint exactly as before constraints existed', () => {
    for (const [cell, k] of [
      [0, 0],
      [80, 9],
      [255, 16],
    ]) {
      const old = (K_SELECT | (cell << 3) | (k << 15)) >>> 0;
      expect(pack({ type: 'select', cell, candidates: k })).toBe(old);
      expect(unpack(old)).toStrictEqual({ type: 'select', cell, candidates: k });
    }
  });

  it('sets the top bit of a select that names a constraint, so that the two never meet', () => {
    const w = pack({ type: 'select', cell: 9, candidates: 3, constraint: { kind: 'row', index: 1, digit: 5 } });
    expect(w >>> 31).toBe(1);
    expect(kindOf(w)).toBe(K_SELECT);
    expect(cellOf(w)).toBe(9);
  });
});

describe('extended events', () => {
  it('keep cell, digit, sub-kind and payload apart over their whole ranges, and read as K_EXT', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 15 }),
        fc.integer({ min: 0, max: MAX_EXT_PAYLOAD }),
        (cell, digit, sub, payload) => {
          const w = packExt(sub, cell, digit, payload);
          expect([kindOf(w), cellOf(w), digitOf(w), extKindOf(w), extPayloadOf(w)]).toEqual([
            K_EXT,
            cell,
            digit,
            sub,
            payload,
          ]);
          expect(isExt(w)).toBe(true);
        },
      ),
    );
  });

  it('are never made by a check, and a constraint select (bit 31 too) is not one', () => {
    for (const w of [pack({ type: 'check', cell: 255, digit: 16, ok: true }), packConstraintSelect(80, 9, 3, 8, 9)])
      expect(isExt(w)).toBe(false);
  });

  it('give sub-kind 0 to a jump: its dead end in the cell bits, where it lands in the payload, 4095 for nowhere', () => {
    const w = pack({ type: 'jump', cell: 200, to: 7 });
    expect([isExt(w), extKindOf(w), cellOf(w), extPayloadOf(w)]).toEqual([true, 0, 200, 7]);
    expect(extPayloadOf(pack({ type: 'jump', cell: 0, to: null }))).toBe(4095);
    expect(unpack(pack({ type: 'jump', cell: 0, to: null }))).toEqual({ type: 'jump', cell: 0, to: null });
  });

  it('are not counted as checks, and leave the board alone', () => {
    const w = packExt(3, 10, 4, 4095);
    const stats = new StreamStats();
    stats.add(w);
    expect([stats.events, stats.checks]).toEqual([1, 0]);
    stats.remove(w);
    expect([stats.events, stats.checks]).toEqual([0, 0]);
    const cells = new Uint8Array(81);
    applyPacked(cells, w);
    expect(cells.every((c) => c === 0)).toBe(true);
  });
});

describe("min-conflicts' events", () => {
  it('round-trip over their ranges: the overwritten digit and the clashes of a 16×16 cell (up to 39)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 255 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 0, max: 39 }),
        (cell, digit, from, conflicts) => {
          for (const e of [
            { type: 'initial', cell, digit, conflicts },
            { type: 'repair', cell, digit, from, conflicts },
            { type: 'restart', index: cell + 1 },
          ] as SolverEvent[])
            expect(unpack(pack(e))).toEqual(e);
        },
      ),
    );
  });

  it('write and revert the board, and count as placements (initial) and steps (selects, for repairs)', () => {
    const cells = new Uint8Array(16);
    const words = [
      pack({ type: 'initial', cell: 3, digit: 2, conflicts: 1 }),
      pack({ type: 'repair', cell: 3, digit: 4, from: 2, conflicts: 0 }),
      pack({ type: 'restart', index: 1 }),
    ];
    const stats = new StreamStats();
    for (const w of words) {
      applyPacked(cells, w);
      stats.add(w);
    }
    expect(cells[3]).toBe(4);
    expect([stats.placements, stats.selects, stats.checks, stats.depth, stats.maxDepth]).toEqual([1, 1, 0, 1, 1]);
    revertPacked(cells, words[2]);
    revertPacked(cells, words[1]);
    expect(cells[3]).toBe(2);
    revertPacked(cells, words[0]);
    expect(cells[3]).toBe(0);
    for (const w of words) stats.remove(w);
    expect([stats.placements, stats.selects, stats.events, stats.depth]).toEqual([0, 0, 0, 0]);
  });
});
