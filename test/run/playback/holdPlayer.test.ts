import { describe, expect, it } from 'vitest';
import { holdPlayer } from '../../../src/run/playback/holdPlayer.ts';
import { Player } from '../../../src/run/playback/player.ts';
import { Timeline } from '../../../src/run/timeline/timeline.ts';
import { FakeSource } from '../support/fakeSource.ts';
import { manualFrames } from '../support/manualFrames.ts';
import { CLASSIC, chunked, straightLog } from '../support/runs.ts';

function setup() {
  const { log, result } = straightLog(CLASSIC, 'naive');
  const chunks = chunked(CLASSIC, log, 500);
  const tl = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 200);
  for (const c of chunks) tl.addChunk(c.head, c.words.slice());
  tl.finish(log.length, result);
  const f = manualFrames();
  const player = new Player(f.scheduler, 1000);
  player.setTimelines([tl]);
  return { tl, f, player };
}

describe('holding the player until a feature’s stops are set', () => {
  it('keeps Play and a step where they stand, then plays once released', () => {
    const { tl, f, player } = setup();
    const hold = holdPlayer(player);
    player.play();
    for (let t = 1; t <= 10; t++) f.frame(t * 250); // long frames: a busy machine
    player.stepForward();
    expect(tl.cursor).toBe(0);
    expect(player.playing).toBe(false);
    hold.release();
    expect(player.playing).toBe(true);
    f.frame(3000);
    f.frame(3050);
    expect(tl.cursor).toBeGreaterThan(0);
  });

  it('does not play on release when Play was not pressed', () => {
    const { player } = setup();
    const hold = holdPlayer(player);
    hold.release();
    expect(player.playing).toBe(false);
  });
});
