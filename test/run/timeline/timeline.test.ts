import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type AlgorithmId, type Grid, K_BACKTRACK, K_PLACE, K_SOLUTION } from '../../../src/core/index.ts';
import { Timeline } from '../../../src/run/timeline/timeline.ts';
import { FakeSource } from '../support/fakeSource.ts';
import { CLASSIC, chunked, EMPTY_4x4, replayAt, straightLog } from '../support/runs.ts';

/** A timeline fed every chunk of a real run, as the worker would, with a small cache to force eviction. */
function loaded(grid: Grid, algo: AlgorithmId, chunkEvents: number, capacity: number, options = {}) {
  const { log, result } = straightLog(grid, algo, options);
  const chunks = chunked(grid, log, chunkEvents);
  const source = new FakeSource(chunks);
  const tl = new Timeline(grid.cells.slice(), source, capacity);
  for (const c of chunks) tl.addChunk(c.head, c.words.slice());
  tl.finish(log.length, result);
  source.requests.length = 0;
  return { tl, log, source, chunks };
}

function expectAt(tl: Timeline, grid: Grid, log: Uint32Array, e: number): void {
  const want = replayAt(grid, log, e);
  expect(tl.cursor).toBe(e);
  expect(Array.from(tl.board)).toEqual(Array.from(want.board));
  expect(tl.counters()).toEqual(want.counters);
}

