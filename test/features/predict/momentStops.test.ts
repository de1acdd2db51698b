import { describe, expect, it } from 'vitest';
import { K_BACKTRACK, K_SELECT, kindOf } from '../../../src/core/index.ts';
import { MAX_SCAN, MomentStops } from '../../../src/features/predict/momentStops.ts';
import { Player } from '../../../src/run/playback/player.ts';
import { Timeline } from '../../../src/run/timeline/timeline.ts';
import { FakeSource } from '../../run/support/fakeSource.ts';
import { manualFrames } from '../../run/support/manualFrames.ts';
import { CLASSIC, chunked, straightLog } from '../../run/support/runs.ts';

function timeline(algo: 'naive' | 'mrv') {
  const { log, result } = straightLog(CLASSIC, algo);
  const chunks = chunked(CLASSIC, log, 500);
  const tl = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 200);
  for (const c of chunks) tl.addChunk(c.head, c.words.slice());
  tl.finish(log.length, result);
  return { tl, log };
}

const indicesOf = (log: ArrayLike<number>, kind: number, after: (i: number) => boolean = () => true) =>
  Array.from(log, (w, i) => (kindOf(w) === kind && after(i) ? i : -1)).filter((i) => i >= 0);

function playUntilStop(p: Player, f: ReturnType<typeof manualFrames>, start: number): number {
  let t = start;
  while (p.playing) f.frame((t += 50));
  return t;
}

describe('Predict mode’s stops in the Player', () => {
  it('plays up to the first moment and pauses before its event, then on to the next', () => {
    const naive = timeline('naive');
    const backtracks = indicesOf(naive.log, K_BACKTRACK, (i) => kindOf(naive.log[i - 1]) !== K_BACKTRACK);
    const f = manualFrames();
    const p = new Player(f.scheduler, 1000);
    p.setTimelines([naive.tl]);
    const stops = new MomentStops([{ timeline: naive.tl, algo: 'naive' }], new Set(['backTo']));
    const seen: number[] = [];
    p.addStops({ limit: stops.limit, onStop: (at) => seen.push(at) });
    p.play();
    const t = playUntilStop(p, f, 0);
    expect(seen).toEqual([backtracks[0]]);
    expect(naive.tl.cursor).toBe(backtracks[0]);
    expect(stops.asked).toEqual(new Map([[0, ['backTo']]]));
    // The question answered, the event shown: play goes on to the next moment.
    p.seek(backtracks[0] + 1);
    p.play();
    playUntilStop(p, f, t);
    expect(seen).toEqual([backtracks[0], backtracks[1]]);
    expect(naive.tl.cursor).toBe(backtracks[1]);
  });

  it('stops at every moment when a slow frame is worth thousands of events', () => {
    const naive = timeline('naive');
    const backtracks = indicesOf(naive.log, K_BACKTRACK, (i) => kindOf(naive.log[i - 1]) !== K_BACKTRACK);
    const f = manualFrames();
    const p = new Player(f.scheduler, 100_000);
    p.setTimelines([naive.tl]);
    const stops = new MomentStops([{ timeline: naive.tl, algo: 'naive' }], new Set(['backTo']));
    const seen: number[] = [];
    p.addStops({ limit: stops.limit, onStop: (at) => seen.push(at) });
    let t = 0;
    for (let i = 0; i < 5; i++) {
      p.play();
      while (p.playing) f.frame((t += 1000)); // a second a frame: 25,000 events (the clock's cap is 250 ms)
      p.seek(p.position + 1);
    }
    expect(seen).toEqual(backtracks.slice(0, 5));
  });

  it('asks every k-th moment of each board, counted per board, in compare mode too', () => {
    const naive = timeline('naive');
    const mrv = timeline('mrv');
    const selects = indicesOf(mrv.log, K_SELECT);
    const f = manualFrames();
    const p = new Player(f.scheduler, 100);
    p.setTimelines([naive.tl, mrv.tl]);
    const stops = new MomentStops(
      [
        { timeline: naive.tl, algo: 'naive' },
        { timeline: mrv.tl, algo: 'mrv' },
      ],
      new Set(['cell']),
      3,
    );
    const seen: number[] = [];
    p.addStops({ limit: stops.limit, onStop: (at) => seen.push(at) });
    let t = 0;
    for (let i = 0; i < 3; i++) {
      p.play();
      t = playUntilStop(p, f, t);
      p.seek(p.position + 1);
    }
    // Naive asks no "which cell": MRV's 1st, 4th and 7th selects stop both boards.
    expect(seen).toEqual([selects[0], selects[3], selects[6]]);
    expect(stops.asked).toEqual(new Map([[1, ['cell']]]));
  });

  it('a step forward at a moment asks instead of stepping', () => {
    const mrv = timeline('mrv');
    const f = manualFrames();
    const p = new Player(f.scheduler, 10);
    p.setTimelines([mrv.tl]);
    const stops = new MomentStops([{ timeline: mrv.tl, algo: 'mrv' }], new Set(['count']));
    const seen: number[] = [];
    p.addStops({ limit: stops.limit, onStop: (at) => seen.push(at) });
    expect(kindOf(mrv.log[0])).toBe(K_SELECT);
    p.stepForward();
    expect(seen).toEqual([0]);
    expect(mrv.tl.cursor).toBe(0);
    p.seek(1);
    p.stepForward();
    expect(mrv.tl.cursor).toBe(2);
  });

  it('goes no further than the events at hand while a run is still solving, and stops nowhere', () => {
    const { log } = straightLog(CLASSIC, 'naive');
    const chunks = chunked(CLASSIC, log, 500);
    const tl = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 200);
    tl.addChunk(chunks[0].head, chunks[0].words.slice());
    // Naive is never asked which cell it chooses: no moment in the first chunk's events.
    const stops = new MomentStops([{ timeline: tl, algo: 'naive' }], new Set(['cell']));
    expect(stops.limit(0, 10_000)).toEqual({ at: 500, stop: false });
    expect(stops.limit(0, 100)).toBeNull();
  });

  it('scans a bounded stretch per frame, so instant play over a long run never freezes a frame', () => {
    const naive = timeline('naive');
    expect(MAX_SCAN).toBeLessThan(10_000_000);
    const stops = new MomentStops([{ timeline: naive.tl, algo: 'naive' }], new Set(['cell']), 1, 10_000);
    expect(stops.limit(0, Infinity)).toEqual({ at: 10_000, stop: false });
    naive.tl.seek(40_000);
    expect(stops.limit(40_000, Infinity)).toBeNull(); // the rest of a finished run: nothing to ask
  });
});
