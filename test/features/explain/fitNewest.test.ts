import { describe, expect, it } from 'vitest';
import { fitNewest } from '../../../src/features/explain/fitNewest.ts';

// A sentence that wraps to four lines above 22 px and three at or below, 1.25 lines apart (1.08 closed up).
const heightAt = (size: number, tight: boolean) => size * (tight ? 1.08 : 1.25) * (size > 22 ? 4 : 3);

describe('fitNewest', () => {
  it('keeps the type when the sentence fits', () => {
    expect(fitNewest(heightAt, 200, 28, 20)).toEqual({ size: 28, tight: false, grow: 0 });
  });

  it('takes the largest whole type that fits', () => {
    expect(fitNewest(heightAt, 83, 28, 20)).toEqual({ size: 22, tight: false, grow: 0 });
  });

  it('never goes under the floor: the lines close up, then the box grows by what is missing', () => {
    expect(fitNewest(heightAt, 80, 28, 24)).toEqual({ size: 24, tight: true, grow: 24 });
    expect(fitNewest(heightAt, 104, 28, 24)).toEqual({ size: 24, tight: true, grow: 0 });
  });

  it('measures a few sizes, not every pixel between the type and the floor (each is a forced layout)', () => {
    let measured = 0;
    const counted = (size: number, tight: boolean) => {
      measured++;
      return heightAt(size, tight);
    };
    expect(fitNewest(counted, 83, 60, 20)).toEqual({ size: 22, tight: false, grow: 0 });
    expect(measured).toBeLessThanOrEqual(2 + Math.ceil(Math.log2(40)));
    measured = 0;
    expect(fitNewest(counted, 80, 60, 24)).toEqual({ size: 24, tight: true, grow: 24 });
    expect(measured).toBe(3);
  });
});
