import { zeroCounters } from '../../src/core/index.ts';
import type { RunViewLike } from '../../src/app/sessionView.ts';

/** A run as the UI sees it, at the start unless told otherwise. */
export function fakeRun(over: Partial<RunViewLike> = {}): RunViewLike {
  return {
    algo: 'naive',
    cursor: 0,
    total: 0,
    finished: false,
    status: 'running',
    board: new Uint8Array(81),
    current: null,
    counters: zeroCounters(),
    placementSeries: [],
    result: null,
    ...over,
  };
}
