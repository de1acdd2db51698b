import { describe, expect, it } from 'vitest';
import { formatSpeed, normalizeSpeed, sliderFromSpeed, speedFromSlider } from '../../../src/run/playback/speed.ts';

describe('speed', () => {
  it('maps the slider on a log scale from 1 to 10^6 events per second, ending in instant', () => {
    expect(speedFromSlider(0)).toBe(1);
    expect(speedFromSlider(sliderFromSpeed(1000))).toBe(1000);
    expect(speedFromSlider(sliderFromSpeed(1e6))).toBe(1e6);
    expect(speedFromSlider(1)).toBe(Infinity);
    expect(sliderFromSpeed(Infinity)).toBe(1);
  });

  it('puts equal ratios of speed at equal slider distances', () => {
    const a = sliderFromSpeed(10) - sliderFromSpeed(1);
    const b = sliderFromSpeed(1e6) - sliderFromSpeed(1e5);
    expect(a).toBeCloseTo(b, 10);
  });

  it('accepts speeds in range and Infinity, and nothing else', () => {
    expect(normalizeSpeed(250)).toBe(250);
    expect(normalizeSpeed(Infinity)).toBe(Infinity);
    for (const bad of [0, 0.5, -3, 2e6, NaN, -Infinity]) expect(normalizeSpeed(bad)).toBeNull();
  });

  it('names speeds for people', () => {
    expect(formatSpeed(Infinity)).toBe('instant');
    expect(formatSpeed(10000)).toBe('10,000 events/s');
    expect(formatSpeed(1)).toBe('1 event/s');
    expect(formatSpeed(2.5)).toBe('2.5 events/s');
  });
});
