import { describe, expect, it } from 'vitest';
import { type AlgorithmId, type Grid, type SolveOptions } from '../../../src/core/index.ts';
import { manualFrames } from '../support/manualFrames.ts';
import { Player } from '../../../src/run/playback/player.ts';
import { RunClient } from '../../../src/run/clients/runClient.ts';
import { RecordedSource } from '../../../src/run/clients/recordedSource.ts';
import { overviewOf } from '../../../src/run/timeline/overviewOf.ts';
import type { Timeline } from '../../../src/run/timeline/timeline.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { CLASSIC, EMPTY_4x4, fixturePuzzle, straightLog } from '../support/runs.ts';
import { createRng } from '../../../src/core/generate/rng.ts';

const CHUNK = 4096;

/** The built-in run, streamed to its end by the real solver host in-process. */
function builtIn(grid: Grid, algo: AlgorithmId, limit: number): RunClient {
  const worker = new InProcessWorker(8, false);
  const client = new RunClient(worker, { chunkEvents: CHUNK, limit });
  client.start(grid, algo);
  while (!worker.idle) worker.flush();
  return client;
}

/** A recorded copy: the same run's words from the engine, fed in batches of random sizes (1 to 3×CHUNK). */
function recorded(grid: Grid, algo: AlgorithmId, options: SolveOptions, seed: number): RecordedSource {
  const { log } = straightLog(grid, algo, options);
  const rec = new RecordedSource(grid.cells, { chunkEvents: CHUNK });
  const rng = createRng(seed);
  for (let at = 0; at < log.length;) {
    const n = 1 + rng.int(3 * CHUNK);
    rec.push(log.subarray(at, at + n));
    at += n;
  }
  rec.end('solved');
  return rec;
}

function overviewOfRun(tl: Timeline) {
  const o = overviewOf(tl);
  return {
    bucketSize: o.bucketSize,
    buckets: o.buckets,
    events: o.events,
    minDepth: Array.from(o.minDepth.subarray(0, o.buckets)),
    maxDepth: Array.from(o.maxDepth.subarray(0, o.buckets)),
    backtracks: Array.from(o.backtracks.subarray(0, o.buckets)),
    solutions: Array.from(o.solutions.subarray(0, o.buckets)),
    cellPlacements: Array.from(o.cellPlacements),
  };
}

/** What a board shows at the cursor: the board, the counters, and the event the narration describes. */
const shown = (tl: Timeline) => ({
  cursor: tl.cursor,
  board: Array.from(tl.board),
  counters: tl.counters(),
  event: tl.cursor > 0 ? tl.wordAt(tl.cursor - 1) : null,
});

const CASES: Array<[string, Grid, AlgorithmId, number]> = [
  ['naive on the app’s default puzzle', CLASSIC, 'naive', 1],
  ['MRV, every solution of an empty 4×4', EMPTY_4x4, 'mrv', 0],
  ['propagation (assigns and eliminations) on a hard puzzle', fixturePuzzle('norvig_top95.txt', 1), 'propagate', 1],
  ['Dancing Links on a hard puzzle', fixturePuzzle('norvig_top95.txt', 1), 'dlx', 1],
];

describe('a recorded source', () => {
  it.each(CASES)(
    '%s: a recorded copy plays side by side with the original on one clock, the same at every seek point',
    (_, grid, algo, limit) => {
      const original = builtIn(grid, algo, limit);
      const copy = recorded(grid, algo, { limit }, 7);
      const a = original.timeline,
        b = copy.timeline;
      expect(b.total).toBe(a.total);
      expect(b.finished).toBe(true);
      expect(b.result!.status).toBe(a.result!.status);
      expect({ ...b.result!.counts, guesses: 0 }).toEqual({ ...a.result!.counts, guesses: 0 });
      expect(b.result!.solutions.slice(0, 1)).toEqual(a.result!.solutions.slice(0, 1));
      expect(copy.series).toEqual(original.series);
      expect(overviewOfRun(b)).toEqual(overviewOfRun(a));

      const frames = manualFrames();
      const player = new Player(frames.scheduler, 1000);
      player.setTimelines([a, b]);
      const rng = createRng(11);
      const points = [0, 1, CHUNK - 1, CHUNK, CHUNK + 1, a.total - 1, a.total];
      for (let i = 0; i < 40; i++) points.push(rng.int(a.total));
      for (const p of points) {
        player.seek(p);
        expect(shown(b)).toEqual(shown(a));
      }
      player.seek(Math.floor(a.total / 2));
      for (let i = 0; i < 50; i++) {
        player.stepBack();
        expect(shown(b)).toEqual(shown(a));
      }
      player.play();
      for (let t = 0; t < 20; t++) {
        frames.frame(t * 16);
        expect(shown(b)).toEqual(shown(a));
      }
      player.jumpTo('backtrack');
      expect(shown(b)).toEqual(shown(a));
      player.toEnd();
      expect(shown(b)).toEqual(shown(a));
      expect(b.cursor).toBe(b.total);
    },
  );

  it('plays its events as they arrive, before any chunk is full', () => {
    const { log } = straightLog(CLASSIC, 'naive');
    const rec = new RecordedSource(CLASSIC.cells, { chunkEvents: CHUNK });
    let updates = 0;
    rec.onUpdate = () => updates++;
    rec.push(log.subarray(0, 10));
    expect(updates).toBe(1);
    expect(rec.timeline.total).toBe(10);
    rec.timeline.seek(10);
    expect(rec.timeline.counters().checks).toBeGreaterThan(0);
    expect(rec.timeline.finished).toBe(false);
  });

  it('keeps events up to its cap, then stops with a message that says so', () => {
    const { log } = straightLog(CLASSIC, 'naive');
    const rec = new RecordedSource(CLASSIC.cells, { chunkEvents: 256, cap: 1000 });
    rec.push(log.subarray(0, 700));
    expect(rec.error).toBeNull();
    rec.push(log.subarray(700, 5000));
    rec.push(log.subarray(5000, 6000));
    expect(rec.events).toBe(1000);
    expect(rec.timeline.total).toBe(1000);
    expect(rec.timeline.finished).toBe(true);
    expect(rec.timeline.result!.status).toBe('cancelled');
    expect(rec.error).toEqual({ kind: 'cap', events: 1000 });
  });

  it('keeps the line of every event its feeder gives, none past its cap, and ends with the status it is told', () => {
    const { log } = straightLog(CLASSIC, 'naive');
    const lines = Uint16Array.from(log, (_, e) => 1 + (e % 977));
    const rec = new RecordedSource(CLASSIC.cells, { chunkEvents: 256, cap: 20_000 });
    for (let at = 0; at < 30_000; at += 7_001) rec.push(log.subarray(at, at + 7_001), lines.subarray(at, at + 7_001));
    expect(rec.timeline.total).toBe(20_000);
    for (const e of [0, 1, 976, 977, 12_345, 19_999]) expect(rec.lineAt(e)).toBe(1 + (e % 977));
    expect(rec.lineAt(20_000)).toBeUndefined();

    const told = new RecordedSource(CLASSIC.cells);
    told.push(log);
    told.end('cancelled', 'illegal');
    expect(told.timeline.result!.status).toBe('cancelled');
    expect(told.endNote).toBe('illegal');
    expect(told.lineAt(0)).toBeUndefined();
  });
});
