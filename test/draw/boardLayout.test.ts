import { describe, expect, it } from 'vitest';
import { scaleBand } from 'd3-scale';
import { band, boardLayout, cellAt, cellCentre, cellRect } from '../../src/draw/boardLayout.ts';

describe('boardLayout', () => {
  it('fits the largest square board beside its label gutter and centres the two', () => {
    const l = boardLayout(3, 500, 300);
    expect(l.gutter).toBeGreaterThan(0);
    expect(l.side + l.gutter).toBeLessThanOrEqual(300);
    expect(l.side + l.gutter).toBeGreaterThan(290);
    expect(l.x0 - l.gutter + (l.side + l.gutter) / 2).toBeCloseTo(250, 0);
    expect(l.y0 >= l.gutter).toBe(true);
    const bare = boardLayout(3, 500, 300, false);
    expect(bare.gutter).toBe(0);
    expect(bare.x0 + bare.side / 2).toBeCloseTo(250, 0);
  });

  it('gives every cell the same width, side / size', () => {
    for (const n of [2, 3, 4] as const) {
      const l = boardLayout(n, 640, 640);
      expect(l.cell).toBeCloseTo(l.side / (n * n), 6);
      expect(cellRect(l, n ** 4 - 1).x + l.cell).toBeCloseTo(l.x0 + l.side, 6);
    }
  });

  it("puts every cell edge exactly where d3's band scale puts it", () => {
    for (const n of [4, 9, 16])
      for (const [start, stop] of [
        [0, 500],
        [13, 13 + 347],
        [7.5, 640.25],
        [3, 3],
      ]) {
        const d3 = scaleBand<number>()
          .domain(Array.from({ length: n }, (_, i) => i))
          .range([start, stop]);
        const ours = band(start, stop, n);
        expect(ours.width).toBe(d3.bandwidth());
        for (let i = 0; i < n; i++) expect(ours.at(i)).toBe(d3(i));
      }
  });

  it('places cells in reading order', () => {
    const l = boardLayout(3, 900, 900);
    const c10 = cellRect(l, 10);
    expect(c10.x).toBeCloseTo(l.x0 + l.cell, 6);
    expect(c10.y).toBeCloseTo(l.y0 + l.cell, 6);
  });

  it('finds the cell under a point and -1 outside the board', () => {
    const l = boardLayout(4, 800, 800);
    for (const cell of [0, 17, 100, 255]) {
      const c = cellCentre(l, cell);
      expect(cellAt(l, c.x, c.y)).toBe(cell);
    }
    expect(cellAt(l, l.x0 - 1, l.y0 + 5)).toBe(-1);
    expect(cellAt(l, l.x0 + 5, l.y0 + l.side + 1)).toBe(-1);
  });

  it('does not break on a panel of zero size', () => {
    const l = boardLayout(3, 0, 0);
    expect(l.side).toBe(0);
    expect(cellAt(l, 0, 0)).toBe(-1);
  });
});
