import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  eventOf,
  pack,
  parsePuzzle,
  solve,
  solveBatches,
  unpack,
  type Grid,
  type SolverEvent,
} from '../../src/core/index.ts';

// Any 32-bit word this build can read: the cache must agree with `unpack` on words of every kind and payload size,
// including the ones it does not keep (payloads of 1024 and more); an extended sub-kind not yet defined is refused.
const readable = (w: number): boolean => {
  try {
    unpack(w);
    return true;
  } catch {
    return false;
  }
};
const word = fc.integer({ min: 0, max: 0xffffffff }).filter(readable);

describe('eventOf: shared frozen events', () => {
  it('refuses a word of an extended sub-kind no algorithm uses, as unpack does', () => {
    const unknown = (0x80000000 | (15 << 15)) >>> 0;
    expect(() => unpack(unknown)).toThrow(/sub-kind 15/);
    expect(() => eventOf(unknown)).toThrow(/sub-kind 15/);
  });

  it('equals unpack for any word, and is frozen', () => {
    fc.assert(
      fc.property(word, (w) => {
        const e = eventOf(w);
        expect(e).toStrictEqual(unpack(w));
        expect(Object.isFrozen(e)).toBe(true);
      }),
      { numRuns: 5000 },
    );
  });

  it('hands out the same object for the same word, kept or not', () => {
    fc.assert(
      fc.property(word, (w) => {
        const a = eventOf(w);
        const b = eventOf(w);
        if (w >>> 15 < 1024) expect(b).toBe(a);
        expect(pack(b)).toBe(pack(unpack(w)));
      }),
      { numRuns: 2000 },
    );
  });

  it('does not mix up words that share their low bits', () => {
    const failRow = 1 | (5 << 3) | (2 << 11) | ((7 | (0 << 8)) << 15);
    const failBox = 1 | (5 << 3) | (2 << 11) | ((7 | (2 << 8)) << 15);
    expect(eventOf(failRow)).toMatchObject({ type: 'check', ok: false, peer: 7, unit: 0 });
    expect(eventOf(failBox)).toMatchObject({ type: 'check', ok: false, peer: 7, unit: 2 });
    expect(eventOf(failRow)).not.toBe(eventOf(failBox));
  });
});

describe('solve(): one event at a time', () => {
  const grid = (
    parsePuzzle('003020600900305001001806400008102900700000008006708200002609500800203009005010300') as { grid: Grid }
  ).grid;
  const fromBatches = (): SolverEvent[] => {
    const out: SolverEvent[] = [];
    for (const b of solveBatches(grid, 'naive', { limit: 2 })) for (const w of b) out.push(unpack(w));
    return out;
  };

  it('yields frozen events equal to the batches, whether collected by for-of, spread or by hand', () => {
    const expected = fromBatches();
    const viaForOf: SolverEvent[] = [];
    for (const e of solve(grid, 'naive', { limit: 2 })) viaForOf.push(e);
    const viaSpread = [...solve(grid, 'naive', { limit: 2 })];
    const byHand: SolverEvent[] = [];
    const it = solve(grid, 'naive', { limit: 2 });
    for (let r = it.next(); !r.done; r = it.next()) byHand.push(r.value);
    for (const got of [viaForOf, viaSpread, byHand]) expect(got).toStrictEqual(expected);
    expect(viaForOf.every((e) => Object.isFrozen(e))).toBe(true);
  });

  it('reuses the wrapper while running, and ends with a fresh one carrying the result', () => {
    const it = solve(grid, 'mrv');
    const first = it.next();
    const firstEvent = first.value;
    const second = it.next();
    expect(second).toBe(first);
    expect(first.value).not.toBe(firstEvent);
    let last = second;
    while (!last.done) last = it.next();
    expect(last).not.toBe(first);
    expect(last.value).toMatchObject({ status: 'solved' });
  });
});
