import type { Page } from 'playwright-core';
import type { LongTask } from './probes.ts';

export interface FrameReport {
  fps: number;
  /** The longest gap between two animation frames, ms. */
  worstFrameMs: number;
  /** Events the first board advanced per second during the window. */
  eventsPerSecond: number;
  longTasks: LongTask[];
}

/**
 * Counts animation frames for `ms` while the page plays, and how far the first board's cursor moved.
 * A frame here is a requestAnimationFrame callback: what the page gets to draw.
 */
export function measureFrames(page: Page, ms: number): Promise<FrameReport> {
  return page.evaluate((ms) => {
    const w = window as unknown as { __longTasks: Array<{ start: number; duration: number }> | null };
    const cursor = () => Number(document.querySelector<HTMLElement>('section.run')?.dataset.cursor ?? 0);
    return new Promise<FrameReport>((resolve) => {
      const t0 = performance.now();
      const c0 = cursor();
      let frames = 0,
        last = t0,
        worst = 0;
      const frame = (t: number) => {
        frames++;
        worst = Math.max(worst, t - last);
        last = t;
        if (t - t0 < ms) return void requestAnimationFrame(frame);
        const elapsed = t - t0;
        resolve({
          fps: (frames * 1000) / elapsed,
          worstFrameMs: worst,
          eventsPerSecond: ((cursor() - c0) * 1000) / elapsed,
          longTasks: (w.__longTasks ?? []).filter((x) => x.start >= t0),
        });
      };
      requestAnimationFrame(frame);
    });
  }, ms);
}
