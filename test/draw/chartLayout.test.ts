import { describe, expect, it } from 'vitest';
import { chartLayout, linePath, shortNumber } from '../../src/draw/chartLayout.ts';

describe('chartLayout', () => {
  it('puts both axes on log scales from 1 to the power of ten above the data', () => {
    const c = chartLayout(
      [
        {
          points: [
            [1, 1],
            [4208, 4208],
          ],
        },
        { points: [[51, 51]] },
      ],
      400,
      240,
    );
    expect(c.x.domain()).toEqual([1, 10_000]);
    expect(c.y.domain()).toEqual([1, 10_000]);
    expect(c.xTicks.map((t) => t.label)).toEqual(['1', '10', '100', '1k', '10k']);
    expect(c.x(1)).toBe(c.left);
    expect(c.y(1)).toBe(c.bottom);
  });

  it('labels every other decade when there are many', () => {
    const c = chartLayout([{ points: [[7e8, 1e8]] }], 400, 240);
    expect(c.xTicks.map((t) => t.label)).toEqual(['1', '100', '10k', '1M', '100M']);
  });

  it('draws one path per run and leaves out points a log axis cannot show', () => {
    const d = linePath(
      [
        [0, 0],
        [1, 0],
        [2, 1],
        [10, 5],
      ],
      (v) => v,
      (v) => v,
    );
    expect(d).toBe('M2.0,1.0L10.0,5.0');
  });

  it('writes large numbers short', () => {
    expect([999, 1000, 25_000, 1e6, 3e9].map(shortNumber)).toEqual(['999', '1k', '25k', '1M', '3G']);
  });
});
