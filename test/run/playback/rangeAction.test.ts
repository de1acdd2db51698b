import { describe, expect, it } from 'vitest';
import { rangeAction } from '../../../src/run/playback/rangeAction.ts';

const at = (position: number, playing: boolean, allAtEnd = false) => ({ position, playing, allAtEnd });

describe('an embedded range', () => {
  it('plays on inside the range', () => {
    expect(rangeAction(at(10, true), { from: 0, to: 50, loop: true })).toBeNull();
  });

  it('stops exactly at the end when a frame carried it past', () => {
    expect(rangeAction(at(53, true), { from: 0, to: 50, loop: false })).toEqual({ kind: 'stop', at: 50 });
    expect(rangeAction(at(50, true), { from: 0, to: 50, loop: true })).toEqual({ kind: 'stop', at: 50 });
  });

  it('loops once stopped at the end, and only when asked to', () => {
    expect(rangeAction(at(50, false), { from: 5, to: 50, loop: true })).toEqual({ kind: 'loop' });
    expect(rangeAction(at(50, false), { from: 5, to: 50, loop: false })).toBeNull();
  });

  it("without an end, loops when the runs have all ended; a pause mid-range is the viewer's", () => {
    expect(rangeAction(at(900, false, true), { from: 0, loop: true })).toEqual({ kind: 'loop' });
    expect(rangeAction(at(400, false, false), { from: 0, loop: true })).toBeNull();
  });
});
