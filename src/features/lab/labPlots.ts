import { plotFrame } from './draw/logAxes.ts';
import { type ScatterInput, scatterFile } from './draw/scatter.ts';
import { ecdfSvg, type EcdfSeries } from './draw/ecdf.ts';
import { runColour } from './draw/labColours.ts';
import type { CountField } from '../../core/counts.ts';
import type { LabResults } from './labResults.ts';
import { ecdfText, fieldName, ratingScatterText, runName, scatterText } from './labWords.ts';
import { type RatingScatterInput, ratingScatterFile } from './draw/ratingScatter.ts';
import { spearman } from './rankCorrelation.ts';

/** Run `x` against run `y` over the puzzles `rows`, named and coloured as the page shows them. */
export function scatterInput(
  results: LabResults,
  rows: ArrayLike<number>,
  x: string,
  y: string,
  field: CountField,
): ScatterInput {
  const xr = results.runs.indexOf(x),
    yr = results.runs.indexOf(y);
  return {
    xs: Float64Array.from(rows, (i) => results.value(i, xr, field)),
    ys: Float64Array.from(rows, (i) => results.value(i, yr, field)),
    xLabel: runName(x),
    yLabel: runName(y),
    metric: fieldName(field),
    xColour: runColour(xr),
    yColour: runColour(yr),
  };
}

/** Every run's counts over the puzzles `rows`, for the distribution plot. */
export function ecdfSeries(results: LabResults, rows: ArrayLike<number>, field: CountField): EcdfSeries[] {
  return results.runs.map((label, r) => ({
    label: runName(label),
    colour: runColour(r),
    values: Float64Array.from(rows, (i) => results.value(i, r, field)),
  }));
}

/** Human difficulty against run `run`'s counts, over the rated puzzles among `rows`. */
export function ratingScatterInput(
  results: LabResults,
  rows: ArrayLike<number>,
  run: string,
  field: CountField,
): RatingScatterInput {
  const r = results.runs.indexOf(run);
  const ratings = results.ratings!;
  const shown = Array.from(rows).filter((i) => ratings.has(i));
  return {
    efforts: Float64Array.from(shown, (i) => results.value(i, r, field)),
    ratings: Float64Array.from(shown, (i) => ratings.rating(i)),
    rated: Uint8Array.from(shown, (i) => (ratings.isRated(i) ? 1 : 0)),
    run: runName(run),
    metric: fieldName(field),
    colour: runColour(r),
  };
}

/** How far the run's counts follow the rating: Spearman's ρ over the rated puzzles, and how many were left out. */
export function ratingAgreement(input: RatingScatterInput): { rho: number; rated: number; beyond: number } {
  const efforts: number[] = [],
    ratings: number[] = [];
  for (let k = 0; k < input.rated.length; k++)
    if (input.rated[k]) {
      efforts.push(input.efforts[k]);
      ratings.push(input.ratings[k]);
    }
  return { rho: spearman(efforts, ratings), rated: efforts.length, beyond: input.rated.length - efforts.length };
}

/** The plots as files, in the page's language, for the SVG and PNG downloads. */
export function plotFiles(
  results: LabResults,
  x: string,
  y: string,
  field: CountField,
  effortRun: string = x,
): { name: string; svg: string }[] {
  const rows = results.doneInOrder();
  const rated = results.ratings
    ? [
        {
          name: `stepdoku-rating-${effortRun}`.replace(/[/:]/g, '_'),
          svg: ratingScatterFile(ratingScatterInput(results, rows, effortRun, field), ratingScatterText()),
        },
      ]
    : [];
  return [
    {
      name: `stepdoku-scatter-${x}-${y}`.replace(/[/:]/g, '_'),
      svg: scatterFile(scatterInput(results, rows, x, y, field), scatterText()),
    },
    {
      name: 'stepdoku-ecdf',
      svg: ecdfSvg(ecdfSeries(results, rows, field), plotFrame(640, 400), fieldName(field), ecdfText()),
    },
    ...rated,
  ];
}
