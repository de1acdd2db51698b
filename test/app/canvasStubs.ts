import { RecordingContext } from '../draw/recordingContext.ts';

/**
 * jsdom has no canvas, no layout and no ResizeObserver. These stubs give every canvas a recording
 * context, every element a fixed box, and a ResizeObserver that reports once on observe (with no
 * entries, so the element's box is read), so board components can be tested for what they draw and when.
 */
export const contexts = new Map<HTMLCanvasElement, RecordingContext>();

export function installCanvasStubs(width = 450, height = 450, dpr = 2): () => void {
  const saved = {
    getContext: HTMLCanvasElement.prototype.getContext,
    rect: Element.prototype.getBoundingClientRect,
    ro: (globalThis as { ResizeObserver?: unknown }).ResizeObserver,
    dpr: window.devicePixelRatio,
  };
  HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement) {
    let ctx = contexts.get(this);
    if (!ctx) contexts.set(this, (ctx = new RecordingContext()));
    return ctx as unknown as CanvasRenderingContext2D;
  } as unknown as typeof HTMLCanvasElement.prototype.getContext;
  Element.prototype.getBoundingClientRect = () =>
    ({ x: 0, y: 0, left: 0, top: 0, right: width, bottom: height, width, height, toJSON() {} }) as DOMRect;
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    constructor(private cb: (entries: readonly ResizeObserverEntry[]) => void) {}
    observe() {
      this.cb([]);
    }
    disconnect() {}
    unobserve() {}
  };
  Object.defineProperty(window, 'devicePixelRatio', { value: dpr, configurable: true });
  return () => {
    HTMLCanvasElement.prototype.getContext = saved.getContext;
    Element.prototype.getBoundingClientRect = saved.rect;
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = saved.ro;
    Object.defineProperty(window, 'devicePixelRatio', { value: saved.dpr, configurable: true });
    contexts.clear();
  };
}
