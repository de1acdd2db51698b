import { scaleLog } from 'd3-scale';

/** Placements per cell on a log scale (they run from 1 to millions on one board); zero has its own colour. */
export const HEAT_ZERO = '#f1f5f9';
const STOPS = ['#fef9c3', '#f97316', '#7f1d1d'];

export interface HeatScale {
  colour(count: number): string;
  /** Round values for the legend, ascending, within [1, max]. */
  ticks: number[];
  max: number;
}

export function heatScale(max: number): HeatScale {
  const top = Math.max(2, max);
  const s = scaleLog<string>()
    .domain([1, Math.sqrt(top), top])
    .range(STOPS)
    .clamp(true);
  const ticks = scaleLog()
    .domain([1, top])
    .ticks(4)
    .filter((t) => Number.isInteger(Math.log10(t)));
  return { colour: (c) => (c > 0 ? s(c) : HEAT_ZERO), ticks: ticks.length >= 2 ? ticks : [1, top], max: top };
}
