import { untrack } from 'svelte';
import { createSubscriber } from 'svelte/reactivity';

/**
 * How often the panels that summarise a run may follow it while it plays or streams fast: about 12
 * times a second. Faster is invisible there, and redrawing them every frame in instant mode made the
 * page's longest tasks.
 */
export const SLOW_PANEL_MS = 80;

/*
 * One clock for every panel that summarises a run (chart, heatmap, code, narration): while the player
 * moves fast they follow the cursor on this tick, about 12 times a second, and not every frame, where
 * the work is wasted. It ticks only while some `$derived` reads it, so a paused page has no timer.
 */
const subscribe = createSubscriber((update) => {
  const id = setInterval(() => {
    update();
  }, SLOW_PANEL_MS);
  return () => clearInterval(id);
});

/**
 * Inside a `$derived`: `read()` at every change when `fast` is false (paused, stepping, slow play),
 * else re-read on the slow tick only. `fast` is itself reactive, so the value catches up at once
 * when the player stops.
 */
export function slowly<T>(fast: boolean, read: () => T): T {
  if (!fast) return read();
  subscribe();
  return untrack(read);
}
