import { scaleLinear, type ScaleLinear, type ScaleLogarithmic } from 'd3-scale';
import { countScale, decadeTicks, escapeXml as e, type PlotFrame, plotFrame } from './logAxes.ts';
import { MANY_POINTS, type ScatterPoints, TIE_COLOUR } from './scatter.ts';

/**
 * Human difficulty against search effort: one point per puzzle, a run's count across on a log axis and the SE rating
 * up on a linear one; puzzles beyond the rating's techniques are grey, at the rating they reached.
 */
export interface RatingScatterInput {
  efforts: ArrayLike<number>;
  ratings: ArrayLike<number>;
  /** 1 rated, 0 beyond the rating's techniques (its rating is a lower bound). */
  rated: ArrayLike<number>;
  /** The run whose effort is plotted, as named, and what is counted: "MRV", "placements". */
  run: string;
  metric: string;
  colour: string;
}

/** The plot's words, in the page's language (labWords.ts): no English default, as no CLI command draws it. */
export interface RatingScatterText {
  /** "search effort: MRV placements (log)". */
  xAxis: (run: string, metric: string) => string;
  yAxis: string;
  /** Short, as a phone's plot is narrow: the axes name both scales. */
  title: (count: number) => string;
  rated: string;
  beyond: string;
  tick: (v: number) => string;
}

export interface RatingScatterModel extends ScatterPoints {
  x: ScaleLogarithmic<number, number>;
  y: ScaleLinear<number, number>;
  input: RatingScatterInput & { xColour: string; yColour: string };
}

/** The lowest rating is 1.0 (a full house); the axis reaches at least 5 so that easy sets are not stretched. */
export function ratingScatterModel(input: RatingScatterInput, frame: PlotFrame): RatingScatterModel {
  const n = input.efforts.length;
  let maxEffort = 1,
    maxRating = 5;
  for (let k = 0; k < n; k++) {
    maxEffort = Math.max(maxEffort, input.efforts[k]);
    maxRating = Math.max(maxRating, input.ratings[k]);
  }
  const x = countScale(maxEffort, [frame.left, frame.right]);
  const y = scaleLinear()
    .domain([1, Math.ceil(maxRating)])
    .range([frame.bottom, frame.top])
    .clamp(true);
  const px = new Float32Array(n),
    py = new Float32Array(n),
    winner = new Uint8Array(n);
  for (let k = 0; k < n; k++) {
    px[k] = x(Math.max(1, input.efforts[k]));
    py[k] = y(input.ratings[k]);
    winner[k] = input.rated[k] ? 1 : 0;
  }
  return { frame, x, y, px, py, winner, input: { ...input, xColour: input.colour, yColour: input.colour } };
}

export function ratingScatterSvg(m: RatingScatterModel, options: { points: boolean }, text: RatingScatterText): string {
  const { frame: f, input } = m;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}" viewBox="0 0 ${f.width} ${f.height}" font-family="system-ui, sans-serif" font-size="11">`,
  ];
  if (options.points) parts.push(`<rect width="${f.width}" height="${f.height}" fill="#ffffff"/>`);
  for (const t of decadeTicks(m.x)) {
    const tx = r(m.x(t));
    parts.push(
      `<line x1="${tx}" y1="${f.top}" x2="${tx}" y2="${f.bottom}" stroke="#e5e7eb"/>`,
      `<text x="${tx}" y="${f.bottom + 14}" text-anchor="middle" fill="#374151">${text.tick(t)}</text>`,
    );
  }
  for (const t of m.y.ticks(8)) {
    const ty = r(m.y(t));
    parts.push(
      `<line x1="${f.left}" y1="${ty}" x2="${f.right}" y2="${ty}" stroke="#e5e7eb"/>`,
      `<text x="${f.left - 6}" y="${ty + 4}" text-anchor="end" fill="#374151">${t.toFixed(Number.isInteger(t) ? 0 : 1)}</text>`,
    );
  }
  parts.push(
    `<rect x="${f.left}" y="${f.top}" width="${f.right - f.left}" height="${f.bottom - f.top}" fill="none" stroke="#9ca3af"/>`,
  );
  if (options.points) {
    const alpha = m.px.length > MANY_POINTS ? 0.35 : 0.7;
    for (const [w, colour] of [
      [0, TIE_COLOUR],
      [1, input.colour],
    ] as const) {
      parts.push(`<g fill="${colour}" fill-opacity="${alpha}">`);
      for (let k = 0; k < m.px.length; k++)
        if (m.winner[k] === w) parts.push(`<circle cx="${r(m.px[k])}" cy="${r(m.py[k])}" r="2.5"/>`);
      parts.push('</g>');
    }
  }
  parts.push(
    `<text x="${(f.left + f.right) / 2}" y="${f.height - 8}" text-anchor="middle" fill="#111827">${e(text.xAxis(input.run, input.metric))}</text>`,
    `<text transform="translate(14 ${(f.top + f.bottom) / 2}) rotate(-90)" text-anchor="middle" fill="#111827">${e(text.yAxis)}</text>`,
    `<text x="${f.left}" y="12" fill="#111827" font-weight="600">${e(text.title(m.px.length))}</text>`,
    `<text x="${f.left}" y="${f.top - 6}"><tspan fill="${input.colour}" font-weight="600">${e(text.rated)}</tspan><tspan dx="10" fill="${TIE_COLOUR}">${e(text.beyond)}</tspan></text>`,
    '</svg>',
  );
  return parts.join('\n');
}

function r(v: number): number {
  return Math.round(v * 10) / 10;
}

/** The plot as a file, as the effort scatter's: 640 × 520. */
export function ratingScatterFile(input: RatingScatterInput, text: RatingScatterText): string {
  return ratingScatterSvg(ratingScatterModel(input, plotFrame(640, 520)), { points: true }, text) + '\n';
}
