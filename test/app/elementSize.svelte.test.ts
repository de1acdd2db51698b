import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ElementSize } from '../../src/app/elementSize.svelte.ts';

type Report = (entries: readonly Partial<ResizeObserverEntry>[]) => void;
const saved = globalThis.ResizeObserver;
let report: Report = () => {};
let observing = false;
// The files of this project share one jsdom: the fake observer stands only for each test.
beforeEach(() => {
  globalThis.ResizeObserver = class {
    constructor(cb: Report) {
      report = cb;
    }
    observe() {
      observing = true;
    }
    disconnect() {
      observing = false;
    }
    unobserve() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(() => {
  globalThis.ResizeObserver = saved;
});

const entry = (inlineSize: number, blockSize: number) => ({
  borderBoxSize: [{ inlineSize, blockSize }] as unknown as readonly ResizeObserverSize[],
});

describe('ElementSize', () => {
  it("follows an element's border box in whole CSS pixels, keeping its object while nothing changes", () => {
    const size = new ElementSize({ width: 400, height: 240 });
    expect(size.current).toEqual({ width: 400, height: 240, dpr: 1 });
    const stop = size.follow(document.createElement('div'));
    expect(observing).toBe(true);
    report([entry(320.7, 200.2)]);
    const first = size.current;
    expect(first).toEqual({ width: 320, height: 200, dpr: window.devicePixelRatio || 1 });
    report([entry(320.2, 200.9)]);
    expect(size.current).toBe(first);
    report([entry(321, 200)]);
    expect(size.current).toEqual({ width: 321, height: 200, dpr: window.devicePixelRatio || 1 });
    stop();
    expect(observing).toBe(false);
  });
});
