import { cleanup, render } from '@testing-library/svelte';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BoardModel } from '../../src/draw/boardModel.ts';
import { PALETTE } from '../../src/draw/palette.ts';
import BoardCanvas from '../../src/app/BoardCanvas.svelte';
import { contexts, installCanvasStubs } from './canvasStubs.ts';

let uninstall: () => void;
beforeEach(() => {
  uninstall = installCanvasStubs(450, 450, 2);
});
afterEach(() => {
  cleanup();
  uninstall();
});

const givens = new Uint8Array(81);
givens[0] = 5;

function model(cells: Uint8Array, over: Partial<BoardModel> = {}): BoardModel {
  return { n: 3, givens, cells, event: null, pencil: false, ...over };
}

function layers(container: HTMLElement) {
  const [staticCanvas, dynamicCanvas] = [...container.querySelectorAll('canvas')];
  return {
    staticCanvas,
    dynamicCanvas,
    staticCtx: contexts.get(staticCanvas)!,
    dynamicCtx: contexts.get(dynamicCanvas)!,
  };
}

describe('BoardCanvas', () => {
  it('sizes both layers to the panel times devicePixelRatio, so the board stays sharp', () => {
    const { container } = render(BoardCanvas, { props: { model: model(givens.slice()), label: 'board' } });
    const { staticCanvas, dynamicCanvas, staticCtx } = layers(container);
    expect([staticCanvas.width, staticCanvas.height, dynamicCanvas.width]).toEqual([900, 900, 900]);
    expect(staticCtx.calls.find((c) => c.op === 'setTransform')?.args).toEqual([2, 0, 0, 2, 0, 0]);
  });

  it('draws givens on the static layer and the solver’s digits on the dynamic one', () => {
    const cells = givens.slice();
    cells[1] = 3;
    const { container } = render(BoardCanvas, { props: { model: model(cells), label: 'board' } });
    const { staticCtx, dynamicCtx } = layers(container);
    expect(
      staticCtx
        .texts()
        .filter((t) => t.fillStyle !== PALETTE.label)
        .map((t) => [t.args[0], t.fillStyle]),
    ).toEqual([['5', PALETTE.given]]);
    expect(dynamicCtx.texts().map((t) => [t.args[0], t.fillStyle])).toEqual([['3', PALETTE.placed]]);
  });

  it('redraws only the dynamic layer when the cursor moves', async () => {
    const cells = givens.slice();
    const { container, rerender } = render(BoardCanvas, { props: { model: model(cells), label: 'board' } });
    const { staticCtx, dynamicCtx } = layers(container);
    const staticCalls = staticCtx.calls.length;
    const dynamicClears = dynamicCtx.calls.filter((c) => c.op === 'clearRect').length;
    const next = cells.slice();
    next[1] = 4;
    await rerender({ model: model(next, { event: { type: 'place', cell: 1, digit: 4, depth: 1 } }), label: 'board' });
    expect(staticCtx.calls.length).toBe(staticCalls);
    expect(dynamicCtx.calls.filter((c) => c.op === 'clearRect').length).toBe(dynamicClears + 1);
    expect(dynamicCtx.texts().at(-1)?.args[0]).toBe('4');
  });

  it('describes the board to assistive technology', () => {
    const { getByRole } = render(BoardCanvas, {
      props: { model: model(givens.slice()), label: 'Naive board. Ready.' },
    });
    expect(getByRole('img', { name: 'Naive board. Ready.' })).toBeTruthy();
  });
});
