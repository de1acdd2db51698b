import { cleanup, fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { zeroCounts } from '../../../src/core/counts.ts';
import LabRatingScatter from '../../../src/features/lab/LabRatingScatter.svelte';
import LabScatter from '../../../src/features/lab/LabScatter.svelte';
import { LabResults } from '../../../src/features/lab/labResults.ts';
import { contexts, installCanvasStubs } from '../../app/canvasStubs.ts';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installCanvasStubs(480, 360, 2);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  uninstall();
});

/** Three puzzles on lines 4, 7 and 9, MRV always fewer placements; the third beyond the rating's techniques. */
function results(): LabResults {
  const r = new LabResults(['naive', 'mrv'], Int32Array.from([4, 7, 9]), true);
  const outcome = (placements: number) => ({
    status: 'solved' as const,
    ms: 1,
    counts: { ...zeroCounts(), placements },
  });
  const rating = (status: 'rated' | 'beyond', value: number) => ({ status, rating: value, hardest: null, counts: {} });
  r.set(0, [outcome(1000), outcome(10)], 'a', rating('rated', 2));
  r.set(1, [outcome(50_000), outcome(300)], 'b', rating('rated', 4.5));
  r.set(2, [outcome(20), outcome(20)], 'c', rating('beyond', 3));
  return r;
}

/** The points as drawn (their centres in the plot's frame) and the frame's zoom on screen. */
function drawn(container: HTMLElement): { x: number; y: number }[] {
  const ctx = contexts.get(container.querySelector('canvas')!)!;
  return ctx.calls.filter((c) => c.op === 'arc').map((c) => ({ x: c.args[0] as number, y: c.args[1] as number }));
}
const ZOOM = 12 / 11;

describe("the Lab's two scatter plots", () => {
  it('sets run against run, shows a tip for the point under the pointer and opens its puzzle on a click', async () => {
    const onOpen = vi.fn();
    const { container } = render(LabScatter, {
      props: { results: results(), version: 1, x: 'naive', y: 'mrv', field: 'placements', onOpen },
    });
    const plot = container.querySelector<HTMLElement>('.scatter .plot')!;
    expect(plot.dataset.points).toBe('3');
    expect(plot.getAttribute('aria-label')).toBe('MRV 1→N against Naive 1→N, placements, one point per puzzle');
    expect(container.querySelector('.axes svg')!.textContent).toContain('MRV 1→N vs Naive 1→N: 3 puzzles');
    expect(container.querySelector('canvas')!.width).toBe(960);
    const points = drawn(container);
    expect(points).toHaveLength(3);

    // The points are drawn by winner (ties first): the second point drawn is puzzle 1's.
    await fireEvent.mouseMove(plot, { clientX: points[1].x * ZOOM, clientY: points[1].y * ZOOM });
    expect(container.querySelector('.tip')!.textContent!.replace(/\s+/g, ' ')).toBe(
      'puzzle 4Naive 1→N: 1,000MRV 1→N: 10click to watch',
    );
    await fireEvent.click(plot, { clientX: points[1].x * ZOOM, clientY: points[1].y * ZOOM });
    expect(onOpen).toHaveBeenCalledWith(0);
    await fireEvent.mouseLeave(plot);
    expect(container.querySelector('.tip')).toBeNull();
  });

  it("follows its box's width and the screen's pixel ratio, as the page's other canvases do", async () => {
    // jsdom has no matchMedia: one query whose change the test fires.
    const ratio = new EventTarget();
    Object.defineProperty(window, 'matchMedia', { value: () => ratio, configurable: true });
    onTestFinished(() => void delete (window as { matchMedia?: unknown }).matchMedia);
    const { container } = render(LabScatter, {
      props: { results: results(), version: 1, x: 'naive', y: 'mrv', field: 'placements', onOpen: () => {} },
    });
    const canvas = container.querySelector('canvas')!;
    expect(canvas.width).toBe(960);
    // The window moved to a screen of another pixel ratio: same CSS size, half the pixels.
    Object.defineProperty(window, 'devicePixelRatio', { value: 1, configurable: true });
    ratio.dispatchEvent(new Event('change'));
    await tick();
    expect(canvas.width).toBe(480);
  });

  it("sets the rating against a run's effort, with its own tip and the sentence under it", async () => {
    const onOpen = vi.fn();
    const { container } = render(LabRatingScatter, {
      props: { results: results(), version: 1, run: 'mrv', field: 'placements', onRun: () => {}, onOpen },
    });
    const plot = container.querySelector<HTMLElement>('.rating-scatter .plot')!;
    expect(plot.dataset.points).toBe('3');
    expect(container.querySelector('.axes svg')!.textContent).toContain('human difficulty (SE rating)');
    const points = drawn(container);
    // Beyond the techniques first (grey), then the rated ones in row order: puzzle 2 is the third drawn.
    await fireEvent.mouseMove(plot, { clientX: points[2].x * ZOOM, clientY: points[2].y * ZOOM });
    expect(container.querySelector('.tip')!.textContent!.replace(/\s+/g, ' ')).toBe(
      'puzzle 7MRV 1→N: 300SE rating: 4.5click to watch',
    );
    await fireEvent.click(plot, { clientX: points[2].x * ZOOM, clientY: points[2].y * ZOOM });
    expect(onOpen).toHaveBeenCalledWith(1);
    expect(container.querySelector('[data-testid=rating-follows]')!.textContent).toContain('1 puzzle');
  });
});
