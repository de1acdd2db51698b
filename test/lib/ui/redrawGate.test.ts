import { describe, expect, it } from 'vitest';
import { type GateClock, redrawGate } from '../../../src/lib/ui/redrawGate.ts';

/** A clock whose time and timers move only when the test says. */
function manualClock() {
  let t = 0,
    next = 0;
  const timers = new Map<number, { at: number; cb: () => void }>();
  const clock: GateClock = {
    now: () => t,
    setTimer: (cb, ms) => (timers.set(++next, { at: t + ms, cb }), next),
    clearTimer: (id) => timers.delete(id as number),
  };
  const advance = (ms: number) => {
    t += ms;
    for (const [id, x] of [...timers])
      if (x.at <= t) {
        timers.delete(id);
        x.cb();
      }
  };
  return { clock, advance, pending: () => timers.size };
}

describe('redrawGate', () => {
  it('draws at once the first time, then at most once per interval however often the inputs change', () => {
    const { clock, advance } = manualClock();
    const gate = redrawGate(80, clock);
    const drawn: number[] = [];
    let cancel = gate(() => drawn.push(0));
    expect(drawn).toEqual([0]);
    // An effect re-run every 16 ms frame: the cleanup cancels the waiting draw, the new run replaces it.
    for (let frame = 1; frame <= 20; frame++) {
      advance(16);
      cancel();
      cancel = gate(() => drawn.push(frame));
    }
    expect(drawn.length).toBeGreaterThanOrEqual(3);
    expect(drawn.length).toBeLessThanOrEqual(5); // 320 ms at one draw per 80 ms
  });

  it('ends on the latest inputs: a draw held back is made once the interval has passed', () => {
    const { clock, advance, pending } = manualClock();
    const gate = redrawGate(80, clock);
    const drawn: string[] = [];
    gate(() => drawn.push('first'));
    advance(10);
    gate(() => drawn.push('last'));
    expect(drawn).toEqual(['first']);
    expect(pending()).toBe(1);
    advance(70);
    expect(drawn).toEqual(['first', 'last']);
  });

  it('draws an urgent change at once, and a cancelled draw never', () => {
    const { clock, advance } = manualClock();
    const gate = redrawGate(80, clock);
    const drawn: string[] = [];
    gate(() => drawn.push('a'));
    const cancel = gate(() => drawn.push('dropped'));
    cancel();
    gate(() => drawn.push('end'), true);
    advance(200);
    expect(drawn).toEqual(['a', 'end']);
  });
});
