import type { Page } from 'playwright-core';

/**
 * Seeks by the scrubber, as a user does (its value set, an `input` event sent), to each target in
 * turn, and times each until the first animation frame at which the first board's panel shows that
 * position with its words present (not waiting for them to be made again): that frame paints it.
 */
export function measureSeeks(page: Page, targets: number[]): Promise<number[]> {
  return page.evaluate(async (targets) => {
    const input = document.querySelector<HTMLInputElement>('.scrubber input')!;
    const run = document.querySelector<HTMLElement>('section.run')!;
    const times: number[] = [];
    for (const target of targets) {
      await new Promise((r) => setTimeout(r, 20));
      const t0 = performance.now();
      input.value = String(target);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise<void>((resolve) => {
        const frame = () => {
          if (run.dataset.cursor === String(target) && run.dataset.pending === 'false') resolve();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      times.push(performance.now() - t0);
    }
    return times;
  }, targets);
}
