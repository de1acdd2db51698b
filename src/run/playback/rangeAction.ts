/**
 * What a player playing a range does as its position moves (an embed, a loop A–B): stop at the range's end, or loop after a hold on the last frame.
 */
export interface RangeState {
  /** The furthest board's event position. */
  position: number;
  playing: boolean;
  /** Every run has ended and stands at its last event. */
  allAtEnd: boolean;
}

export type RangeAction =
  /** Past the end while playing: pause and stand exactly at the end. */
  | { kind: 'stop'; at: number }
  /** Reached the end (stopped there): go back to the start after the hold. */
  | { kind: 'loop' }
  | null;

/** How long the last frame stays before a loop starts again, so a viewer sees where it ended. */
export const LOOP_HOLD_MS = 1200;

export function rangeAction(s: RangeState, range: { from: number; to?: number; loop: boolean }): RangeAction {
  const pastEnd = range.to !== undefined && s.position >= range.to;
  if (s.playing) return pastEnd ? { kind: 'stop', at: range.to! } : null;
  if (range.loop && (pastEnd || s.allAtEnd)) return { kind: 'loop' };
  return null;
}
