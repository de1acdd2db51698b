import type { FrameScheduler } from '../../../src/run/playback/player.ts';

/** Frames run by hand: `frame(t)` runs the pending callback at time t. */
export function manualFrames() {
  let pending: ((t: number) => void) | null = null;
  let id = 0;
  let time = 0;
  const scheduler: FrameScheduler = {
    now: () => time,
    requestFrame: (cb) => {
      pending = cb;
      return ++id;
    },
    cancelFrame: () => {
      pending = null;
    },
  };
  const frame = (t: number) => {
    time = t;
    const cb = pending;
    pending = null;
    cb?.(t);
  };
  return {
    scheduler,
    frame,
    get pending() {
      return pending !== null;
    },
  };
}
