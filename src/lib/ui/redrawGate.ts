/**
 * How often the panels that summarise a run (depth mountain, heatmap, pseudocode, narration) may
 * redraw while a run streams or plays fast: about 12 times a second. Faster is invisible there, and
 * redrawing them every frame in instant mode made the page's longest tasks.
 */
export const SLOW_PANEL_MS = 80;

export interface GateClock {
  now(): number;
  setTimer(cb: () => void, ms: number): unknown;
  clearTimer(id: unknown): void;
}

const realClock: GateClock = {
  now: () => performance.now(),
  setTimer: (cb, ms) => setTimeout(cb, ms),
  clearTimer: (id) => clearTimeout(id as ReturnType<typeof setTimeout>),
};

/**
 * A gate for one panel's redraws: `through(draw)` draws at once if `ms` have passed since the last
 * draw (or `urgent`: paused, stepping, a run's end), else once they have. It returns a cancel, to be
 * an `$effect`'s cleanup: when the inputs change again before then, the effect's next run replaces the
 * waiting draw, so the panel draws at most every `ms` and always ends on the latest inputs.
 */
export function redrawGate(
  ms = SLOW_PANEL_MS,
  clock: GateClock = realClock,
): (draw: () => void, urgent?: boolean) => () => void {
  let last = -Infinity;
  return (draw, urgent = false) => {
    const wait = urgent ? 0 : last + ms - clock.now();
    if (wait <= 0) {
      last = clock.now();
      draw();
      return () => {};
    }
    const id = clock.setTimer(() => {
      last = clock.now();
      draw();
    }, wait);
    return () => clock.clearTimer(id);
  };
}
