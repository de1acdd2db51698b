/** `stop`: play pauses at `at`; else `at` is only as far as is known for now. */
export interface StopLimit {
  at: number;
  stop: boolean;
}

export interface Stops {
  /** Null: nothing in the way. */
  limit(from: number, to: number): StopLimit | null;
  /** `playing`: play paused here (false: a step stopped here). */
  onStop(at: number, playing: boolean): void;
}

/** Each set of stops sees the move as the ones before left it, so none passes a stop unseen. */
export function limitMove(all: readonly Stops[], from: number, want: number): { to: number; stopped: Stops[] } {
  let to = want;
  let stopped: Stops[] = [];
  for (const s of all) {
    const l = s.limit(from, to);
    if (!l || l.at > to) continue;
    const at = Math.max(from, l.at);
    if (at < to) stopped = [];
    to = at;
    if (l.stop) stopped.push(s);
  }
  return { to, stopped };
}
