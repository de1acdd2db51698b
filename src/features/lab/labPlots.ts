import { plotFrame } from './draw/logAxes.ts';
import { type ScatterInput, scatterFile } from './draw/scatter.ts';
import { ecdfSvg, type EcdfSeries } from './draw/ecdf.ts';
import { runColour } from './draw/labColours.ts';
import type { CountField } from '../../core/counts.ts';
import type { LabResults } from './labResults.ts';
import { ecdfText, fieldName, runName, scatterText } from './labWords.ts';

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

/** The two plots as files, in the page's language, for the SVG and PNG downloads. */
export function plotFiles(
  results: LabResults,
  x: string,
  y: string,
  field: CountField,
): { name: string; svg: string }[] {
  const rows = results.doneInOrder();
  return [
    {
      name: `stepdoku-scatter-${x}-${y}`.replace(/[/:]/g, '_'),
      svg: scatterFile(scatterInput(results, rows, x, y, field), scatterText()),
    },
    {
      name: 'stepdoku-ecdf',
      svg: ecdfSvg(ecdfSeries(results, rows, field), plotFrame(640, 400), fieldName(field), ecdfText()),
    },
  ];
}
