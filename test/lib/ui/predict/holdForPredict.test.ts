import { describe, expect, it } from 'vitest';
import { Player } from '../../../../src/lib/player/playback/player.ts';
import { Timeline } from '../../../../src/lib/player/timeline/timeline.ts';
import { holdForPredict } from '../../../../src/lib/ui/predict/holdForPredict.ts';
import { FakeSource } from '../../player/support/fakeSource.ts';
import { manualFrames } from '../../player/support/manualFrames.ts';
import { CLASSIC, chunked, straightLog } from '../../player/support/runs.ts';

function setup() {
  const { log, result } = straightLog(CLASSIC, 'naive');
  const chunks = chunked(CLASSIC, log, 500);
  const tl = new Timeline(CLASSIC.cells.slice(), new FakeSource(chunks), 200);
  for (const c of chunks) tl.addChunk(c.head, c.words.slice());
  tl.finish(log.length, result);
  const f = manualFrames();
  const player = new Player(f.scheduler, 1000);
  player.setTimelines([tl]);
  const host = {
    setStops: (rule: Player['stopRule'], onStop: Player['onStop'] = () => {}) => {
      player.stopRule = rule;
      player.onStop = onStop;
    },
    play: () => player.play(),
  };
  return { tl, f, player, host };
}

describe('holding the player until predict mode is here', () => {
  it('keeps Play and a step where they stand, then plays once released', () => {
    const { tl, f, player, host } = setup();
    const hold = holdForPredict(host);
    player.play();
    for (let t = 1; t <= 10; t++) f.frame(t * 250); // long frames: a busy machine
    player.stepForward();
    expect(tl.cursor).toBe(0);
    expect(player.playing).toBe(false);
    host.setStops(null); // predict mode's own stops would go here
    hold.release();
    expect(player.playing).toBe(true);
    f.frame(3000);
    f.frame(3050);
    expect(tl.cursor).toBeGreaterThan(0);
  });

  it('does not play on release when Play was not pressed', () => {
    const { player, host } = setup();
    const hold = holdForPredict(host);
    host.setStops(null);
    hold.release();
    expect(player.playing).toBe(false);
  });
});
