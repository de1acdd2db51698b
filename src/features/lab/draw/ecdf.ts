import { countScale, decadeTicks, escapeXml, type PlotFrame, tickLabel } from './logAxes.ts';

/** Each run's share of puzzles done within c steps on a log axis, thinned to `maxSteps` quantiles to draw fast. */
export interface EcdfSeries {
  label: string;
  colour: string;
  values: Float64Array;
}

/** The plot's words: English by default (as the CLI's), the page's language from the lab. */
export interface EcdfText {
  /** The axis's title: "placements (log): share of puzzles done within that many". */
  axis: (metric: string) => string;
  /** The same in two lines, for a plot too narrow for one: "placements (log)", "share of puzzles…". */
  axisLines: (metric: string) => [string, string];
  /** A tick's label: "1e4" / "1万". */
  tick: (v: number) => string;
}

const ENGLISH_ECDF_TEXT: EcdfText = {
  axis: (metric) => `${metric} (log): share of puzzles done within that many`,
  axisLines: (metric) => [`${metric} (log)`, 'share of puzzles done within that many'],
  tick: tickLabel,
};

/** Narrower than this, the axis's title takes two lines (a phone's plot is about 320 px wide). */
const ONE_LINE_TITLE_WIDTH = 480;
const TITLE_LINE = 13;

/** Run names per legend row, and a row's height: three names fit a 320-pixel plot in either language. */
const LEGEND_PER_ROW = 3;
const LEGEND_ROW = 14;

export function ecdfSvg(
  series: readonly EcdfSeries[],
  frame: PlotFrame,
  metric: string,
  text: EcdfText = ENGLISH_ECDF_TEXT,
  maxSteps = 600,
): string {
  // The legend sits in rows above the plot, never over its curves (an ECDF can pass anywhere inside).
  const legendRows = Math.ceil(series.length / LEGEND_PER_ROW);
  const title = frame.width >= ONE_LINE_TITLE_WIDTH ? [text.axis(metric)] : text.axisLines(metric);
  const f = {
    ...frame,
    top: Math.max(frame.top, LEGEND_ROW * legendRows + 10),
    bottom: frame.bottom - TITLE_LINE * (title.length - 1),
  };
  let max = 1;
  for (const s of series) for (const v of s.values) max = Math.max(max, v);
  const x = countScale(max, [f.left, f.right]);
  const y = (p: number) => f.bottom - p * (f.bottom - f.top);
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${f.width}" height="${f.height}" viewBox="0 0 ${f.width} ${f.height}" font-family="system-ui, sans-serif" font-size="11">`,
    `<rect width="${f.width}" height="${f.height}" fill="#ffffff"/>`,
  ];
  for (const t of decadeTicks(x)) {
    const tx = r(x(t));
    parts.push(
      `<line x1="${tx}" y1="${f.top}" x2="${tx}" y2="${f.bottom}" stroke="#e5e7eb"/>`,
      `<text x="${tx}" y="${f.bottom + 14}" text-anchor="middle" fill="#374151">${text.tick(t)}</text>`,
    );
  }
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    parts.push(
      `<line x1="${f.left}" y1="${r(y(p))}" x2="${f.right}" y2="${r(y(p))}" stroke="#e5e7eb"/>`,
      `<text x="${f.left - 6}" y="${r(y(p)) + 4}" text-anchor="end" fill="#374151">${p * 100}%</text>`,
    );
  }
  series.forEach((s) => {
    const sorted = s.values.slice().sort();
    const n = sorted.length;
    if (n === 0) return;
    const step = Math.max(1, Math.ceil(n / maxSteps));
    let d = `M${r(x(Math.max(1, sorted[0])))},${r(y(0))}`;
    for (let i = 0; i < n; i += step) {
      const j = Math.min(n - 1, i + step - 1);
      const px = r(x(Math.max(1, sorted[j])));
      d += `H${px}V${r(y((j + 1) / n))}`;
    }
    parts.push(`<path d="${d}" fill="none" stroke="${s.colour}" stroke-width="2"/>`);
  });
  for (let row = 0; row < legendRows; row++) {
    const names = series
      .slice(row * LEGEND_PER_ROW, (row + 1) * LEGEND_PER_ROW)
      .map((s, k) => `<tspan${k ? ' dx="14"' : ''} fill="${s.colour}">${escapeXml(s.label)}</tspan>`);
    parts.push(`<text x="${f.left}" y="${LEGEND_ROW * (row + 1)}" font-weight="600">${names.join('')}</text>`);
  }
  parts.push(
    `<rect x="${f.left}" y="${f.top}" width="${f.right - f.left}" height="${f.bottom - f.top}" fill="none" stroke="#9ca3af"/>`,
    ...title.map(
      (line, k) =>
        `<text x="${(f.left + f.right) / 2}" y="${f.height - 8 - TITLE_LINE * (title.length - 1 - k)}" text-anchor="middle" fill="#111827">${escapeXml(line)}</text>`,
    ),
    '</svg>',
  );
  return parts.join('\n');
}

function r(v: number): number {
  return Math.round(v * 10) / 10;
}
