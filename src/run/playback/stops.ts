/** How far a move may go: to `at`, a stop there (play pauses) or only as far as can be seen for now. */
export interface StopLimit {
  at: number;
  stop: boolean;
}

/** Stops any feature may set on the player: where playing and stepping must stop before going on. */
export interface Stops {
  /** For the move from the shared position `from` to `to`, how far it may go; null: nothing in the way. */
  limit(from: number, to: number): StopLimit | null;
  /** At one of these stops: `playing` when play paused there, false when a step stopped there. */
  onStop(at: number, playing: boolean): void;
}

/**
 * How far the move from `from` to `want` may go: each set of stops sees the move as the ones before
 * it left it, so none passes a stop unseen; `stopped` are those that stop where it ends.
 */
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
