import { describe, expect, it } from 'vitest';
import { drawClipFrame } from '../../../src/draw/clip/drawClipFrame.ts';
import { clipFrames } from '../../../src/workers/clip/clipFrames.ts';
import { CLASSIC } from '../../../src/app/presets.ts';
import { gridOf } from '../../browser/support/engineBoards.ts';
import { RecordingContext } from '../recordingContext.ts';

const frame = (caption: string) =>
  [
    ...clipFrames({
      puzzle: gridOf(CLASSIC),
      runs: [
        { algo: 'naive', colour: '#c2410c', name: 'Naive backtracking' },
        { algo: 'mrv', colour: '#7c3aed', name: 'MRV' },
      ],
      from: 0,
      to: 40,
      speed: 40,
      fps: 1,
      caption,
    }),
  ].at(-1)!;

const texts = (ctx: RecordingContext) => ctx.calls.filter((c) => c.op === 'fillText').map((c) => c.args[0]);

describe('a clip frame', () => {
  it('writes the caption, each board’s name and counters, and the event position', () => {
    const ctx = new RecordingContext();
    const f = frame('Naive vs MRV');
    drawClipFrame(ctx, f, 1280, 720);
    const written = texts(ctx);
    expect(written[0]).toBe('Naive vs MRV');
    expect(written).toContain('Naive backtracking');
    expect(written).toContain('MRV');
    expect(written).toContain(f.boards[1].counters.placements.toLocaleString('en-US'));
    expect(written.at(-1)).toBe('event 40');
  });

  it('draws the two boards side by side inside the frame, the same size', () => {
    const ctx = new RecordingContext();
    drawClipFrame(ctx, frame(''), 1280, 720);
    const offsets = ctx.calls.filter((c) => c.op === 'setTransform' && (c.args[4] as number) > 0).map((c) => c.args);
    expect(offsets).toHaveLength(2);
    const [a, b] = offsets;
    expect(a[5]).toBe(b[5]);
    expect(b[4] as number).toBeGreaterThan(640);
  });
});
