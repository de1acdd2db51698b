import { findMoment, type PredictAlgo, type QuestionKind } from './questions/index.ts';
import type { StopLimit } from '../../run/playback/player.ts';
import type { Timeline } from '../../run/timeline/timeline.ts';

/** The most events one call scans per board, so that instant play over 10^8 events never freezes a frame. */
export const MAX_SCAN = 1 << 18;

/** One board as predict mode stops it: its run's log and cursor, and what kind of run it is. */
export interface StopBoard {
  readonly timeline: Timeline;
  readonly algo: PredictAlgo;
}

/**
 * Predict mode's stops for the Player: every (or every k-th) moment of each board that asks a `wanted` question,
 * scanned no further than the events at hand, so that a moment is never passed unseen.
 */
export class MomentStops {
  /** The boards (by index) with a moment asked at the last stop, and what each asks. */
  asked = new Map<number, QuestionKind[]>();
  private readonly seen: number[];

  constructor(
    private readonly boards: readonly StopBoard[],
    private readonly wanted: ReadonlySet<QuestionKind>,
    private readonly every = 1,
    private readonly maxScan = MAX_SCAN,
  ) {
    this.seen = boards.map(() => 0);
  }

  readonly limit = (_from: number, to: number): StopLimit | null => {
    const pos = this.boards.map((b) => b.timeline.cursor);
    let limit = Math.min(to, Math.min(...pos) + this.maxScan);
    for (;;) {
      const next = this.boards.map((b, i) => {
        const s = findMoment(b.timeline, b.algo, pos[i], limit, this.wanted);
        if (s && !s.moment) limit = Math.min(limit, s.at);
        return s?.moment ? s : null;
      });
      const first = Math.min(...next.map((s) => (s && s.at < limit ? s.at : Infinity)));
      if (first === Infinity) {
        const more = this.boards.some((b) => !b.timeline.finished || b.timeline.total > limit);
        return limit < to && more ? { at: limit, stop: false } : null;
      }
      const asked = new Map<number, QuestionKind[]>();
      next.forEach((s, i) => {
        if (!s || s.at !== first) return;
        if (this.seen[i]++ % this.every === 0) asked.set(i, s.kinds);
        pos[i] = s.at + 1;
      });
      if (asked.size > 0) {
        this.asked = asked;
        return { at: first, stop: true };
      }
    }
  };
}
