import { untrack } from 'svelte';
import { createSubscriber } from 'svelte/reactivity';

/** About 12 times a second: faster is invisible in summary panels and costs the page's longest tasks. */
export const SLOW_PANEL_MS = 80;

// One tick for every summary panel; it runs only while some `$derived` reads it, so a paused page has no timer.
const subscribe = createSubscriber((update) => {
  const id = setInterval(() => {
    update();
  }, SLOW_PANEL_MS);
  return () => clearInterval(id);
});

/** Inside a `$derived`: `read()` on every change unless `fast`, then on the slow tick only. */
export function slowly<T>(fast: boolean, read: () => T): T {
  if (!fast) return read();
  subscribe();
  return untrack(read);
}
