import { describe, expect, it } from 'vitest';
import { Clock } from '../../../src/run/playback/clock.ts';

/** Events handed out over `frames` frames of `dt` ms, after starting at 0. */
function run(speed: number, frames: number, dt = 1000 / 60): number[] {
  const c = new Clock(speed);
  c.start(0);
  const out: number[] = [];
  for (let f = 1; f <= frames; f++) out.push(c.tick(f * dt));
  return out;
}

describe('Clock', () => {
  it('applies about speed × dt events per frame, carrying the fraction', () => {
    const per = run(1000, 600);
    expect(per.reduce((a, b) => a + b, 0)).toBe(10_000);
    expect(new Set(per.slice(1))).toEqual(new Set([16, 17]));
  });

  it('at 1 event per second on a 60 Hz screen applies one event in every 60 frames', () => {
    const per = run(1, 600);
    expect(per.reduce((a, b) => a + b, 0)).toBe(10);
    expect(per[0]).toBe(1); // the first event comes at once, not a second later
    expect(per.slice(1, 59).every((n) => n === 0)).toBe(true);
  });

  it('at 10^6 events per second hands out about 16,667 a frame', () => {
    const per = run(1e6, 60);
    expect(per.reduce((a, b) => a + b, 0)).toBe(1_000_000);
    expect(Math.max(...per)).toBeLessThanOrEqual(16_668);
  });

  it('counts a long pause between frames as a short one', () => {
    const c = new Clock(100, 250);
    c.start(0);
    expect(c.tick(60_000)).toBe(25);
  });

  it('hands out Infinity in instant mode', () => {
    expect(run(Infinity, 2)).toEqual([Infinity, Infinity]);
  });

  it('starts timing on its first tick when not started', () => {
    const c = new Clock(1000);
    expect(c.tick(500)).toBe(0);
    expect(c.tick(510)).toBe(10);
  });

  it('never hands out events for time running backwards', () => {
    const c = new Clock(1000);
    c.start(100);
    expect(c.tick(50)).toBe(0);
  });
});
