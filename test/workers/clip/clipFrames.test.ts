import { describe, expect, it } from 'vitest';
import { formatLine, pack } from '../../../src/core/index.ts';
import { clipFrames, frameCount, framePosition, type ClipRequest } from '../../../src/workers/clip/clipFrames.ts';
import { CLASSIC } from '../../../src/app/presets.ts';
import { boardAfter, engineCounts, gridOf } from '../../browser/support/engineBoards.ts';

const request = (over: Partial<ClipRequest> = {}): ClipRequest => ({
  puzzle: gridOf(CLASSIC),
  runs: [
    { algo: 'naive', colour: '#c2410c', name: 'Naive backtracking' },
    { algo: 'mrv', colour: '#7c3aed', name: 'MRV' },
  ],
  from: 20,
  to: 120,
  speed: 50,
  fps: 10,
  caption: '',
  ...over,
});

describe('a clip’s frames', () => {
  it('has one frame at the start, then one every 1/fps seconds until the end is shown', () => {
    const r = request();
    expect(frameCount(r)).toBe(21); // 100 events at 50 events/s = 2 s at 10 fps, and the first frame
    expect([0, 1, 2, 20].map((k) => framePosition(r, k))).toEqual([20, 25, 30, 120]);
  });

  it("shows each board as the engine's replay has it at the frame's event", () => {
    const frames = [...clipFrames(request())];
    expect(frames).toHaveLength(21);
    const last = frames.at(-1)!;
    expect(last.position).toBe(120);
    expect(last.boards.map((b) => formatLine({ n: 3, cells: b.cells }))).toEqual([
      boardAfter(CLASSIC, 'naive', 120),
      boardAfter(CLASSIC, 'mrv', 120),
    ]);
    expect(frames[0].boards.map((b) => formatLine({ n: 3, cells: b.cells }))).toEqual([
      boardAfter(CLASSIC, 'naive', 20),
      boardAfter(CLASSIC, 'mrv', 20),
    ]);
  });

  it('keeps a run that ended before the range did at its end, with its final counts', () => {
    const { events, result } = engineCounts(CLASSIC, 'mrv');
    const last = [...clipFrames(request({ from: 0, to: events + 500, speed: 10_000 }))].at(-1)!;
    expect(last.boards[1].cursor).toBe(events);
    expect(last.boards[1].counters.placements).toBe(result.counts.placements);
    expect(last.boards[1].event?.type).toBe('solution');
  });

  it('replays a recorded run (a learner’s) from its events, under the name the page gives it', () => {
    const puzzle = gridOf(CLASSIC);
    const first = puzzle.cells.indexOf(0);
    const events = Uint32Array.from([
      pack({ type: 'check', cell: first, digit: 1, ok: true }),
      pack({ type: 'place', cell: first, digit: 1, depth: 1 }),
    ]);
    const frames = [
      ...clipFrames(
        request({
          runs: [{ algo: 'naive', colour: '#000', name: 'Your solver (Python)', events }],
          from: 0,
          to: 10,
          speed: 10,
        }),
      ),
    ];
    const last = frames.at(-1)!.boards[0];
    expect(last.name).toBe('Your solver (Python)');
    expect(last.cursor).toBe(2);
    expect(last.counters).toMatchObject({ checks: 1, placements: 1 });
    expect(last.cells[first]).toBe(1);
  });
});
