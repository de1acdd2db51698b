import { describe, expect, it } from 'vitest';
import { ecdfSvg, type EcdfSeries } from '../../../../src/features/lab/draw/ecdf.ts';
import { plotFrame } from '../../../../src/features/lab/draw/logAxes.ts';

const series = (label: string, values: number[]): EcdfSeries => ({
  label,
  colour: '#123456',
  values: Float64Array.from(values),
});

/** The plot's box: the rectangle drawn round the curves. */
function plotBox(svg: string): { top: number; bottom: number } {
  const [, y, h] = /<rect x="[\d.]+" y="([\d.]+)" width="[\d.]+" height="([\d.]+)" fill="none"/.exec(svg)!;
  return { top: Number(y), bottom: Number(y) + Number(h) };
}

/** Each curve's points, as [x, y] pairs read off its path (M, then H and V steps). */
function curves(svg: string): [number, number][][] {
  return [...svg.matchAll(/<path d="([^"]+)"/g)].map(([, d]) => {
    const points: [number, number][] = [];
    let x = 0;
    let y = 0;
    for (const [, op, a, b] of d.matchAll(/([MHV])([\d.]+)(?:,([\d.]+))?/g)) {
      if (op === 'M') [x, y] = [Number(a), Number(b)];
      else if (op === 'H') x = Number(a);
      else y = Number(a);
      points.push([x, y]);
    }
    return points;
  });
}

describe('the ECDF plot', () => {
  it('rises from 0 % at the smallest count to 100 % at the largest, one step per puzzle', () => {
    const svg = ecdfSvg([series('naive', [30, 10, 20, 40])], plotFrame(480, 300), 'placements');
    const box = plotBox(svg);
    const [curve] = curves(svg);
    expect(curve[0][1]).toBe(box.bottom);
    expect(curve.at(-1)![1]).toBe(box.top);
    const heights = curve.map(([, y]) => y);
    expect(heights).toEqual([...heights].sort((a, b) => b - a)); // never falls
    expect(new Set(heights).size).toBe(5); // 0 %, 25 %, 50 %, 75 %, 100 %
  });

  it('keeps its legend above the plot, in rows, whatever the number of runs', () => {
    for (const count of [1, 3, 4, 7]) {
      const runs = Array.from({ length: count }, (_, k) => series(`run ${k}`, [1, 10 ** (k + 1)]));
      const svg = ecdfSvg(runs, plotFrame(480, 300), 'placements');
      const legend = [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)" font-weight="600">(.*?)<\/text>/g)];
      expect(legend.map(([, , names]) => names.match(/<tspan/g)!.length)).toEqual(
        Array.from({ length: Math.ceil(count / 3) }, (_, row) => Math.min(3, count - row * 3)),
      );
      const box = plotBox(svg);
      for (const [, y] of legend) expect(Number(y)).toBeLessThan(box.top);
      for (const curve of curves(svg)) for (const [, y] of curve) expect(y).toBeGreaterThanOrEqual(box.top);
    }
  });

  it('thins 49,158 puzzles to at most its step budget per run', () => {
    const values = Array.from({ length: 49_158 }, (_, i) => 1 + ((i * 7919) % 100_000));
    const [curve] = curves(ecdfSvg([series('propagate', values)], plotFrame(480, 300), 'placements', undefined, 600));
    expect(curve.length).toBeLessThanOrEqual(2 * 600 + 1);
    expect(curve.length).toBeGreaterThan(600);
  });

  it("puts the axis's title on one line when the plot is wide, on two under the tick labels when it is narrow", () => {
    const titles = (width: number) => {
      const svg = ecdfSvg([series('naive', [1, 100])], plotFrame(width, 300), 'placements');
      const ticks = [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)" text-anchor="middle" fill="#374151">/g)];
      const lines = [...svg.matchAll(/<text x="[\d.]+" y="([\d.]+)" text-anchor="middle" fill="#111827">([^<]*)</g)];
      for (const [, y] of lines) expect(Number(y)).toBeGreaterThan(Number(ticks[0][1]) + 6);
      for (const [, y] of lines) expect(Number(y)).toBeLessThanOrEqual(300);
      return lines.map(([, , text]) => text);
    };
    expect(titles(480)).toEqual(['placements (log): share of puzzles done within that many']);
    expect(titles(320)).toEqual(['placements (log)', 'share of puzzles done within that many']);
  });

  it('escapes the run names', () => {
    const svg = ecdfSvg([series('mrv<lcv>', [1, 2])], plotFrame(480, 300), 'placements');
    expect(svg).toContain('mrv&#60;lcv&#62;');
    expect(svg).not.toContain('mrv<lcv>');
  });
});
