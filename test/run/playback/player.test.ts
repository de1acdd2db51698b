import { describe, expect, it } from 'vitest';
import { INSTANT_FRAME_MS, Player } from '../../../src/run/playback/player.ts';
import { Timeline } from '../../../src/run/timeline/timeline.ts';
import { FakeSource } from '../support/fakeSource.ts';
import { manualFrames } from '../support/manualFrames.ts';
import { CLASSIC, chunked, EMPTY_4x4, replayAt, straightLog } from '../support/runs.ts';

function timeline(grid = CLASSIC, algo: 'naive' | 'mrv' = 'naive', chunkEvents = 500, capacity = 200, limit = 1) {
  const { log, result } = straightLog(grid, algo, { limit });
  const chunks = chunked(grid, log, chunkEvents);
  const source = new FakeSource(chunks);
  const tl = new Timeline(grid.cells.slice(), source, capacity);
  for (const c of chunks) tl.addChunk(c.head, c.words.slice());
  tl.finish(log.length, result);
  return { tl, log, source };
}

describe('Player', () => {
  it('moves both runs by the same number of events per frame until each finishes', () => {
    const naive = timeline(CLASSIC, 'naive');
    const mrv = timeline(CLASSIC, 'mrv');
    const f = manualFrames();
    const p = new Player(f.scheduler, 60);
    p.setTimelines([naive.tl, mrv.tl]);
    p.play();
    const seen: Array<[number, number]> = [];
    for (let i = 1; i <= 300; i++) {
      f.frame(i * 50); // 20 fps at 60 events/s: 3 events a frame
      seen.push([naive.tl.cursor, mrv.tl.cursor]);
    }
    expect(seen[0]).toEqual([3, 3]);
    expect(seen[9]).toEqual([30, 30]);
    expect(mrv.log.length).toBe(154);
    // MRV stops at its end and waits there while naive goes on
    expect(seen[60]).toEqual([183, 154]);
    expect(seen.at(-1)).toEqual([900, 154]);
    expect(p.playing).toBe(true);
  });

  it('stops at the earliest of several features’ stops, tells only the one that stopped, and drops each on its own', () => {
    const { tl } = timeline(CLASSIC, 'naive');
    const f = manualFrames();
    const p = new Player(f.scheduler, 1000);
    p.setTimelines([tl]);
    const seen: string[] = [];
    const at = (name: string, stop: number) => ({
      limit: (_from: number, to: number) => (stop <= to ? { at: stop, stop: true } : null),
      onStop: (e: number, playing: boolean) => seen.push(`${name}@${e}:${playing}`),
    });
    const removeLate = p.addStops(at('late', 40));
    const removeEarly = p.addStops(at('early', 25));
    p.play();
    for (let t = 50; p.playing; t += 50) f.frame(t);
    expect(tl.cursor).toBe(25);
    p.stepForward();
    expect(tl.cursor).toBe(25);
    expect(seen).toEqual(['early@25:true', 'early@25:false']);
    removeEarly();
    p.play();
    for (let t = 5000; p.playing; t += 50) f.frame(t);
    expect(tl.cursor).toBe(40);
    expect(seen.at(-1)).toBe('late@40:true');
    removeLate();
    p.stepForward();
    expect(tl.cursor).toBe(41);
  });

  it('stops playing once every run stands at its end', () => {
    const mrv = timeline(CLASSIC, 'mrv');
    const f = manualFrames();
    const p = new Player(f.scheduler, 1000);
    p.setTimelines([mrv.tl]);
    p.play();
    for (let i = 1; i <= 20 && f.pending; i++) f.frame(i * 16);
    expect(mrv.tl.cursor).toBe(154);
    expect(p.playing).toBe(false);
    expect(f.pending).toBe(false);
  });

  it('instant mode reaches the end at once and each frame does at most a chunk of work per run', () => {
    const naive = timeline(CLASSIC, 'naive', 500, 3);
    const f = manualFrames();
    const p = new Player(f.scheduler, Infinity);
    p.setTimelines([naive.tl]);
    p.play();
    const work = naive.tl.work;
    f.frame(16);
    naive.source.answerAll(naive.tl);
    expect(naive.tl.cursor).toBe(naive.log.length);
    expect(naive.tl.work - work).toBeLessThanOrEqual(500);
    expect(p.playing).toBe(false);
  });

  it('instant mode shows its progress about every INSTANT_FRAME_MS, not every frame; other speeds tick every frame', () => {
    const grow = () => {
      const { tl } = timeline(CLASSIC, 'naive', 500, 200);
      // A run still streaming: the player keeps playing while it has not finished.
      (tl as { finished: boolean }).finished = false;
      return tl;
    };
    const f = manualFrames();
    const p = new Player(f.scheduler, Infinity);
    let changes = 0;
    p.onChange = () => changes++;
    p.setTimelines([grow()]);
    p.play();
    changes = 0;
    for (let t = 16; t <= 16 * 30; t += 16) f.frame(t); // 480 ms of 60 Hz frames
    expect(changes).toBeGreaterThanOrEqual(Math.floor(480 / INSTANT_FRAME_MS) - 1);
    expect(changes).toBeLessThanOrEqual(Math.ceil(480 / INSTANT_FRAME_MS) + 1);
    expect(f.pending).toBe(true);

    p.setSpeed(1000);
    changes = 0;
    for (let t = 16 * 31; t <= 16 * 40; t += 16) f.frame(t);
    expect(changes).toBe(10);
  });

  it('steps, steps back, resets and goes to the end on every run at the same event index', () => {
    const naive = timeline(CLASSIC, 'naive');
    const mrv = timeline(CLASSIC, 'mrv');
    const p = new Player(manualFrames().scheduler, 10);
    p.setTimelines([naive.tl, mrv.tl]);
    p.stepForward();
    p.stepForward();
    expect([naive.tl.cursor, mrv.tl.cursor]).toEqual([2, 2]);
    p.stepBack();
    expect([naive.tl.cursor, mrv.tl.cursor]).toEqual([1, 1]);
    p.toEnd();
    expect([naive.tl.cursor, mrv.tl.cursor]).toEqual([naive.log.length, 154]);
    p.stepBack();
    expect([naive.tl.cursor, mrv.tl.cursor]).toEqual([naive.log.length - 1, 154]);
    expect(Array.from(naive.tl.board)).toEqual(Array.from(replayAt(CLASSIC, naive.log, naive.log.length - 1).board));
    p.seek(100);
    expect([naive.tl.cursor, mrv.tl.cursor]).toEqual([100, 100]);
    p.reset();
    expect([naive.tl.cursor, mrv.tl.cursor]).toEqual([0, 0]);
  });

  it('goes to the end of every run in one press, following runs that are still streaming', () => {
    const grow = (grid: typeof CLASSIC, algo: 'naive' | 'mrv') => {
      const { log, result } = straightLog(grid, algo);
      const chunks = chunked(grid, log, 500);
      const tl = new Timeline(grid.cells.slice(), new FakeSource(chunks), 200);
      let next = 0;
      /** Delivers `k` more chunks, and the end after the last. */
      const deliver = (k: number) => {
        for (; k > 0 && next < chunks.length; k--, next++) tl.addChunk(chunks[next].head, chunks[next].words.slice());
        if (next === chunks.length && !tl.finished) tl.finish(log.length, result);
      };
      return { tl, log, deliver };
    };
    const naive = grow(CLASSIC, 'naive');
    const mrv = grow(CLASSIC, 'mrv');
    naive.deliver(3);
    mrv.deliver(1);
    const p = new Player(manualFrames().scheduler, 10);
    let wanted = 0;
    p.onSearchOn = () => wanted++;
    p.setTimelines([naive.tl, mrv.tl]);
    p.toEnd();
    expect(wanted).toBe(1); // the sources are told to stream on
    expect(naive.tl.cursor).toBe(1500);
    while (!naive.tl.finished || !mrv.tl.finished) {
      naive.deliver(5);
      mrv.deliver(5);
      p.runsChanged();
      expect(naive.tl.cursor).toBe(naive.tl.total); // the cursor follows what is known
    }
    expect([naive.tl.cursor, mrv.tl.cursor]).toEqual([naive.log.length, mrv.log.length]);
    expect(p.atEnd).toBe(true);
    expect(p.target).toBeNull();
  });

  it("waits for a link's position while the runs stream towards it, and any command drops the wait", () => {
    const { log, result } = straightLog(CLASSIC, 'naive');
    const chunks = chunked(CLASSIC, log, 500);
    const tl = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 200);
    const p = new Player(manualFrames().scheduler, 10);
    p.setTimelines([tl]);
    p.follow(2200);
    tl.addChunk(chunks[0].head, chunks[0].words.slice());
    tl.addChunk(chunks[1].head, chunks[1].words.slice());
    p.runsChanged();
    expect(tl.cursor).toBe(1000);
    for (let i = 2; i < 6; i++) tl.addChunk(chunks[i].head, chunks[i].words.slice());
    p.runsChanged();
    expect(tl.cursor).toBe(2200);
    expect(p.target).toBeNull();
    p.follow(1e12);
    expect(tl.cursor).toBe(3000); // what is known so far
    p.stepBack();
    expect(p.target).toBeNull();
    tl.finish(log.length, result);
    p.runsChanged();
    expect(tl.cursor).toBe(2999);
  });

  it('jumps every run just past the earliest next event of the kind asked for', () => {
    const run = timeline(EMPTY_4x4, 'naive', 128, 200, 0);
    const p = new Player(manualFrames().scheduler, 10);
    p.setTimelines([run.tl]);
    p.jumpTo('solution');
    expect(run.tl.cursor).toBe(Array.from(run.log).findIndex((w) => (w & 7) === 5) + 1);
    expect(run.tl.stats.solutions).toBe(1);
    p.jumpTo('solution');
    expect(run.tl.stats.solutions).toBe(2);
    const before = run.tl.stats.backtracks;
    p.jumpTo('backtrack');
    expect(run.tl.stats.backtracks).toBe(before + 1);
    expect(run.tl.wordAt(run.tl.cursor - 1)! & 7).toBe(3);
  });

  it('a jump into an evicted chunk finishes when the chunk arrives', () => {
    const { log, result } = straightLog(EMPTY_4x4, 'naive', { limit: 0 });
    const chunks = chunked(EMPTY_4x4, log, 128);
    const source = new FakeSource(chunks);
    const tl = new Timeline(EMPTY_4x4.cells.slice(), source, 3);
    for (const c of chunks) tl.addChunk(c.head, c.words.slice());
    tl.finish(log.length, result);
    const p = new Player(manualFrames().scheduler, 10);
    p.setTimelines([tl]);
    p.seek(10_000);
    source.answerAll(tl);
    tl.store.clear();
    p.jumpTo('solution');
    source.answerAll(tl);
    let want = 10_000;
    while ((log[want] & 7) !== 5) want++;
    expect(tl.cursor).toBe(want + 1);
  });

  it('drives frames only while playing, and pausing cancels the pending frame', () => {
    const f = manualFrames();
    const p = new Player(f.scheduler, 10);
    p.setTimelines([timeline(CLASSIC, 'naive').tl]);
    expect(f.pending).toBe(false);
    p.play();
    expect(f.pending).toBe(true);
    p.pause();
    expect(f.pending).toBe(false);
  });
});
