import { describe, expect, it } from 'vitest';
import { applyRange, solveBatches } from '../../../src/core/index.ts';
import { RunClient } from '../../../src/run/clients/runClient.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { fixturePuzzle } from '../support/runs.ts';

// DESIGN's reference puzzle (top95 line 1), naive, cut at 2×10^6 placements: about 2.2×10^7 events,
// 340 chunks against a store of 32, so most chunks are evicted and made again. The whole 1.07×10^8-event
// run is played in Chromium (test/browser/bigRun.test.ts); how fast the page takes chunks in and seeks
// is measured by npm run bench:browser, not asserted here.
const BUDGET = 2_000_000;

describe('a long run', () => {
  it('streams in bounded memory and seeks exactly into evicted chunks', () => {
    const grid = fixturePuzzle('norvig_top95.txt', 1);
    const worker = new InProcessWorker(8, false);
    const client = new RunClient(worker, { capacity: 32, budget: BUDGET });
    const tl = client.start(grid, 'naive');
    worker.flush();
    expect(tl.finished).toBe(true);
    expect(tl.result?.status).toBe('budget');
    expect(tl.result?.counts.placements).toBe(BUDGET);
    expect(tl.index.count).toBeGreaterThan(300);
    expect(tl.store.size).toBeLessThanOrEqual(32);
    expect(client.series.length / 2).toBeLessThan(2000);

    // Board at event e, straight from the engine: the truth the timeline must match.
    const targets = [18_888_888, 3, 10_000_001, tl.total];
    const truth = new Map<number, Uint8Array>();
    const board = grid.cells.slice();
    let at = 0;
    const order = [...targets].sort((a, b) => a - b);
    for (const batch of solveBatches(grid, 'naive', { budget: BUDGET })) {
      let from = 0;
      while (order.length && order[0] <= at + batch.length) {
        const upTo = order[0] - at;
        applyRange(board, batch, from, upTo);
        from = upTo;
        truth.set(order.shift()!, board.slice());
      }
      applyRange(board, batch, from, batch.length);
      at += batch.length;
    }

    for (const e of targets) {
      tl.seek(e);
      worker.flush();
      expect(tl.cursor).toBe(e);
      expect(tl.board).toEqual(truth.get(e));
    }
  });
});
