import { describe, expect, it } from 'vitest';
import { plotFrame } from '../../../../src/features/lab/draw/logAxes.ts';
import { pointAt, scatterModel, scatterSvg } from '../../../../src/features/lab/draw/scatter.ts';

const input = {
  xs: [10, 1000, 50, 0],
  ys: [100, 10, 50, 7],
  xLabel: 'naive',
  yLabel: 'mrv<lcv>',
  metric: 'placements',
  xColour: '#c2410c',
  yColour: '#7c3aed',
};

describe('the scatter', () => {
  it('colours each point by the run that took fewer steps, ties apart', () => {
    expect([...scatterModel(input, plotFrame(400, 300)).winner]).toEqual([1, 2, 0, 1]);
  });

  it('puts equal counts on the y = x diagonal, and 0 on the axis floor', () => {
    const m = scatterModel(input, plotFrame(400, 300));
    const f = m.frame;
    expect((m.px[2] - f.left) / (f.right - f.left)).toBeCloseTo((f.bottom - m.py[2]) / (f.bottom - f.top), 5);
    expect(m.px[3]).toBeCloseTo(m.frame.left, 3);
  });

  it('finds the point under the pointer, or none', () => {
    const m = scatterModel(input, plotFrame(400, 300));
    expect(pointAt(m, m.px[1] + 2, m.py[1] - 2)).toBe(1);
    expect(pointAt(m, 0, 0)).toBe(-1);
  });

  it('writes SVG with one circle per point, the diagonal, and escaped labels', () => {
    const svg = scatterSvg(scatterModel(input, plotFrame(400, 300)));
    expect(svg.match(/<circle /g)).toHaveLength(4);
    expect(svg).toContain('stroke-dasharray');
    expect(svg).toContain('mrv&#60;lcv&#62;');
    expect(svg).not.toContain('mrv<lcv>');
    expect(scatterSvg(scatterModel(input, plotFrame(400, 300)), { points: false })).not.toContain('<circle');
  });
});
