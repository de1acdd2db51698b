/** A canvas's backing store at CSS size × devicePixelRatio; resizing clears it, so only on a real change. */
export interface PixelSize {
  width: number;
  height: number;
  dpr: number;
}

export function fitCanvas(canvas: HTMLCanvasElement, size: PixelSize): CanvasRenderingContext2D | null {
  const w = Math.max(1, Math.round(size.width * size.dpr));
  const h = Math.max(1, Math.round(size.height * size.dpr));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext('2d');
  ctx?.setTransform(size.dpr, 0, 0, size.dpr, 0, 0);
  return ctx;
}

export function observeSize(el: HTMLElement, onSize: (s: PixelSize) => void): () => void {
  // The observer's own entry gives the size without forcing a layout.
  const report = (entries?: readonly ResizeObserverEntry[]) => {
    const box = entries?.[entries.length - 1]?.borderBoxSize?.[0];
    const r = box ? { width: box.inlineSize, height: box.blockSize } : el.getBoundingClientRect();
    onSize({ width: Math.floor(r.width), height: Math.floor(r.height), dpr: window.devicePixelRatio || 1 });
  };
  // Its first report comes with the first layout, before the first paint.
  const ro = new ResizeObserver((entries) => report(entries));
  ro.observe(el);
  // A window dragged to a screen with another pixel ratio changes no CSS size, only the ratio.
  let mq: MediaQueryList | null = null;
  const watchRatio = () => {
    mq?.removeEventListener('change', onRatio);
    mq = window.matchMedia?.(`(resolution: ${window.devicePixelRatio || 1}dppx)`) ?? null;
    mq?.addEventListener('change', onRatio);
  };
  const onRatio = () => {
    report();
    watchRatio();
  };
  watchRatio();
  return () => {
    ro.disconnect();
    mq?.removeEventListener('change', onRatio);
  };
}
