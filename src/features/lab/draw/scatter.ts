import type { ScaleLogarithmic } from 'd3-scale';
import type { DrawContext } from '../../../draw/drawContext.ts';
import { countScale, decadeTicks, escapeXml, type PlotFrame, plotFrame, tickLabel } from './logAxes.ts';

/**
 * One point per puzzle, run X across and run Y up on log axes of one domain, coloured by who needed fewer steps;
 * one model for two writers, SVG (exports, the CLI) and canvas (the page, where thousands of circles are slow).
 */
export interface ScatterInput {
  xs: ArrayLike<number>;
  ys: ArrayLike<number>;
  xLabel: string;
  yLabel: string;
  /** What is counted, for the axis titles: "placements". */
  metric: string;
  /** Each run's colour (its colour in the distribution plot too); ties are grey. */
  xColour: string;
  yColour: string;
}

/** The scatter's words: English for the CLI's `--svg`, the page's language in the lab; the SVG escapes them. */
export interface ScatterText {
  /** An axis's title: "naive placements (log)". */
  axis: (name: string, metric: string) => string;
  /** The heading: "mrv vs naive: 50 puzzles", with ", dashed y = x" where there is room. */
  title: (y: string, x: string, count: number, dashed: boolean) => string;
  /** A colour's key: "● mrv fewer". */
  fewer: (name: string) => string;
  tie: string;
  /** The key when a run is plotted against itself. */
  self: string;
  /** A tick's label: "1e4" / "1万". */
  tick: (v: number) => string;
}

const ENGLISH_SCATTER_TEXT: ScatterText = {
  axis: (name, metric) => `${name} ${metric} (log)`,
  title: (y, x, count, dashed) => `${y} vs ${x}: ${count} puzzles${dashed ? ', dashed y = x' : ''}`,
  fewer: (name) => `● ${name} fewer`,
  tie: '● tie',
  self: 'one run against itself: every point a tie',
  tick: tickLabel,
};

/** Points drawn grey: both runs took the same number of steps. */
export const TIE_COLOUR = '#6b7280';
const TIE = TIE_COLOUR;

/** Past this many points the page draws squares from a raster (scatterRaster.ts), not arcs. */
export const MANY_POINTS = 2000;

export interface ScatterModel {
  frame: PlotFrame;
  x: ScaleLogarithmic<number, number>;
  y: ScaleLogarithmic<number, number>;
  ticks: number[];
  /** Point k's position in pixels, and who won: 0 tie, 1 X, 2 Y. */
  px: Float32Array;
  py: Float32Array;
  winner: Uint8Array;
  input: ScatterInput;
}

/** Below this width the legend takes two lines (a phone), and the plot starts a line lower. */
const NARROW = 400;
const LEGEND_LINE = 14;

export function scatterModel(input: ScatterInput, given: PlotFrame): ScatterModel {
  const frame = given.width < NARROW ? { ...given, top: given.top + LEGEND_LINE } : given;
  const n = input.xs.length;
  let max = 1;
  for (let k = 0; k < n; k++) max = Math.max(max, input.xs[k], input.ys[k]);
  const x = countScale(max, [frame.left, frame.right]);
  const y = countScale(max, [frame.bottom, frame.top]);
  const px = new Float32Array(n),
    py = new Float32Array(n),
    winner = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    const a = input.xs[k],
      b = input.ys[k];
    px[k] = x(Math.max(1, a));
    py[k] = y(Math.max(1, b));
    winner[k] = a === b ? 0 : a < b ? 1 : 2;
  }
  return { frame, x, y, ticks: decadeTicks(x), px, py, winner, input };
}

/** What drawing, rasterizing and hit-testing the points need, whichever axes placed them. */
export type ScatterPoints = Pick<ScatterModel, 'frame' | 'px' | 'py' | 'winner'> & {
  input: Pick<ScatterInput, 'xColour' | 'yColour'>;
};

const coloursOf = (input: ScatterPoints['input']) => [TIE, input.xColour, input.yColour];

/** The nearest point to (mx, my) within `radius` pixels, or -1. */
export function pointAt(m: ScatterPoints, mx: number, my: number, radius = 6): number {
  let best = -1,
    bestD = radius * radius;
  for (let k = 0; k < m.px.length; k++) {
    const dx = m.px[k] - mx,
      dy = m.py[k] - my,
      d = dx * dx + dy * dy;
    if (d <= bestD) {
      bestD = d;
      best = k;
    }
  }
  return best;
}

/**
 * The points alone onto a canvas (the page draws the axes as SVG over it, from scatterSvg), and a
 * ring round the hovered one. Up to MANY_POINTS points, antialiased arcs; past that the page puts a
 * raster of squares (scatterRaster.ts) on the canvas first and calls this for the ring alone.
 */
