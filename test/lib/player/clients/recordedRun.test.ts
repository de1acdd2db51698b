import { describe, expect, it } from 'vitest';
import { type AlgorithmId, type Grid, type SolveOptions } from '../../../../src/lib/engine/index.ts';
import { manualFrames } from '../support/manualFrames.ts';
import { Player } from '../../../../src/lib/player/playback/player.ts';
import { RunClient } from '../../../../src/lib/player/clients/runClient.ts';
import { RecordedRun } from '../../../../src/lib/player/clients/recordedRun.ts';
import { overviewOf } from '../../../../src/lib/player/timeline/overviewOf.ts';
import type { Timeline } from '../../../../src/lib/player/timeline/timeline.ts';
import { InProcessWorker } from '../support/inProcessWorker.ts';
import { CLASSIC, EMPTY_4x4, fixturePuzzle, straightLog } from '../support/runs.ts';
import { createRng } from '../../../../src/lib/engine/generate/rng.ts';

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
function recorded(grid: Grid, algo: AlgorithmId, options: SolveOptions, seed: number): RecordedRun {
  const { log } = straightLog(grid, algo, options);
  const rec = new RecordedRun(grid.cells, { chunkEvents: CHUNK });
  const rng = createRng(seed);
  for (let at = 0; at < log.length;) {
    const n = 1 + rng.int(3 * CHUNK);
    rec.push(log.subarray(at, at + n));
    at += n;
  }
  rec.end();
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

describe('a recorded run', () => {
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
    const rec = new RecordedRun(CLASSIC.cells, { chunkEvents: CHUNK });
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
    const rec = new RecordedRun(CLASSIC.cells, { chunkEvents: 256, cap: 1000 });
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
});
