import { describe, expect, it } from 'vitest';
import { Player } from '../../../src/run/playback/player.ts';
import { Timeline } from '../../../src/run/timeline/timeline.ts';
import { FakeSource } from '../support/fakeSource.ts';
import { manualFrames } from '../support/manualFrames.ts';
import { CLASSIC, chunked, straightLog } from '../support/runs.ts';

function timeline() {
  const { log, result } = straightLog(CLASSIC, 'naive', { limit: 1 });
  const chunks = chunked(CLASSIC, log, 500);
  const tl = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 200);
  for (const c of chunks) tl.addChunk(c.head, c.words.slice());
  tl.finish(log.length, result);
  return tl;
}

describe("the Player's ceiling", () => {
  it('no command takes the boards past it: play, step, seek, jumps and End stop there', () => {
    const tl = timeline();
    const f = manualFrames();
    const p = new Player(f.scheduler, 1000);
    p.setTimelines([tl]);
    p.setCeiling(40);
    p.play();
    for (let t = 50; p.playing && t < 10_000; t += 50) f.frame(t);
    expect(p.playing).toBe(false);
    expect(tl.cursor).toBe(40);
    p.stepForward();
    expect(tl.cursor).toBe(40);
    p.play();
    expect(p.playing).toBe(false);
    p.seek(500);
    expect(tl.cursor).toBe(40);
    p.jumpTo('solution');
    expect(tl.cursor).toBe(40);
    p.toEnd();
    expect(tl.cursor).toBe(40);
    p.seek(10);
    p.stepBack();
    expect(tl.cursor).toBe(9);
  });

  it('a lower ceiling brings the boards back to it; lifted, the boards go on', () => {
    const tl = timeline();
    const p = new Player(manualFrames().scheduler, 1000);
    p.setTimelines([tl]);
    p.seek(100);
    p.setCeiling(60);
    expect(tl.cursor).toBe(60);
    p.setCeiling(Infinity);
    p.seek(100);
    expect(tl.cursor).toBe(100);
  });

  it('new runs wait at their start until their feature sets a ceiling again', () => {
    const p = new Player(manualFrames().scheduler, 1000);
    p.setTimelines([timeline()]);
    p.setCeiling(60);
    const next = timeline();
    p.setTimelines([next]);
    p.seek(30);
    expect(next.cursor).toBe(0);
  });
});
