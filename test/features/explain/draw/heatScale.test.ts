import { describe, expect, it } from 'vitest';
import { HEAT_ZERO, heatScale } from '../../../../src/features/explain/draw/heatScale.ts';

describe('heatScale', () => {
  it('gives zero its own colour and runs from pale to dark as counts grow', () => {
    const s = heatScale(1_000_000);
    expect(s.colour(0)).toBe(HEAT_ZERO);
    expect(s.colour(1)).toBe('rgb(254, 249, 195)');
    expect(s.colour(1000)).toBe('rgb(249, 115, 22)');
    expect(s.colour(1_000_000)).toBe('rgb(127, 29, 29)');
    expect(s.colour(5_000_000)).toBe('rgb(127, 29, 29)');
  });

  it('labels the legend with powers of ten up to the largest count', () => {
    expect(heatScale(25_000).ticks).toEqual([1, 10, 100, 1000, 10000]);
    expect(heatScale(1).ticks).toEqual([1, 2]);
  });
});
