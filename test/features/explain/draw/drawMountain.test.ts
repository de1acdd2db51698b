import { describe, expect, it } from 'vitest';
import { drawMountain, type DepthSummary } from '../../../../src/features/explain/draw/drawMountain.ts';
import { RecordingContext } from '../../../draw/recordingContext.ts';

const summary = (min: number[], max: number[], backs: number[], sols: number[] = min.map(() => 0)): DepthSummary => ({
  bucketSize: 10,
  buckets: min.length,
  events: min.length * 10,
  minDepth: min,
  maxDepth: max,
  backtracks: backs,
  solutions: sols,
});

describe('drawMountain', () => {
  it('draws a silhouette up to the deepest depth per bucket and a core up to the shallowest, deeper higher', () => {
    const ctx = new RecordingContext();
    drawMountain(ctx, [{ summary: summary([0, 2, 1], [2, 4, 3], [0, 0, 0]), colour: '#c2410c' }], 30, 300, 100);
    const lines = ctx.calls.filter((c) => c.op === 'lineTo').map((c) => c.args as number[]);
    expect(lines).toHaveLength(14);
    const [silhouette, core] = [lines.slice(0, 7), lines.slice(7)];
    const top = Math.min(...silhouette.map(([, y]) => y));
    // the highest point is depth 4 in the second bucket (x 100..200)
    expect(silhouette.filter(([, y]) => y === top).map(([x]) => x)).toEqual([100, 200]);
    expect(Math.min(...core.map(([, y]) => y))).toBeGreaterThan(top);
    // both close down to depth 0 at the end of the run
    expect(silhouette[6]).toEqual([300, core[6][1]]);
    expect(ctx.calls.filter((c) => c.op === 'fill')).toHaveLength(2);
  });

  it('marks backtracks darker where there are more of them, and solutions with a tick', () => {
    const ctx = new RecordingContext();
    drawMountain(
      ctx,
      [{ summary: summary([1, 1, 1], [1, 1, 1], [1, 0, 100], [0, 1, 0]), colour: '#7c3aed' }],
      30,
      300,
      100,
    );
    const rects = ctx.calls.filter((c) => c.op === 'fillRect');
    expect(rects).toHaveLength(3);
    const strip = rects.filter((r) => (r.args as number[])[0] !== 100 || (r.args as number[])[2] !== 2);
    expect(strip.map((r) => (r.args as number[])[0])).toEqual([0, 200]);
    const solution = rects.find((r) => (r.args as number[])[2] === 2 && (r.args as number[])[1] === 0);
    expect(solution?.args[0]).toBe(100);
  });

  it('draws nothing before the run has events', () => {
    const ctx = new RecordingContext();
    drawMountain(ctx, [{ summary: summary([], [], []), colour: '#000' }], 0, 300, 100);
    expect(ctx.calls.map((c) => c.op)).toEqual(['clearRect']);
  });
});