export function drawScatterPoints(ctx: DrawContext, m: ScatterPoints, highlight = -1, pointsDrawn = false): void {
  if (!pointsDrawn) {
    ctx.clearRect(0, 0, m.frame.width, m.frame.height);
    const colour = coloursOf(m.input);
    ctx.globalAlpha = 0.7;
    for (let w = 0; w < 3; w++) {
      ctx.fillStyle = colour[w];
      ctx.beginPath();
      for (let k = 0; k < m.px.length; k++) {
        if (m.winner[k] !== w) continue;
        ctx.moveTo(m.px[k] + 2.5, m.py[k]);
        ctx.arc(m.px[k], m.py[k], 2.5, 0, 2 * Math.PI);
      }
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  }
  if (highlight >= 0) {
    ctx.strokeStyle = '#111827';
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.arc(m.px[highlight], m.py[highlight], 6, 0, 2 * Math.PI);
    ctx.stroke();
  }
}

/** The whole picture as SVG text; `points: false` leaves the points to a canvas under it. */
export function scatterSvg(
  m: ScatterModel,
  options: { points: boolean } = { points: true },
  text: ScatterText = ENGLISH_SCATTER_TEXT,
): string {
  const { frame: f, input } = m;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}" viewBox="0 0 ${f.width} ${f.height}" font-family="system-ui, sans-serif" font-size="11">`,
  ];
  if (options.points) parts.push(`<rect width="${f.width}" height="${f.height}" fill="#ffffff"/>`);
  for (const t of m.ticks) {
    const tx = r(m.x(t)),
      ty = r(m.y(t));
    parts.push(
      `<line x1="${tx}" y1="${f.top}" x2="${tx}" y2="${f.bottom}" stroke="#e5e7eb"/>`,
      `<line x1="${f.left}" y1="${ty}" x2="${f.right}" y2="${ty}" stroke="#e5e7eb"/>`,
      `<text x="${tx}" y="${f.bottom + 14}" text-anchor="middle" fill="#374151">${text.tick(t)}</text>`,
      `<text x="${f.left - 6}" y="${ty + 4}" text-anchor="end" fill="#374151">${text.tick(t)}</text>`,
    );
  }
  const [lo, hi] = m.x.domain();
  parts.push(
    `<line x1="${r(m.x(lo))}" y1="${r(m.y(lo))}" x2="${r(m.x(hi))}" y2="${r(m.y(hi))}" stroke="#111827" stroke-dasharray="4 3"/>`,
    `<rect x="${f.left}" y="${f.top}" width="${f.right - f.left}" height="${f.bottom - f.top}" fill="none" stroke="#9ca3af"/>`,
  );
  if (options.points) {
    const alpha = m.px.length > MANY_POINTS ? 0.35 : 0.7;
    const colour = coloursOf(input);
    for (let w = 0; w < 3; w++) {
      parts.push(`<g fill="${colour[w]}" fill-opacity="${alpha}">`);
      for (let k = 0; k < m.px.length; k++)
        if (m.winner[k] === w) parts.push(`<circle cx="${r(m.px[k])}" cy="${r(m.py[k])}" r="2.5"/>`);
      parts.push('</g>');
    }
  }
  const metric = input.metric;
  const e = escapeXml;
  parts.push(
    `<text x="${(f.left + f.right) / 2}" y="${f.height - 8}" text-anchor="middle" fill="#111827">${e(text.axis(input.xLabel, metric))}</text>`,
    `<text transform="translate(14 ${(f.top + f.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="#111827">${e(text.axis(input.yLabel, metric))}</text>`,
    `<text x="${f.left}" y="12" fill="#111827" font-weight="600">${e(text.title(input.yLabel, input.xLabel, m.px.length, f.width >= 480))}</text>`,
    input.xLabel === input.yLabel
      ? `<text x="${f.left}" y="${f.top - 6}" fill="${TIE}">${e(text.self)}</text>`
      : f.width < NARROW
        ? `<text x="${f.left}" y="${f.top - 6 - LEGEND_LINE}"><tspan fill="${input.xColour}" font-weight="600">${e(text.fewer(input.xLabel))}</tspan><tspan dx="10" fill="${TIE}">${e(text.tie)}</tspan></text><text x="${f.left}" y="${f.top - 6}" fill="${input.yColour}" font-weight="600">${e(text.fewer(input.yLabel))}</text>`
        : `<text x="${f.left}" y="${f.top - 6}"><tspan fill="${input.xColour}" font-weight="600">${e(text.fewer(input.xLabel))}</tspan><tspan dx="10" fill="${input.yColour}" font-weight="600">${e(text.fewer(input.yLabel))}</tspan><tspan dx="10" fill="${TIE}">${e(text.tie)}</tspan></text>`,
    '</svg>',
  );
  return parts.join('\n');
}

function r(v: number): number {
  return Math.round(v * 10) / 10;
}

/** The scatter as a file (the lab's SVG/PNG export and `stepdoku stats --svg` alike): 640 × 520. */
export function scatterFile(input: ScatterInput, text: ScatterText = ENGLISH_SCATTER_TEXT): string {
  return scatterSvg(scatterModel(input, plotFrame(640, 520)), { points: true }, text) + '\n';
}
