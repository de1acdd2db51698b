import { describe, expect, it } from 'vitest';
import { plotFrame } from '../../../../src/features/lab/draw/logAxes.ts';
import { scatterModel } from '../../../../src/features/lab/draw/scatter.ts';
import { rasterizeScatter } from '../../../../src/features/lab/draw/scatterRaster.ts';

const X = '#c2410c',
  Y = '#7c3aed';

/** A model with points put where the test wants them (the raster reads px, py and winner only). */
function modelAt(points: Array<[number, number, 0 | 1 | 2]>) {
  const m = scatterModel(
    { xs: points.map(() => 1), ys: points.map(() => 1), xLabel: 'a', yLabel: 'b', metric: 'p', xColour: X, yColour: Y },
    plotFrame(40, 30),
  );
  points.forEach(([x, y, w], k) => {
    m.px[k] = x;
    m.py[k] = y;
    m.winner[k] = w;
  });
  return m;
}

const pixel = (r: { width: number; data: Uint8ClampedArray }, x: number, y: number) => [
  ...r.data.subarray((y * r.width + x) * 4, (y * r.width + x) * 4 + 4),
];

describe('the scatter as pixels', () => {
  it('fills a 3×3 square round each point in its winner colour at 0.35 opacity, and nothing else', () => {
    const r = rasterizeScatter(modelAt([[10, 10, 1]]), 40, 30);
    for (let y = 9; y <= 11; y++) for (let x = 9; x <= 11; x++) expect(pixel(r, x, y)).toEqual([0xc2, 0x41, 0x0c, 89]);
    const painted = [...r.data].filter((_, i) => i % 4 === 3 && r.data[i] > 0).length;
    expect(painted).toBe(9);
  });

  it('blends overlapping points source-over: Y drawn over X shows mostly Y, more opaque', () => {
    const r = rasterizeScatter(
      modelAt([
        [10, 10, 2],
        [10, 10, 1],
      ]),
      40,
      30,
    );
    const [red, , blue, a] = pixel(r, 10, 10);
    // 0.35 + 0.35 × 0.65 = 0.5775 opaque; Y (drawn last, weight 0.35 / 0.5775) outweighs X.
    expect(a).toBe(Math.round(0.5775 * 255));
    expect(blue).toBeGreaterThan(0x0c + (0xed - 0x0c) * 0.55);
    expect(red).toBeLessThan(0xc2);
  });

  it('scales squares by the device pixel ratio and clips them at the edges', () => {
    const r = rasterizeScatter(modelAt([[0, 0, 0]]), 80, 60, 2);
    expect(pixel(r, 0, 0)[3]).toBe(89);
    expect(pixel(r, 2, 2)[3]).toBe(89);
    expect(pixel(r, 3, 3)[3]).toBe(0);
    expect(r.data.length).toBe(80 * 60 * 4);
  });
});

describe('a raster drawn again', () => {
  it('writes into the previous buffer when the size is the same, cleared first', () => {
    const first = rasterizeScatter(modelAt([[10, 10, 1]]), 40, 30);
    const again = rasterizeScatter(modelAt([[20, 20, 2]]), 40, 30, 1, first);
    expect(again.data).toBe(first.data);
    expect(pixel(again, 10, 10)[3]).toBe(0);
    expect(pixel(again, 20, 20)).toEqual([0x7c, 0x3a, 0xed, 89]);
    expect(rasterizeScatter(modelAt([]), 20, 30, 1, again).data).not.toBe(first.data);
  });
});
