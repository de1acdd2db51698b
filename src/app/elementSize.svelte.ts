import { untrack } from 'svelte';
import { observeSize, type PixelSize } from './canvasSize.ts';

/**
 * An element's CSS size and pixel ratio as state, for the canvases and overlays drawn to it: `<div {@attach
 * size.follow}>`, then read `size.current`. A report that changes nothing keeps the same object, so nothing redraws.
 */
export class ElementSize {
  current: PixelSize = $state.raw({ width: 0, height: 0, dpr: 1 });

  constructor(initial?: Partial<PixelSize>) {
    if (initial) this.current = { ...this.current, ...initial };
  }

  follow = (el: HTMLElement): (() => void) =>
    observeSize(el, (s) =>
      untrack(() => {
        const c = this.current;
        if (s.width !== c.width || s.height !== c.height || s.dpr !== c.dpr) this.current = s;
      }),
    );
}
