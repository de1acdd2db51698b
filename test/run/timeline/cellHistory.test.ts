import { describe, expect, it } from 'vitest';
import { K_ASSIGN, K_PLACE } from '../../../src/core/index.ts';
import { CellHistory, cellHistoryOf, cellPlacementsAt } from '../../../src/run/timeline/cellHistory.ts';
import { Timeline } from '../../../src/run/timeline/timeline.ts';
import { chunked, CLASSIC, EMPTY_4x4, straightLog } from '../support/runs.ts';

/** Placements and forced digits per cell in the first `e` events, counted straight from the log. */
function direct(log: Uint32Array, cells: number, e: number): number[] {
  const out = new Array<number>(cells).fill(0);
  for (let i = 0; i < e; i++) {
    const k = log[i] & 7;
    if (k === K_PLACE || k === K_ASSIGN) out[(log[i] >>> 3) & 255]++;
  }
  return out;
}

/** A timeline fed chunk by chunk, with the history recorded as the run client does. */
function timelineOf(grid: typeof CLASSIC, log: Uint32Array, size: number, history?: CellHistory) {
  const tl = new Timeline(grid.cells.slice(), { request: () => {} });
  const chunks = chunked(grid, log, size);
  for (const { head, words } of chunks) {
    tl.addChunk(head, words);
    const counts = direct(log, grid.cells.length, head.start + words.length);
    (history ?? cellHistoryOf(tl)).record(head.index + 1, counts);
  }
  return tl;
}

describe('cellPlacementsAt', () => {
  it('counts the placements per cell up to the cursor, not the whole run', () => {
    for (const algo of ['naive', 'propagate'] as const) {
      const { log } = straightLog(CLASSIC, algo);
      const tl = timelineOf(CLASSIC, log, 1000);
      for (const e of [0, 1, 999, 1000, 1001, 12_345, log.length]) {
        if (e > log.length) continue;
        expect(Array.from(cellPlacementsAt(tl, e)!), `${algo} at ${e}`).toEqual(direct(log, 81, e));
      }
    }
  });

  it('says it cannot count yet when the words it needs are away, and asks for them', () => {
    const { log } = straightLog(EMPTY_4x4, 'naive', { limit: 0 });
    const asked: number[] = [];
    const tl = new Timeline(EMPTY_4x4.cells.slice(), { request: (i) => asked.push(i) }, 2);
    for (const { head, words } of chunked(EMPTY_4x4, log, 100)) tl.addChunk(head, words);
    expect(cellPlacementsAt(tl, 150)).toBeNull();
    expect(asked).toContain(0);
  });

  it('keeps within its memory bound on long runs by counting from an earlier kept start', () => {
    const { log } = straightLog(CLASSIC, 'naive');
    const history = new CellHistory(81, 81 * 8); // room for 8 starts: thinned several times
    const tl = timelineOf(CLASSIC, log, 500, history);
    const start = history.startBefore(90);
    expect(start.chunk).toBeLessThanOrEqual(90);
    expect(Array.from(start.counts)).toEqual(direct(log, 81, start.chunk * 500));
    expect(tl.total).toBe(log.length);
  });
});
