import { scaleLog, type ScaleLogarithmic } from 'd3-scale';

/**
 * The placement chart, both axes logarithmic from 1 because runs differ by orders of magnitude; points a log axis
 * cannot show are left out.
 */
export interface ChartSeries {
  points: ReadonlyArray<readonly [number, number]>;
}

export interface ChartLayout {
  x: ScaleLogarithmic<number, number>;
  y: ScaleLogarithmic<number, number>;
  /** Inner plot area. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  paths: string[];
  xTicks: Tick[];
  yTicks: Tick[];
}

export interface Tick {
  value: number;
  at: number;
  label: string;
}

export const CHART_MARGIN = { left: 52, right: 14, top: 10, bottom: 30 };

export function chartLayout(series: readonly ChartSeries[], width: number, height: number): ChartLayout {
  const m = CHART_MARGIN;
  const right = Math.max(m.left + 1, width - m.right);
  const bottom = Math.max(m.top + 1, height - m.bottom);
  let maxX = 10;
  let maxY = 10;
  for (const s of series) {
    for (const [e, p] of s.points) {
      if (e > maxX) maxX = e;
      if (p > maxY) maxY = p;
    }
  }
  const x = scaleLog()
    .domain([1, decadeAbove(maxX)])
    .range([m.left, right]);
  const y = scaleLog()
    .domain([1, decadeAbove(maxY)])
    .range([bottom, m.top]);
  return {
    x,
    y,
    left: m.left,
    top: m.top,
    right,
    bottom,
    paths: series.map((s) => linePath(s.points, x, y)),
    xTicks: decadeTicks(x),
    yTicks: decadeTicks(y),
  };
}

function decadeAbove(v: number): number {
  return 10 ** Math.ceil(Math.log10(Math.max(10, v)));
}

/** Skips points a log axis cannot show and points on the same pixel. */
export function linePath(points: ChartSeries['points'], x: (v: number) => number, y: (v: number) => number): string {
  let d = '';
  let lastX = -Infinity;
  for (const [e, p] of points) {
    if (e < 1 || p < 1) continue;
    const px = x(e);
    if (px - lastX < 0.5 && d !== '') continue;
    d += `${d === '' ? 'M' : 'L'}${px.toFixed(1)},${y(p).toFixed(1)}`;
    lastX = px;
  }
  return d;
}

/** One tick per power of ten, labelled 1, 10, 100, 1k … 1G. */
function decadeTicks(s: ScaleLogarithmic<number, number>): Tick[] {
  const [lo, hi] = s.domain();
  const ticks: Tick[] = [];
  const decades = Math.round(Math.log10(hi / lo));
  const every = decades > 6 ? 2 : 1;
  for (let k = 0; k <= decades; k += every) {
    const v = lo * 10 ** k;
    ticks.push({ value: v, at: s(v), label: shortNumber(v) });
  }
  return ticks;
}

export function shortNumber(v: number): string {
  for (const [unit, s] of [
    [1e9, 'G'],
    [1e6, 'M'],
    [1e3, 'k'],
  ] as const)
    if (v >= unit) return `${Number((v / unit).toPrecision(3))}${s}`;
  return String(v);
}
