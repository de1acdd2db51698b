import { scaleLog, type ScaleLogarithmic } from 'd3-scale';

/** The plot area inside a width × height picture, leaving room for tick labels and titles. */
export interface PlotFrame {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * How much a plot `width` pixels wide on screen is enlarged from its frame, whose text is 11 px: to
 * 12 px at least (a phone) and up to 16 px on a wide screen or a projector, margins growing alike.
 */
export function plotZoom(width: number): number {
  return Math.min(16 / 11, Math.max(12 / 11, width / 500));
}

export function plotFrame(width: number, height: number): PlotFrame {
  return { width, height, left: 64, right: width - 16, top: 36, bottom: height - 40 };
}

/**
 * A log axis over counts from 1 to at least `max`, nice at powers of ten. Counts of 0 are drawn at 1:
 * a log axis has no 0, and a run that placed nothing sits on the axis's floor.
 */
export function countScale(max: number, range: [number, number]): ScaleLogarithmic<number, number> {
  return scaleLog()
    .domain([1, Math.max(10, max)])
    .range(range)
    .nice()
    .clamp(true);
}

/** Powers of ten within the scale's domain: the gridlines and labels of a log axis. */
export function decadeTicks(scale: ScaleLogarithmic<number, number>): number[] {
  const [lo, hi] = scale.domain();
  const out: number[] = [];
  for (let t = lo; t <= hi * 1.0001; t *= 10) out.push(t);
  return out;
}

/** A power of ten as the CLI writes it: plain up to 1000, then "1e4"; `large` words the larger ones per language. */
export function tickLabel(v: number, large = (power: number) => `1e${power}`): string {
  return v < 1e4 ? String(v) : large(Math.round(Math.log10(v)));
}

export function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
