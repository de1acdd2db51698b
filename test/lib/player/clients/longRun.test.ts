import { describe, expect, it } from 'vitest';
import { applyRange, solveBatches } from '../../../../src/lib/engine/index.ts';
import { RunClient } from '../../../../src/lib/player/clients/runClient.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { fixturePuzzle } from '../support/runs.ts';

// DESIGN's reference puzzle (top95 line 1): naive backtracking takes 107,001,046 events.
describe('a run of 10^8 events', () => {
  it('streams in bounded memory, handles each message quickly, and seeks exactly into evicted chunks', () => {
    const grid = fixturePuzzle('norvig_top95.txt', 1);
    const worker = new InProcessWorker(8, false);
    const client = new RunClient(worker, { capacity: 32 });
    const tl = client.start(grid, 'naive');
    const onmessage = worker.onmessage!;
    const handling: number[] = [];
    worker.onmessage = (e) => {
      const t = performance.now();
      onmessage(e);
      handling.push(performance.now() - t);
    };
    worker.flush();
    expect(tl.total).toBe(107_001_046);
    expect(tl.finished).toBe(true);
    expect(tl.result?.counts.placements).toBe(9_727_396);
    expect(tl.index.count).toBeGreaterThan(1600);
    expect(tl.store.size).toBeLessThanOrEqual(32);
    expect(client.series.length / 2).toBeLessThan(2000);
    handling.sort((a, b) => a - b);
    expect(handling[Math.floor(handling.length * 0.99)]).toBeLessThan(50);

    // Board at event e, straight from the engine: the truth the timeline must match.
    const targets = [88_888_888, 3, 50_000_001, 107_001_046];
    const truth = new Map<number, Uint8Array>();
    const board = grid.cells.slice();
    let at = 0;
    const order = [...targets].sort((a, b) => a - b);
    for (const batch of solveBatches(grid, 'naive')) {
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

    const seekMs: number[] = [];
    for (const e of targets) {
      const t = performance.now();
      tl.seek(e);
      worker.flush();
      seekMs.push(performance.now() - t);
      expect(tl.cursor).toBe(e);
      expect(tl.board).toEqual(truth.get(e));
    }
    expect(Math.max(...seekMs)).toBeLessThan(250);
  });
});
