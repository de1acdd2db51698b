import { describe, expect, it } from 'vitest';
import {
  fasterSpeed,
  INSTANT_NOTCH,
  notchFromSpeed,
  slowerSpeed,
  speedFromNotch,
  TOP_NOTCH,
} from '../../src/app/speedNotches.ts';

describe('speed notches', () => {
  it('run from 1 to 1,000,000 events/s on a log scale, then instant', () => {
    expect(speedFromNotch(0)).toBe(1);
    expect(speedFromNotch(10)).toBe(10);
    expect(speedFromNotch(30)).toBe(1000);
    expect(speedFromNotch(TOP_NOTCH)).toBe(1_000_000);
    expect(speedFromNotch(INSTANT_NOTCH)).toBe(Infinity);
  });

  it('round-trip every notch', () => {
    for (let k = 0; k <= INSTANT_NOTCH; k++) expect(notchFromSpeed(speedFromNotch(k))).toBe(k);
  });

  it('step by half a decade with + and −, and stop at the ends', () => {
    expect(fasterSpeed(10)).toBe(32);
    expect(slowerSpeed(10)).toBe(3.2);
    expect(slowerSpeed(1)).toBe(1);
    expect(fasterSpeed(1_000_000)).toBe(Infinity);
    expect(fasterSpeed(Infinity)).toBe(Infinity);
    expect(slowerSpeed(Infinity)).toBe(1_000_000);
  });
});
