import { describe, expect, it } from 'vitest';
import { clipHandlers } from '../../../src/workers/clip/clipHost.ts';
import { type ClipRequest, frameCount } from '../../../src/workers/clip/clipFrames.ts';
import type { ClipCalls } from '../../../src/workers/clip/clipMessages.ts';
import { serve } from '../../../src/workers/rpc.ts';
import { CLASSIC } from '../../../src/app/presets.ts';
import { gridOf } from '../../browser/support/engineBoards.ts';
import { RecordingContext } from '../../draw/recordingContext.ts';

// A WebM is the page recording what the worker draws, in real time: the clip's length is the worker's
// pace. Here the pace runs on a clock of the test's own, so it is checked exactly, busy machine or not.
const REQUEST: ClipRequest = {
  puzzle: gridOf(CLASSIC),
  runs: [
    { algo: 'naive', colour: '#c2410c', name: 'Naive backtracking' },
    { algo: 'mrv', colour: '#7c3aed', name: 'MRV' },
  ],
  from: 0,
  to: 100,
  speed: 10,
  fps: 10,
  caption: 'pace',
};

/** The times a WebM's frames are drawn at, on a clock that moves when the host waits, and by `late.by` while frame `late.at` (1-based) draws. */
async function drawTimes(late: { at: number; by: number } | null = null) {
  let t = 1000;
  const drawnAt: number[] = [];
  let ended = -1;
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const receive = serve<ClipCalls>(
    (w) => {
      if ('msg' in w) {
        drawnAt.push(t - 1000);
        if (late && (w.msg as { done: number }).done === late.at) t += late.by; // that frame took long to draw
      }
      if ('end' in w) {
        ended = t - 1000;
        done();
      }
      if ('error' in w) throw new Error(w.error);
    },
    clipHandlers(
      async (ms) => {
        t += ms;
      },
      () => t,
    ),
  );
  const canvas = { width: 1280, height: 720, getContext: () => new RecordingContext() };
  receive({ id: 1, call: 'webm', req: { request: REQUEST, canvas: canvas as unknown as OffscreenCanvas } });
  await finished;
  return { drawnAt, ended };
}

describe('the clip worker drawing a WebM', () => {
  it('draws frame k at k / fps seconds and holds the last one a frame: a 10 s clip lasts 10.1 s', async () => {
    const { drawnAt, ended } = await drawTimes();
    const total = frameCount(REQUEST);
    expect(total).toBe(101);
    expect(drawnAt).toEqual(Array.from({ length: total }, (_, k) => k * 100));
    expect(ended).toBe(10_100);
  });

  it('after a frame that drew late, draws every frame still and keeps to the clock, not to the lateness', async () => {
    const { drawnAt, ended } = await drawTimes({ at: 31, by: 450 });
    expect(drawnAt).toHaveLength(101);
    // Frames 31–34 (from 0) fell due while frame 30 drew: they follow at once; from 35 on, the clip's own times.
    expect(drawnAt.slice(29, 37)).toEqual([2900, 3000, 3450, 3450, 3450, 3450, 3500, 3600]);
    expect(ended).toBe(10_100);
  });
});
