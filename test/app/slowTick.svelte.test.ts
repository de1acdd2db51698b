import { flushSync } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SLOW_PANEL_MS, slowly } from '../../src/app/slowTick.svelte.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A value read through `slowly`, watched by an effect as a panel would be. */
function watch() {
  const source = $state({ value: 0, fast: false });
  const seen: number[] = [];
  const stop = $effect.root(() => {
    const shown = $derived(slowly(source.fast, () => source.value));
    $effect(() => {
      seen.push(shown);
    });
  });
  flushSync();
  return { source, seen, stop };
}

describe('slowly', () => {
  it('follows every change while not fast (paused, stepping, slow play)', () => {
    const { source, seen, stop } = watch();
    source.value = 1;
    flushSync();
    source.value = 2;
    flushSync();
    expect(seen).toEqual([0, 1, 2]);
    stop();
  });

  it('while fast, follows on the slow tick only, with the latest value, and at once when it stops', () => {
    const { source, seen, stop } = watch();
    source.fast = true;
    flushSync();
    for (let v = 1; v <= 5; v++) {
      source.value = v;
      flushSync();
    }
    expect(seen.at(-1)).toBe(0);
    vi.advanceTimersByTime(SLOW_PANEL_MS);
    flushSync();
    expect(seen.at(-1)).toBe(5);
    source.value = 6;
    flushSync();
    expect(seen.at(-1)).toBe(5);
    source.fast = false;
    flushSync();
    expect(seen.at(-1)).toBe(6);
    stop();
  });

  it('keeps no timer once nothing reads it fast', () => {
    const { source, stop } = watch();
    source.fast = true;
    flushSync();
    expect(vi.getTimerCount()).toBe(1);
    source.fast = false;
    flushSync();
    expect(vi.getTimerCount()).toBe(0);
    stop();
  });
});