describe('Timeline', () => {
  it('starts at event 0 on the givens with zero counters', () => {
    const { tl, log } = loaded(CLASSIC, 'naive', 500, 4);
    expectAt(tl, CLASSIC, log, 0);
    expect(tl.total).toBe(46018);
    expect(tl.finished).toBe(true);
  });

  it('advancing across chunk boundaries gives the board and counters of a straight replay', () => {
    const { tl, log, source } = loaded(CLASSIC, 'naive', 500, 200);
    expect(tl.advance(1234)).toBe(1234);
    expectAt(tl, CLASSIC, log, 1234);
    expect(tl.advance(10_000)).toBe(10_000);
    expectAt(tl, CLASSIC, log, 11_234);
    expect(source.requests).toEqual([]);
  });

  it('advance stops at the end of the log and reports how many events it applied', () => {
    const { tl, log } = loaded(CLASSIC, 'mrv', 64, 8);
    expect(tl.advance(1000)).toBe(log.length);
    expectAt(tl, CLASSIC, log, log.length);
    expect(tl.advance(1)).toBe(0);
  });

  it('stepping back reverts events one at a time, maxDepth included', () => {
    const { tl, log } = loaded(CLASSIC, 'naive', 500, 200);
    tl.advance(3000);
    for (let e = 2999; e >= 2400; e--) {
      expect(tl.stepBack()).toBe(1);
      if (e % 50 === 0) expectAt(tl, CLASSIC, log, e);
    }
    expect(tl.stepBack(5000)).toBe(2400);
    expectAt(tl, CLASSIC, log, 0);
  });

  it('seeking anywhere, with most chunks evicted and made again, equals a straight replay', () => {
    const { tl, log, source } = loaded(CLASSIC, 'naive', 300, 3);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: log.length }), (e) => {
        if (!tl.seek(e)) {
          expect(tl.pending).toBe(true);
          source.answerAll(tl);
        }
        expect(tl.pending).toBe(false);
        expectAt(tl, CLASSIC, log, e);
        expect(tl.store.size).toBeLessThanOrEqual(4); // capacity 3, but three pinned chunks and the one just made may stay
      }),
      { numRuns: 150, seed: 7 },
    );
  });

  it('moves by any mix of steps, step backs and seeks and always matches a straight replay', () => {
    const { tl, log, source } = loaded(EMPTY_4x4, 'naive', 128, 3, { limit: 0 });
    const move = fc.oneof(
      fc.record({ op: fc.constant('advance' as const), n: fc.integer({ min: 0, max: 700 }) }),
      fc.record({ op: fc.constant('back' as const), n: fc.integer({ min: 0, max: 700 }) }),
      fc.record({ op: fc.constant('moveTo' as const), n: fc.integer({ min: 0, max: log.length }) }),
    );
    fc.assert(
      fc.property(fc.array(move, { maxLength: 12 }), (moves) => {
        tl.seek(0);
        let want = 0;
        for (const m of moves) {
          if (m.op === 'advance') want = Math.min(log.length, want + m.n);
          else if (m.op === 'back') want = Math.max(0, want - m.n);
          else want = m.n;
          if (m.op === 'advance') tl.advance(want - tl.cursor);
          else if (m.op === 'back') tl.stepBack(tl.cursor - want);
          else tl.moveTo(want);
          const goal = want;
          if (tl.cursor !== goal && !tl.pending) tl.waitFor(() => tl.moveTo(goal));
          while (tl.pending) expect(source.answerAll(tl)).toBeGreaterThan(0);
          expectAt(tl, EMPTY_4x4, log, goal);
        }
      }),
      { numRuns: 60, seed: 11 },
    );
  });

  it('a seek into an evicted chunk asks the source for it once and finishes when the words arrive', () => {
    const { tl, log, source } = loaded(CLASSIC, 'naive', 500, 3);
    const settled: number[] = [];
    tl.onSettle = () => settled.push(tl.cursor);
    expect(tl.seek(1250)).toBe(false);
    expect(tl.cursor).toBe(0);
    tl.wordAt(1250);
    expect(source.requests.filter((i) => i === 2)).toEqual([2]);
    source.answerAll(tl);
    expectAt(tl, CLASSIC, log, 1250);
    expect(settled).toEqual([1250]);
  });

  it('never evicts the chunk under the cursor or the next one', () => {
    const { tl, source } = loaded(CLASSIC, 'naive', 500, 3);
    tl.seek(40_000);
    source.answerAll(tl);
    const c = tl.index.chunkOf(40_000);
    for (let i = 0; i < 10; i++) tl.provideWords(i, new Uint32Array(1));
    expect(tl.store.has(c)).toBe(true);
    expect(tl.store.has(c + 1)).toBe(true);
  });

  it("propagation's assigns and eliminations after a seek equal a straight replay's", () => {
    const { tl, log, source } = loaded(EMPTY_4x4, 'propagate', 100, 3, { limit: 0 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: log.length }), (e) => {
        if (!tl.seek(e)) source.answerAll(tl);
        expectAt(tl, EMPTY_4x4, log, e);
      }),
      { numRuns: 80, seed: 11 },
    );
    tl.seek(log.length);
    expect(tl.counters().eliminations).toBeGreaterThan(0);
    expect(tl.counters().assigns).toBeGreaterThan(0);
  });

  it('a seek to a chunk start needs no words at all', () => {
    const { tl, log, source } = loaded(CLASSIC, 'naive', 500, 2);
    tl.store.clear();
    expect(tl.seek(5000)).toBe(true);
    expectAt(tl, CLASSIC, log, 5000);
    expect(source.requests.length).toBeGreaterThan(0); // only prefetching the cursor's chunks
  });

  it('moving far costs at most one chunk of work, however far', () => {
    const { tl } = loaded(CLASSIC, 'naive', 500, 200);
    const before = tl.work;
    tl.moveTo(45_999);
    expect(tl.work - before).toBeLessThanOrEqual(500);
    const mid = tl.work;
    tl.moveTo(17);
    expect(tl.work - mid).toBeLessThanOrEqual(500);
  });

  it('finds the next placement, backtrack and solution, skipping chunks whose counters show none', () => {
    const { tl, log, source } = loaded(EMPTY_4x4, 'naive', 128, 3, { limit: 0 });
    const firstOf = (kind: number, from: number) => {
      for (let i = from; i < log.length; i++) if ((log[i] & 7) === kind) return i;
      return null;
    };
    for (const e of [0, 77, 5000, 15_000]) {
      tl.seek(e);
      source.answerAll(tl);
      for (const [kind, code] of [
        ['place', K_PLACE],
        ['backtrack', K_BACKTRACK],
        ['solution', K_SOLUTION],
      ] as const) {
        let found = tl.findNext(kind);
        while (found === 'pending') {
          source.answerAll(tl);
          found = tl.findNext(kind);
        }
        expect(found).toBe(firstOf(code, e));
      }
    }
    tl.seek(log.length);
    source.answerAll(tl);
    expect(tl.findNext('solution')).toBe(null);
  });

  it('grows while chunks arrive and a move past the known end waits at the end', () => {
    const { log, result } = straightLog(CLASSIC, 'naive');
    const chunks = chunked(CLASSIC, log, 1000);
    const tl = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 10);
    tl.addChunk(chunks[0].head, chunks[0].words);
    expect(tl.total).toBe(1000);
    expect(tl.moveTo(5000)).toBe(true);
    expect(tl.cursor).toBe(1000);
    for (const c of chunks.slice(1)) tl.addChunk(c.head, c.words);
    tl.finish(log.length, result);
    expect(tl.total).toBe(log.length);
    expect(tl.result?.status).toBe('solved');
  });
});
