import { describe, expect, it } from 'vitest';
import { normalizeSpeed } from '../../../src/run/playback/speed.ts';

describe('speed', () => {
  it('accepts speeds in range and Infinity, and nothing else', () => {
    expect(normalizeSpeed(250)).toBe(250);
    expect(normalizeSpeed(Infinity)).toBe(Infinity);
    for (const bad of [0, 0.5, -3, 2e6, NaN, -Infinity]) expect(normalizeSpeed(bad)).toBeNull();
  });
});
